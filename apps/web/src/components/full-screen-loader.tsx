import { LOADER_HIDE_DELAY_MS } from '@openheloc/domain';
import { useOptionalOrganization } from '../lib/organization/organization-context';
import { Spinner } from './spinner';
import { useDelayedHide } from './use-delayed-hide';

interface FullScreenLoaderProps {
  active: boolean;
  /** What is loading, for screen readers. */
  label?: string;
}

/** A branded cover over the page while it gets ready; fades out 300 ms after it is done. */
export function FullScreenLoader({ active, label = 'Loading' }: FullScreenLoaderProps) {
  const visible = useDelayedHide(active, LOADER_HIDE_DELAY_MS);
  const organization = useOptionalOrganization();
  if (!visible) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-state={active ? 'active' : 'closing'}
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-white transition-opacity duration-300 data-[state=closing]:pointer-events-none data-[state=closing]:opacity-0"
    >
      {organization ? (
        <img src={organization.theme.logoUrl} alt="" className="h-10 w-auto" />
      ) : null}
      <Spinner className="size-10 text-brand-600" />
      <span className="sr-only">{active ? `${label}…` : ''}</span>
    </div>
  );
}
