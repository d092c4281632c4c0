export interface ComboboxState {
  open: boolean;
  /** The highlighted option, -1 for none. */
  active: number;
}

export interface ComboboxKeyResult {
  state: ComboboxState;
  /** The option the key chose. */
  choose?: number;
  /** The key was used by the list: the browser's own action (submitting the form) must not run. */
  handled: boolean;
}

/**
 * The WAI-ARIA combobox keys: arrows open the list and move through it (wrapping), Enter picks
 * the highlighted option, Escape closes the list, Tab closes it and moves on as usual.
 */
export function comboboxKey(key: string, state: ComboboxState, count: number): ComboboxKeyResult {
  const unchanged = { state, handled: false };
  const closed = { open: false, active: -1 };
  switch (key) {
    case 'ArrowDown':
      if (count === 0) return unchanged;
      return {
        state: { open: true, active: state.open ? (state.active + 1) % count : 0 },
        handled: true,
      };
    case 'ArrowUp':
      if (count === 0) return unchanged;
      return {
        state: {
          open: true,
          active: !state.open || state.active <= 0 ? count - 1 : state.active - 1,
        },
        handled: true,
      };
    case 'Enter':
      if (!state.open || state.active < 0 || state.active >= count) return unchanged;
      return { state: closed, choose: state.active, handled: true };
    case 'Escape':
      return state.open ? { state: closed, handled: true } : unchanged;
    case 'Tab':
      return { state: closed, handled: false };
    default:
      return unchanged;
  }
}
