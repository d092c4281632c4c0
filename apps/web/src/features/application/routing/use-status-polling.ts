import { PROCESSING_MODAL_TIMEOUT_MS, nextStatusPoll, type RouteWait } from '@openheloc/domain';
import { useEffect, useRef } from 'react';

interface StatusPollingOptions {
  /** The server state being waited on. */
  state: string;
  /** How the wait is shown; null when nothing is running, which stops polling. */
  wait: RouteWait;
  /** Changes whenever an answer (or a failure) arrives: each one schedules the next poll. */
  answerStamp: number;
  refetch: () => unknown;
  /** The processing modal's time or the retries ran out (never for a screen that is the wait). */
  onGiveUp: () => void;
}

/**
 * Polls the status while the server works: 1 s, 2 s, 4 s, then every 5 s, up to 7 polls (14 for
 * WAITING_FOR… states). Under the processing modal the wait ends after 30 s with onGiveUp; a
 * screen that is the wait itself just stops polling when the retries are spent (the status is
 * read again when the window regains focus).
 */
export function useStatusPolling({
  state,
  wait,
  answerStamp,
  refetch,
  onGiveUp,
}: StatusPollingOptions): void {
  const episode = useRef<{ state: string; startedAt: number; retry: number } | null>(null);
  const latest = useRef({ refetch, onGiveUp });
  useEffect(() => {
    latest.current = { refetch, onGiveUp };
  });

  useEffect(() => {
    if (wait === null) {
      episode.current = null;
      return;
    }
    const now = Date.now();
    // A new waiting state is a new wait, with its own retries and time.
    if (episode.current?.state !== state) episode.current = { state, startedAt: now, retry: 0 };
    const current = episode.current;
    const decision = nextStatusPoll({
      state,
      retry: current.retry,
      elapsedMs: now - current.startedAt,
      timeoutMs: wait === 'modal' ? PROCESSING_MODAL_TIMEOUT_MS : null,
    });
    if (decision.kind === 'give-up') {
      if (wait === 'modal') latest.current.onGiveUp();
      return;
    }
    const timer = setTimeout(() => {
      current.retry += 1;
      void latest.current.refetch();
    }, decision.delayMs);
    return () => clearTimeout(timer);
  }, [state, wait, answerStamp]);
}
