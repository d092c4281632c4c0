import { answersStore } from '../../features/registration/flow/answers-store';
import { tokenStore } from '../../lib/auth/token';

/**
 * Whether the browser can take over the page the server rendered as it is. The server renders
 * for a signed-out visitor with no answers yet: it cannot see this browser's credential nor the
 * registration answers kept in its session storage. A page rendered for someone else is
 * rendered again by the browser instead (it replaces the server's markup).
 */
export function canTakeOverServerPage(): boolean {
  return tokenStore.authorization() === null && Object.keys(answersStore.readAll()).length === 0;
}
