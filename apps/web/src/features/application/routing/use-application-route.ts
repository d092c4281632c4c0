import { isRouteAllowed } from '@openheloc/domain';
import { useApplicationContext } from './application-context';

/**
 * Where the borrower belongs and which pages they may open: for a screen's links (a 'Change'
 * link shows only when its page is allowed) and buttons.
 */
export function useApplicationRoute() {
  const { resolved, currentPath, pathTo } = useApplicationContext();
  return {
    resolved,
    currentPath,
    pathTo,
    isAllowed: (path: string) => isRouteAllowed(path, resolved),
  };
}
