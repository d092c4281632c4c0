import { lazy, Suspense, useEffect, useState } from 'react';
import { isProductionEnvironment } from '@/lib/app-environment';
import { isDevToolsShortcut } from './dev-tools-shortcut';

declare global {
  interface Window {
    /** Opens or closes the developer tools (outside production only). */
    toggleDevTools?: () => void;
  }
}

const DevToolsPanel = lazy(() => import('./dev-tools-panel'));

/**
 * The non-production developer tools: toggled by Shift+Alt+X or `window.toggleDevTools()`, they
 * show where the app runs and for whom, the sandbox personas, and clear what this browser keeps.
 * In production nothing is attached, and the panel's code is fetched only when first opened.
 */
export function DevTools() {
  const production = isProductionEnvironment();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (production) return;
    const toggle = () => setOpen((value) => !value);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isDevToolsShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    window.toggleDevTools = toggle;
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      delete window.toggleDevTools;
    };
  }, [production]);

  if (production || !open) return null;
  return (
    <Suspense fallback={null}>
      <DevToolsPanel onClose={() => setOpen(false)} />
    </Suspense>
  );
}
