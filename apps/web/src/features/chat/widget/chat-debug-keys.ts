import type { ChatAlertKey } from '../chat-types';

/** The spec's non-production debug keys: 0, 1 and 2 show test alerts, Backspace ends the chat. */
export type ChatDebugAction = { kind: 'alert'; alert: ChatAlertKey } | { kind: 'end' };

/** The alerts in the order the spec's catalogue lists them. */
const TEST_ALERTS: Record<string, ChatAlertKey> = {
  '0': 'connectionLost',
  '1': 'generic',
  '2': 'invalidToken',
};

const TYPING_TARGETS = ['INPUT', 'TEXTAREA', 'SELECT'];

interface KeyFacts {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  /** The element the key was pressed in. */
  targetTag: string;
  targetEditable: boolean;
}

/**
 * What a key pressed in the chat panel does outside production: nothing while the person types
 * (a digit or a Backspace in a field is theirs) or holds a modifier.
 */
export function chatDebugAction(facts: KeyFacts): ChatDebugAction | null {
  if (facts.ctrlKey || facts.altKey || facts.metaKey) return null;
  if (facts.targetEditable || TYPING_TARGETS.includes(facts.targetTag)) return null;
  if (facts.key === 'Backspace') return { kind: 'end' };
  const alert = TEST_ALERTS[facts.key];
  return alert ? { kind: 'alert', alert } : null;
}
