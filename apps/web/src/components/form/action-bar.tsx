import { useEffect, useRef, type ReactNode } from 'react';

/** Set on the page's root while a bar is measured: its height, so the launcher docks above it. */
const MEASURED_HEIGHT = '--action-bar-measured';

interface ActionBarProps {
  /**
   * The buttons accept what the page says (terms, an authorization, an offer): they never float
   * over that text, they follow it.
   */
  commits: boolean;
  /** Classes for how the buttons are laid out inside the bar. */
  className?: string;
  children: ReactNode;
}

/**
 * The page's primary buttons. Below 1024 px they sit in a bar fixed to the bottom of the screen,
 * with the chat launcher docked just above it (styles.css): the page's bottom padding and scroll
 * padding make room for both, so neither ever covers a field. From 1024 px the buttons follow
 * the last field. Buttons that commit the borrower always follow what they commit to (ui.md).
 */
export function ActionBar({ commits, className = '', children }: ActionBarProps) {
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = bar.current;
    if (commits || !element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    // The bar's height changes with its note and with the buttons that wrap on a narrow screen.
    const observer = new ResizeObserver(() => {
      root.style.setProperty(MEASURED_HEIGHT, `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(MEASURED_HEIGHT);
    };
  }, [commits]);

  return (
    <div
      ref={bar}
      data-action-bar={commits ? undefined : ''}
      className={`${className} ${
        commits
          ? 'mt-8'
          : 'fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white px-4 py-3 sm:px-6 lg:static lg:mt-8 lg:border-0 lg:p-0'
      }`.trim()}
    >
      {children}
    </div>
  );
}
