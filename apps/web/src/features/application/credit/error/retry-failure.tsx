/**
 * Why the retry failed (the network, the server), just above the page's actions. The live
 * region is always there so that the message is announced when it appears.
 */
export function RetryFailure({ message }: { message: string | null }) {
  return (
    <div role="alert">
      {message ? <p className="mt-6 font-semibold text-error">{message}</p> : null}
    </div>
  );
}
