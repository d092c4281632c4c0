import { SIGNER_ROLE_LABELS, type NotaryParticipant, type NotaryRole } from '@openheloc/domain';

const ROLE_LABELS: Record<NotaryRole, string> = { BORROWER: 'Borrower', NOTARY: 'Notary' };

/** Each person by their part: the notary, the borrower, or an additional signer's role. */
export function presenceLabel(person: NotaryParticipant): string {
  return person.signerRole ? SIGNER_ROLE_LABELS[person.signerRole] : ROLE_LABELS[person.role];
}

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
            {person.name}
            <span className="text-muted">, {presenceLabel(person)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
