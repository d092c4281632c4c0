import { useQuery } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '@/components/spinner';
import { isProductionEnvironment } from '@/lib/app-environment';
import { lenderFlagQueryOptions } from '@/lib/flags/lender-flags';
import type { ChatAlertKey } from '../chat-types';
import { ChatbotConversation } from '../chatbot/chatbot-conversation';
import { forcedModeFrom, showsAgentPicker } from '../mode/choose-chat-mode';
import { openStatusQueryOptions, useWelcomeHoursText } from '../hours/hours-queries';
import { useLinkAllowList } from '../links/use-link-allow-list';
import { LiveConversation } from '../live/live-conversation';
import { useChatNonce } from '../nonce/use-chat-nonce';
import { chatSessions } from '../session/chat-sessions';
import type { ChatbotSession } from '../session/session-records';
import { useChatVisitor } from '../visitor/chat-visitor';
import { isFetchError } from '@/lib/fetch-error';
import { AlertBar } from './alert-bar';
import { ChatHeader } from './chat-header';
import { ChatIntro } from './chat-intro';
import { EndedPanel } from './ended-panel';
import { PreEngagementForm, type PreEngagementValues } from './pre-engagement-form';
import { useChatDebugKeys } from './use-chat-debug-keys';
import { useChatStart, type ChatFacts } from './use-chat-start';

export const CHAT_WIDGET_ID = 'chat-widget';

interface ChatWidgetProps {
  open: boolean;
  onCollapse: () => void;
}

/**
 * The chat panel: it chooses the mode once the hours and flags are known, then shows the form,
 * the live or chatbot conversation, or the ended panel. It stays mounted while collapsed so a
 * live conversation keeps its connection.
 */
export function ChatWidget({ open, onCollapse }: ChatWidgetProps) {
  const visitor = useChatVisitor();
  const { orgCode } = visitor.organization;
  const { search } = useLocation();
  const [initialSearch] = useState(search);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [alert, setAlert] = useState<ChatAlertKey | null>(null);
  const openStatus = useQuery(openStatusQueryOptions(orgCode));
  const stream = useQuery(lenderFlagQueryOptions(orgCode, 'fe-webchat-stream'));
  const hoursText = useWelcomeHoursText(orgCode);
  const allowList = useLinkAllowList(visitor.organization);
  const { phase, decide, start, reset, setPhase } = useChatStart(chatSessions, visitor);
  const active = phase.kind === 'live' || phase.kind === 'chatbot';
  const nonce = useChatNonce(orgCode, visitor.signedIn, active);

  // Without an answer the hours count as closed: the chatbot still helps.
  const isOpen = openStatus.data ?? false;
  const factsReady = !openStatus.isPending && !stream.isPending && !visitor.loading;
  const facts: ChatFacts = {
    isOpen,
    streamEnabled: stream.data?.enabled ?? false,
    isProduction: isProductionEnvironment(),
    search: initialSearch,
    nonce,
  };
  const debugKeys = useChatDebugKeys(panel, { enabled: !facts.isProduction, onAlert: setAlert });
  const decideNow = useEffectEvent(() => {
    const decided = decide(facts);
    if (decided) void decided.catch(() => setAlert('generic'));
  });

  useEffect(() => {
    if (phase.kind === 'deciding' && factsReady) decideNow();
  }, [phase.kind, factsReady]);

  useLayoutEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys from a dialog opened over the page (feedback) belong to that dialog.
    if (event.key !== 'Escape' || !panel.current?.contains(event.target as Node)) return;
    event.stopPropagation();
    onCollapse();
  };

  const onStartNew = useCallback(() => {
    setAlert(null);
    reset();
  }, [reset]);

  const onStart = async (values: PreEngagementValues) => {
    if (phase.kind !== 'form') return;
    setAlert(null);
    try {
      await start(phase.mode, values, facts);
    } catch (error) {
      setPhase({ kind: 'form', mode: phase.mode });
      setAlert(isFetchError(error) && error.status === 429 ? 'tooManyChats' : 'generic');
    }
  };

  /** 'Talk to a person': the chatbot conversation, with its history, goes to the live queue. */
  const onHandOver = async (session: ChatbotSession, transcript: string) => {
    setAlert(null);
    const mode = facts.streamEnabled ? 'stream' : 'twilio';
    try {
      await start(mode, session, facts, transcript);
      chatSessions.clearChatbot();
    } catch {
      // The chatbot conversation is still there to go back to.
      setPhase({ kind: 'chatbot', session });
      setAlert('generic');
    }
  };

  const intro = (mode: Parameters<typeof ChatIntro>[0]['mode']) => (
    <ChatIntro mode={mode} hoursText={hoursText} brandName={visitor.organization.brandName} />
  );

  let body;
  switch (phase.kind) {
    case 'deciding':
    case 'starting':
      body = (
        <p role="status" className="flex flex-1 items-center justify-center gap-2 text-muted">
          <Spinner />
          {phase.kind === 'deciding' ? 'Loading chat' : 'Starting your chat'}
        </p>
      );
      break;
    case 'form':
      body = (
        <PreEngagementForm
          defaults={visitor.known ?? { friendlyName: '', emailAddress: '' }}
          withAgentPicker={showsAgentPicker(
            phase.mode,
            forcedModeFrom(facts.search, facts.isProduction),
          )}
          onStart={onStart}
          intro={intro(phase.mode)}
        />
      );
      break;
    case 'chatbot':
      body = (
        <ChatbotConversation
          key={phase.session.loginTimestamp}
          session={phase.session}
          sessions={chatSessions}
          visitor={visitor}
          nonce={nonce}
          isOpen={isOpen}
          hoursText={hoursText}
          allowList={allowList}
          intro={intro('chatbot')}
          onAlert={setAlert}
          onStartNew={onStartNew}
          onHandOver={onHandOver}
        />
      );
      break;
    case 'live':
      body = (
        <LiveConversation
          key={phase.session.conversationId}
          session={phase.session}
          sessions={chatSessions}
          restored={phase.restored}
          isOpen={isOpen}
          hoursText={hoursText}
          allowList={allowList}
          intro={intro(phase.session.provider)}
          onAlert={setAlert}
          onDropped={onStartNew}
          onStartNew={onStartNew}
        />
      );
      break;
  }

  if (debugKeys.ended) {
    // The debug key's ending is only shown: the real conversation is there again after it.
    body = <EndedPanel hoursText={hoursText} onStartNew={debugKeys.clearEnded} />;
  }

  return (
    <div
      id={CHAT_WIDGET_ID}
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={onKeyDown}
      className="fixed right-2 bottom-[4.5rem] z-40 flex h-[min(600px,calc(100dvh-5.5rem))] w-[calc(100vw-1rem)] flex-col rounded-2xl border border-line bg-white shadow-2xl sm:right-4 sm:w-[400px] lg:bottom-24 lg:h-[min(640px,calc(100dvh-7rem))]"
    >
      <ChatHeader titleId={titleId} organization={visitor.organization} onCollapse={onCollapse} />
      <AlertBar alert={alert} onClose={() => setAlert(null)} />
      {body}
    </div>
  );
}
