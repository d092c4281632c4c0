import { CHAT_MESSAGES, type ChatSkill } from '@openheloc/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { TextLink } from '@/components/text-link';
import { useDocumentTitle } from '@/lib/document-title';
import { isFetchError } from '@/lib/fetch-error';
import { useOrganization } from '@/lib/organization/organization-context';
import { RequireOpsUser } from '@/lib/ops-auth/require-ops-user';
import { useLinkAllowList } from '../links/use-link-allow-list';
import { AgentConversation } from './agent-conversation';
import { claimConversation, fetchAgentConversation, fetchAgentQueue } from './agent-console-api';
import { ApplicationSummaryPanel } from './application-summary-panel';
import { QueueList } from './queue-list';

const TITLE = 'Chat';
/** New chats should reach an agent within seconds. */
const QUEUE_POLL_MS = 5_000;

function Console() {
  useDocumentTitle(TITLE);
  const { conversationId } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const allowList = useLinkAllowList(useOrganization());
  const [skill, setSkill] = useState<ChatSkill | undefined>();
  const [claiming, setClaiming] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const queue = useQuery({
    queryKey: ['ops', 'chat', 'queue', skill ?? 'all'],
    queryFn: ({ signal }) => fetchAgentQueue(skill, signal),
    refetchInterval: QUEUE_POLL_MS,
    staleTime: 0,
  });
  const served = useQuery({
    queryKey: ['ops', 'chat', 'conversation', conversationId],
    queryFn: ({ signal }) => fetchAgentConversation(conversationId!, signal),
    enabled: Boolean(conversationId),
  });

  const claim = async (id: string) => {
    if (claiming) return;
    setClaiming(id);
    setProblem(null);
    try {
      const claimed = await claimConversation(id);
      queryClient.setQueryData(['ops', 'chat', 'conversation', id], claimed);
      await queryClient.invalidateQueries({ queryKey: ['ops', 'chat', 'queue'] });
      await navigate(`/ops/chat/${id}`);
    } catch (error) {
      setProblem(isFetchError(error) ? error.message : CHAT_MESSAGES.alreadyClaimed);
      await queue.refetch();
    } finally {
      setClaiming(null);
    }
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <PageHeading caption="Operations">{TITLE}</PageHeading>
      <p className="mb-4 flex flex-wrap gap-x-6 gap-y-2">
        <TextLink to="/ops/chat/surveys">Survey results</TextLink>
        <TextLink to="/ops/chat/hours">Operating hours</TextLink>
      </p>
      {problem ? (
        <p
          role="alert"
          className="mb-4 rounded-lg border-2 border-error p-3 font-semibold text-error"
        >
          {problem}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[280px_minmax(0,1fr)_300px]">
        <div>
          {queue.data ? (
            <QueueList
              waiting={queue.data.waiting}
              mine={queue.data.mine}
              skill={skill}
              onSkill={setSkill}
              onClaim={(id) => void claim(id)}
              claiming={claiming}
              selectedId={conversationId}
            />
          ) : queue.isError ? (
            <p className="text-error">The queue could not be loaded: {queue.error.message}</p>
          ) : (
            <p role="status" className="text-muted">
              Loading the queue
            </p>
          )}
        </div>
        {conversationId && served.data ? (
          <>
            <AgentConversation key={conversationId} served={served.data} allowList={allowList} />
            <ApplicationSummaryPanel
              conversationId={conversationId}
              hasApplication={served.data.conversation.applicationUuid !== null}
            />
          </>
        ) : (
          <section
            aria-label="Conversation"
            className="flex min-h-48 items-center justify-center rounded-lg border border-dashed border-line p-6 text-center text-muted lg:col-span-2"
          >
            {conversationId && served.isError
              ? served.error.message
              : conversationId
                ? 'Loading the chat'
                : 'Claim a waiting chat, or open one of yours, to see it here.'}
          </section>
        )}
      </div>
    </div>
  );
}

/** The agent console for chat agents: the queue per skill, claimed chats, the application. */
export function ChatConsolePage() {
  return (
    <RequireOpsUser roles={['CHAT_AGENT', 'ADMIN']}>
      <Console />
    </RequireOpsUser>
  );
}
