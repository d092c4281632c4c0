import { CHAT_NONCE_REFRESH_MS } from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { lenderFlagQueryOptions } from '@/lib/flags/lender-flags';
import { LOCAL_STORAGE_KEYS, localStore } from '@/lib/storage';

const WEBCHAT = '/service-csp/customer/secure/api/v1/webchat';
const zNonceAnswer = z.object({ nonce: z.string() });

/**
 * With fe-csp-feature-flag-borrower-authentication on, a signed-in borrower's chat carries a
 * nonce: fetched with the JWT, stored under WEBCHAT_NONCE and refreshed every 60 s while the
 * chat is active. Null when the flag is off or nobody is signed in.
 */
export function useChatNonce(orgCode: string, signedIn: boolean, active: boolean): string | null {
  const flag = useQuery(
    lenderFlagQueryOptions(orgCode, 'fe-csp-feature-flag-borrower-authentication'),
  );
  const enabled = Boolean(flag.data?.enabled) && signedIn;
  const [nonce, setNonce] = useState<string | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const keep = (value: string) => {
      if (cancelled) return;
      localStore.set(LOCAL_STORAGE_KEYS.webchatNonce, value);
      setNonce(value);
    };
    const authenticate = () =>
      api
        .request(`${WEBCHAT}/authenticate`, { method: 'POST', schema: zNonceAnswer })
        .then(({ nonce: value }) => keep(value))
        .catch(() => undefined);
    void authenticate();
    if (!active) return () => void (cancelled = true);
    const timer = setInterval(() => {
      const current = localStore.get(LOCAL_STORAGE_KEYS.webchatNonce);
      if (!current) {
        void authenticate();
        return;
      }
      api
        .request(`${WEBCHAT}/refresh`, {
          method: 'PUT',
          query: { nonce: current },
          schema: zNonceAnswer,
        })
        .then(({ nonce: value }) => keep(value))
        // An expired nonce cannot be refreshed: start again with the JWT.
        .catch(() => authenticate());
    }, CHAT_NONCE_REFRESH_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [enabled, active]);

  return enabled ? nonce : null;
}
