import { ACCOUNT_AUTHORIZATION_LABELS, PROFILE_FETCH_FAILED_MESSAGE } from '@openheloc/domain';
import { AccountAddress } from './account-address';
import { useAccountAccess, useWalletAccounts } from './wallet-account-queries';

/**
 * The head of the profile menu: the account's name, who is signed in, the account's address, the
 * signed-in person's access to it and the wallets authorized on it (the wallet service's
 * account/access and account calls).
 */
export function AccountSummary({ email }: { email: string | undefined }) {
  const access = useAccountAccess();
  const accounts = useWalletAccounts();
  if (access.isPending) return null;
  if (access.isError) {
    return (
      <p className="border-b border-line px-4 py-3 text-sm text-error">
        {PROFILE_FETCH_FAILED_MESSAGE}
      </p>
    );
  }
  const { account, authorizedWallet } = access.data;
  const wallets =
    accounts.data?.find((entry) => entry.account.address === account.address)?.authorizedWallets ??
    [];
  return (
    <div className="border-b border-line px-4 py-3 text-sm">
      <p className="font-semibold break-words text-ink">{account.name}</p>
      {email ? (
        <p className="text-muted">
          Signed in as <span className="font-semibold break-all text-ink">{email}</span>
        </p>
      ) : null}
      <dl className="mt-2 grid grid-cols-[auto_1fr] items-center gap-x-3 text-muted">
        <dt>Account</dt>
        <dd className="text-ink">
          <AccountAddress address={account.address} />
        </dd>
        <dt>Access</dt>
        <dd className="text-ink">
          {ACCOUNT_AUTHORIZATION_LABELS[authorizedWallet.authorizationType]}
        </dd>
        {wallets.map((wallet) => (
          <div key={wallet.address} className="contents">
            <dt>Authorized wallet</dt>
            <dd className="text-ink">
              <AccountAddress address={wallet.address} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
