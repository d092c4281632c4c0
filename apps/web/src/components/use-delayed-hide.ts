import { useEffect, useState } from 'react';

/**
 * True while `active`, and for `delayMs` after it turns false, so that something that
 * finishes quickly fades out instead of flashing.
 */
export function useDelayedHide(active: boolean, delayMs: number): boolean {
  const [previousActive, setPreviousActive] = useState(active);
  const [lingering, setLingering] = useState(false);
  if (previousActive !== active) {
    setPreviousActive(active);
    setLingering(!active);
  }
  useEffect(() => {
    if (!lingering) return;
    const timer = setTimeout(() => setLingering(false), delayMs);
    return () => clearTimeout(timer);
  }, [lingering, delayMs]);
  return active || lingering;
}
