/** Asked by a page's own 'Chat with us' control; the launcher opens the widget when it hears it. */
export const OPEN_CHAT_EVENT = 'openheloc:open-chat';

export function openChat(): void {
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
}
