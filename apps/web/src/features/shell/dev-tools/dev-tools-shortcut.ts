/**
 * Shift+Alt+X. The physical key is read (`code`), because Alt changes the character on some
 * keyboards (macOS gives '˛' for Option+Shift+X).
 */
export function isDevToolsShortcut(
  event: Pick<KeyboardEvent, 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey' | 'code'>,
): boolean {
  return (
    event.shiftKey && event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyX'
  );
}
