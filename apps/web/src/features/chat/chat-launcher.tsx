import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';
import { lenderFlagQueryOptions } from '@/lib/flags/lender-flags';
import { useOrganization } from '@/lib/organization/organization-context';
import { whenIdle } from '@/lib/when-idle';
import { OPEN_CHAT_EVENT } from '@/lib/open-chat';

export const POP_WEBCHAT_PARAM = 'pop-webchat';
export const CHAT_LAUNCHER_LABEL = 'Chat with us';

const loadWidget = lazyWithReload(() => import('./widget/chat-widget'));
const ChatWidget = lazy(() => loadWidget().then((module) => ({ default: module.ChatWidget })));

/** Operations screens have their own tools; the borrower's chat is not one of them. */
const isOpsPath = (pathname: string) => pathname === '/ops' || pathname.startsWith('/ops/');
/** The notary room has its own chat, with the notary, beside the video: a second one would cover it. */
const isNotaryRoom = (pathname: string) => pathname.endsWith('/notary/session');

/**
 * The 'Chat with us' button: below 1024 px docked in a band across the screen just above the
 * page's action bar (at the bottom when there is none; styles.css), from 1024 px floating bottom
 * right.
 * The widget's code loads only when it is first wanted (opened, or hovered as a head start), so
 * it stays out of every page's first load. `pop-webchat` opens it on load and leaves the URL.
 */
export function ChatLauncher() {
  const { orgCode } = useOrganization();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  // The button is not part of the first screen: its flag waits until the browser is idle.
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const flag = useQuery({
    ...lenderFlagQueryOptions(orgCode, 'fe-webchat'),
    enabled: idle,
  });
  const [popped] = useState(() => new URLSearchParams(search).has(POP_WEBCHAT_PARAM));
  const [open, setOpen] = useState(popped);
  const [wanted, setWanted] = useState(popped);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has(POP_WEBCHAT_PARAM)) return;
    params.delete(POP_WEBCHAT_PARAM);
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [search, pathname, hash, navigate]);

  useEffect(() => {
    const onOpen = () => {
      setWanted(true);
      setOpen(true);
    };
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, []);

  if (!flag.data?.enabled || isOpsPath(pathname) || isNotaryRoom(pathname)) return null;

  const collapse = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <aside aria-label="Chat">
      {wanted ? (
        // While the widget's code loads, an empty stand-in keeps aria-controls pointing at
        // something (axe flags a control whose target is missing).
        <Suspense fallback={<div id="chat-widget" hidden />}>
          <ChatWidget open={open} onCollapse={collapse} />
        </Suspense>
      ) : null}
      {/* Below 1024 px a band across the screen, docked above the action bar. */}
      <div
        id="chat-dock"
        className="fixed inset-x-0 bottom-[var(--action-bar-height)] z-40 flex h-16 items-center justify-end border-t border-line bg-white px-4 lg:inset-x-auto lg:right-4 lg:bottom-6 lg:h-auto lg:border-0 lg:bg-transparent lg:px-0"
      >
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={wanted ? 'chat-widget' : undefined}
          onPointerEnter={() => void loadWidget()}
          onFocus={() => void loadWidget()}
          onClick={() => {
            setWanted(true);
            setOpen((current) => !current);
          }}
          className="inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-white shadow-lg hover:bg-brand-800"
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
            <path
              d="M4 5h16v11H9l-5 4z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          {CHAT_LAUNCHER_LABEL}
        </button>
      </div>
      {/*
        From 1024 px, room below the page so its last lines scroll clear of the floating launcher,
        in the footer's colour so the page seems to end with the footer (below 1024 px the page's
        bottom padding makes room for the dock and the action bar).
      */}
      <div aria-hidden="true" className="hidden bg-gray-50 lg:block lg:h-20" />
    </aside>
  );
}
