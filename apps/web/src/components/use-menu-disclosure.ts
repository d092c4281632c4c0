import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * A menu button's open state: Escape closes it and gives the focus back to the button, leaving
 * the menu (focus outside its container) closes it. `onClose` resets what lives with the open menu.
 */
export function useMenuDisclosure(onClose?: () => void) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    onClose?.();
    if (returnFocus) buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close(false);
  };
  const toggle = () => (open ? close(false) : setOpen(true));

  return { open, buttonRef, close, toggle, containerProps: { onKeyDown, onBlur } };
}
