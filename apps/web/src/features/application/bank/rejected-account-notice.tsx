import type { HelocApplication } from '@openheloc/domain';

type RejectedAccount = NonNullable<HelocApplication['rejectedAccount']>;

const REASONS: Record<RejectedAccount['accountStatus'], string> = {
  CLOSED: 'The bank told us this account is closed.',
  HIGH_RISK: 'The bank couldn’t confirm that this account can safely send and receive payments.',
};

/** Why the account given last time can't be used, so the borrower can give another one. */
export function RejectedAccountNotice({ account }: { account: RejectedAccount }) {
  const use = account.usedFor === 'AUTOPAY' ? 'for autopay' : 'for your money';
  return (
    <div role="alert" className="mb-6 rounded-lg border-l-4 border-error bg-white p-4">
      <p className="font-semibold">
        We can’t use the account ending {account.mask.slice(-4)} {use}
      </p>
      <p className="mt-1">{REASONS[account.accountStatus]}</p>
      <p className="mt-1">
        Please give a different checking account. Nothing has been taken from it.
      </p>
    </div>
  );
}
