import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from './page-frame';

/** How long a screen that is still loading may take to show its heading. */
const HEADING_WAIT_MS = 10_000;

/**
 * After a navigation inside the app, moves focus to the new page's heading, as a full page
 * load would reset it, so screen-reader and keyboard users start at the top of the new page.
 * A screen still loading (a lazy step, a flag) holds focus on the main area until its heading
 * arrives, unless the user has moved focus elsewhere meanwhile.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    const heading = main.querySelector<HTMLElement>('h1');
    if (heading) {
      heading.focus({ preventScroll: true });
      return;
    }
    main.focus({ preventScroll: true });
    const observer = new MutationObserver(() => {
      const arrived = main.querySelector<HTMLElement>('h1');
      if (!arrived) return;
      observer.disconnect();
      const focused = document.activeElement;
      if (focused === main || focused === document.body) arrived.focus({ preventScroll: true });
    });
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [pathname]);
}
