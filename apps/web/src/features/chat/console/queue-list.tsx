import {
  CHAT_SKILLS,
  type AgentQueueItem,
  type ChatConversationView,
  type ChatSkill,
} from '@openheloc/domain';
import { Link } from 'react-router';
import { linkClasses } from '@/components/link-classes';
import { SkillOptions } from './skill-options';

interface QueueListProps {
  waiting: readonly AgentQueueItem[];
  mine: readonly ChatConversationView[];
  skill: ChatSkill | undefined;
  onSkill: (skill: ChatSkill | undefined) => void;
  onClaim: (conversationId: string) => void;
  claiming: string | null;
  selectedId: string | undefined;
}

/** The agent's own open chats, then the chats waiting for an agent, per skill. */
export function QueueList({
  waiting,
  mine,
  skill,
  onSkill,
  onClaim,
  claiming,
  selectedId,
}: QueueListProps) {
  const bySkill = CHAT_SKILLS.map((value) => ({
    value,
    items: waiting.filter((item) => item.skill === value),
  })).filter((group) => group.items.length > 0);

  return (
    <div className="space-y-6">
      <section aria-labelledby="my-chats">
        <h2 id="my-chats" className="text-lg font-bold">
          My chats
        </h2>
        {mine.length === 0 ? (
          <p className="mt-2 text-muted">No open chats. Claim one from the queue.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {mine.map((conversation) => (
              <li key={conversation.id}>
                <Link
                  to={`/ops/chat/${conversation.id}`}
                  aria-current={conversation.id === selectedId ? 'page' : undefined}
                  className={`${linkClasses} block rounded-md py-1`}
                >
                  {conversation.customerName}
                </Link>
                <span className="text-sm text-muted">{conversation.customerEmail}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="queue">
        <h2 id="queue" className="text-lg font-bold">
          Waiting
        </h2>
        <label htmlFor="queue-skill" className="mt-2 block font-semibold">
          Skill
        </label>
        <select
          id="queue-skill"
          value={skill ?? ''}
          onChange={(event) => onSkill((event.target.value || undefined) as ChatSkill | undefined)}
          className="mt-1 block min-h-11 w-full rounded-md border-2 border-gray-500 bg-white px-2"
        >
          <SkillOptions />
        </select>
        {bySkill.length === 0 ? (
          <p className="mt-3 text-muted">Nobody is waiting. New chats appear here.</p>
        ) : (
          bySkill.map((group) => (
            <div key={group.value} className="mt-4">
              <h3 className="text-base font-semibold">
                {group.value} <span className="font-normal text-muted">({group.items.length})</span>
              </h3>
              <ul className="mt-2 space-y-3">
                {group.items.map((item) => (
                  <li key={item.conversationId} className="rounded-lg border border-line p-3">
                    <p className="font-semibold">{item.customerName}</p>
                    <p className="text-sm break-all text-muted">{item.customerEmail}</p>
                    <p className="text-sm text-muted">
                      Waiting since{' '}
                      {new Date(item.waitingSince).toLocaleTimeString('en-US', {
                        hour: 'numeric',
                        minute: '2-digit',
                      })}
                      {item.loanNumber ? ` · Loan ${item.loanNumber}` : ''}
                    </p>
                    {item.preview ? (
                      <p className="mt-1 line-clamp-2 text-sm">“{item.preview}”</p>
                    ) : null}
                    <button
                      type="button"
                      onClick={() => onClaim(item.conversationId)}
                      aria-disabled={claiming !== null || undefined}
                      className="mt-2 inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
                    >
                      {claiming === item.conversationId ? 'Claiming' : 'Claim'}
                      <span className="sr-only"> the chat with {item.customerName}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </section>
    </div>
  );
}
