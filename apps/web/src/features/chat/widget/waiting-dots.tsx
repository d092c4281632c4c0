import { CHAT_WAITING_DOTS_INTERVAL_MS, CHAT_WAITING_DOTS_STEPS } from '@openheloc/domain';
import { useEffect, useState } from 'react';

/** Up to three dots, one more every 400 ms over 4 steps; decorative, so hidden from readers. */
export function WaitingDots() {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(
      () => setStep((current) => (current + 1) % CHAT_WAITING_DOTS_STEPS),
      CHAT_WAITING_DOTS_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, []);
  return (
    <span aria-hidden="true" className="inline-block w-5 text-left">
      {'.'.repeat(step)}
    </span>
  );
}
