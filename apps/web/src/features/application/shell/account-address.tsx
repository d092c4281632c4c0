import { shortenAddress } from '@openheloc/domain';

/**
 * An address shortened as the spec says (first 6 and last 5 when longer than 11); screen readers
 * and the hover title get the whole of it.
 */
export function AccountAddress({ address }: { address: string }) {
  return (
    <>
      <span aria-hidden="true" title={address} className="font-mono">
        {shortenAddress(address)}
      </span>
      <span className="sr-only">{address}</span>
    </>
  );
}
