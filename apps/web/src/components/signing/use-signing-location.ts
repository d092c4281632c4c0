import { zSigningLocation, type SigningLocation } from '@openheloc/domain';
import { useState } from 'react';
import { z } from 'zod';
import { SESSION_STORAGE_KEYS, sessionStore } from '@/lib/storage';

const zStored = z.object({ uuid: z.string(), location: zSigningLocation });

/** Why the browser gave no location, in the borrower's words. */
export type LocationProblem = 'denied' | 'unavailable';

/**
 * The location recorded with each signature: asked once the borrower has read why, kept for the
 * tab (a reload does not ask again). A refusal, or a browser that cannot tell, is recorded as
 * not shared and signing goes on.
 */
export function useSigningLocation(uuid: string) {
  const [location, setLocation] = useState<SigningLocation | null>(() => {
    const stored = sessionStore.getJson(SESSION_STORAGE_KEYS.signingLocation, zStored);
    return stored?.uuid === uuid ? stored.location : null;
  });
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<LocationProblem | null>(null);

  const decide = (next: SigningLocation) => {
    sessionStore.setJson(SESSION_STORAGE_KEYS.signingLocation, { uuid, location: next });
    setLocation(next);
  };

  const share = () => {
    if (!('geolocation' in navigator)) {
      setProblem('unavailable');
      decide({ status: 'REFUSED' });
      return;
    }
    setAsking(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setAsking(false);
        decide({
          status: 'SHARED',
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracyMeters: coords.accuracy,
        });
      },
      (error) => {
        setAsking(false);
        setProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
        decide({ status: 'REFUSED' });
      },
      { enableHighAccuracy: false, timeout: 20_000, maximumAge: 300_000 },
    );
  };

  return {
    location,
    asking,
    problem,
    share,
    decline: () => decide({ status: 'REFUSED' }),
    /** Ask again (from the documents list: 'Change'). */
    reset: () => {
      sessionStore.remove(SESSION_STORAGE_KEYS.signingLocation);
      setProblem(null);
      setLocation(null);
    },
  };
}
