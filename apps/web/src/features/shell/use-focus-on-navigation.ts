import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from './page-frame';

/**
 * After a navigation inside the app, moves focus to the new page's heading, as a full page
 * load would reset it, so screen-reader and keyboard users start at the top of the new page.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    const main = document.getElementById(MAIN_CONTENT_ID);
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    target?.focus({ preventScroll: true });
  }, [pathname]);
}
