import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import type { ChatAlertKey } from '../chat-types';
import { chatDebugAction } from './chat-debug-keys';

/**
 * Outside production, the debug keys pressed in the chat panel: 0, 1 and 2 show the test alerts,
 * Backspace shows the chat as ended (until Start new chat). In production nothing is attached.
 */
export function useChatDebugKeys(
  panel: RefObject<HTMLElement | null>,
  { enabled, onAlert }: { enabled: boolean; onAlert: (alert: ChatAlertKey) => void },
) {
  const [ended, setEnded] = useState(false);
  const showAlert = useEffectEvent(onAlert);

  useEffect(() => {
    const element = panel.current;
    if (!enabled || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const action = chatDebugAction({
        key: event.key,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        metaKey: event.metaKey,
        targetTag: target?.tagName ?? '',
        targetEditable: target?.isContentEditable ?? false,
      });
      if (!action) return;
      event.preventDefault();
      if (action.kind === 'end') setEnded(true);
      else showAlert(action.alert);
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [panel, enabled]);

  return { ended, clearEnded: () => setEnded(false) };
}
