import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { identityQueryOptions, type StartIdentity } from './identity-query';

/**
 * Renders its child once the signed-in identity is read, so that a form starts from the
 * answers saved before (its default values are read once).
 */
export function IdentityGate({ children }: { children: (identity: StartIdentity) => ReactNode }) {
  const identity = useQuery(identityQueryOptions());
  if (identity.data) return children(identity.data);
  if (identity.error) {
    return (
      <div role="alert" className="max-w-[560px]">
        <p className="font-semibold">We could not load your answers.</p>
        <p className="mt-1 text-muted">{identity.error.message}</p>
        <Button type="button" className="mt-4" onClick={() => void identity.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 text-muted">
      <Spinner />
      Loading your answers
    </p>
  );
}
