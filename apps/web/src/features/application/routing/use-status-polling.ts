import { PROCESSING_MODAL_TIMEOUT_MS, nextStatusPoll, type RouteWait } from '@openheloc/domain';
import { useEffect, useRef } from 'react';

/** How often TanStack Query reads the status again (its refetchInterval); false to stop. */
export type StatusPollInterval = number | false;

interface StatusPollingOptions {
  /** The server state being waited on. */
  state: string;
  /** How the wait is shown; null when nothing is running, which stops polling. */
  wait: RouteWait;
  /** Changes whenever an answer (or a failure) arrives: each one sets the next interval. */
  answerStamp: number;
  /** Sets the status query's refetchInterval. */
  setInterval: (interval: StatusPollInterval) => void;
  /** The processing modal's time or the retries ran out (never for a screen that is the wait). */
  onGiveUp: () => void;
}

/**
 * Paces the status query's refetchInterval while the server works: 1 s, 2 s, 4 s, then every
 * 5 s, up to 7 polls (14 for WAITING_FOR… states). Under the processing modal the wait ends
 * after 30 s with onGiveUp; a screen that is the wait itself just stops polling when the retries
 * are spent (the status is read again when the window regains focus).
 */
export function useStatusPolling({
  state,
  wait,
  answerStamp,
  setInterval,
  onGiveUp,
}: StatusPollingOptions): void {
  const episode = useRef<{
    state: string;
    startedAt: number;
    retry: number;
    answerStamp: number;
  } | null>(null);
  const latest = useRef({ setInterval, onGiveUp });
  useEffect(() => {
    latest.current = { setInterval, onGiveUp };
  });

  useEffect(() => {
    if (wait === null) {
      episode.current = null;
      latest.current.setInterval(false);
      return;
    }
    const now = Date.now();
    // A new waiting state is a new wait, with its own retries and time; each answer is a retry.
    if (episode.current?.state !== state) {
      episode.current = { state, startedAt: now, retry: 0, answerStamp };
    } else if (episode.current.answerStamp !== answerStamp) {
      episode.current = { ...episode.current, retry: episode.current.retry + 1, answerStamp };
    }
    const current = episode.current;
    const decision = nextStatusPoll({
      state,
      retry: current.retry,
      elapsedMs: now - current.startedAt,
      timeoutMs: wait === 'modal' ? PROCESSING_MODAL_TIMEOUT_MS : null,
    });
    if (decision.kind === 'give-up') {
      latest.current.setInterval(false);
      if (wait === 'modal') latest.current.onGiveUp();
      return;
    }
    latest.current.setInterval(decision.delayMs);
  }, [state, wait, answerStamp]);
}
