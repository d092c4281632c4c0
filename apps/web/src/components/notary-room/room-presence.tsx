import type { NotaryParticipant, NotaryRole } from '@openheloc/domain';

const ROLE_LABELS: Record<NotaryRole, string> = { BORROWER: 'Borrower', NOTARY: 'Notary' };

/** Who is in the session now, announced politely as people come and go. */
export function RoomPresence({ present }: { present: readonly NotaryParticipant[] }) {
  return (
    <section aria-labelledby="room-presence-heading" className="rounded-xl border border-line p-4">
      <h2 id="room-presence-heading" className="text-lg font-semibold">
        In this session
      </h2>
      <ul className="mt-2 space-y-1" aria-live="polite" data-testid="room-presence">
        {present.map((person) => (
          <li key={`${person.role}-${person.name}`}>
            {person.name} <span className="text-muted">({ROLE_LABELS[person.role]})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
