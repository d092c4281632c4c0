import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { tokenStore } from '@/lib/auth/token';
import { useOrganization } from '@/lib/organization/organization-context';
import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS, localStore } from '@/lib/storage';
import { DevSignInForms } from './dev-sign-in-forms';

const SANDBOX_LAST_NAMES =
  'Decline, Frozen, Nohit, Noproperty, Highdti, Paystub, Delinquent (any other: approved)';

/** The developer tools' panel, loaded when first opened; its heading takes focus. */
export default function DevToolsPanel({ onClose }: { onClose: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const organization = useOrganization();
  const [notice, setNotice] = useState<string | null>(null);
  const signedIn = tokenStore.authorization() !== null;
  const telemetrySession = localStore.get(LOCAL_STORAGE_KEYS.telemetrySession);

  useLayoutEffect(() => headingRef.current?.focus(), []);

  const clearSession = () => {
    tokenStore.clear();
    localStore.remove(LOCAL_STORAGE_KEYS.telemetrySession);
    window.sessionStorage.removeItem(SESSION_STORAGE_KEYS.chunkReloads);
    setNotice('The stored credential, telemetry session and reload counter are cleared.');
  };

  return (
    <section
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="fixed bottom-4 left-4 z-50 max-h-[calc(100dvh-2rem)] w-[min(24rem,calc(100vw-2rem))] overflow-y-auto rounded-lg border-2 border-ink bg-white p-4 text-sm shadow-xl"
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="mb-2 text-base font-bold">
        Developer tools
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted">Organisation</dt>
        <dd className="break-all">{organization.orgCode}</dd>
        <dt className="text-muted">Signed in</dt>
        <dd>{signedIn ? 'Yes' : 'No'}</dd>
        <dt className="text-muted">Telemetry</dt>
        <dd className="break-all">{telemetrySession ? 'Session stored' : 'No session yet'}</dd>
        <dt className="text-muted">Personas</dt>
        <dd>Last name {SANDBOX_LAST_NAMES}</dd>
      </dl>
      <p className="mt-2">
        API reference:{' '}
        <a href="/api/docs" className="font-semibold text-brand-800 underline">
          /api/docs
        </a>
      </p>
      <p role="status" className="mt-2 font-semibold empty:hidden">
        {notice}
      </p>
      <DevSignInForms onSignedIn={(email) => setNotice(`Signed in as ${email}`)} />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={clearSession}>
          Clear this browser’s session
        </Button>
        <Button type="button" onClick={onClose}>
          Close
        </Button>
      </div>
    </section>
  );
}
