import { PROCESSING_MODAL_TIMEOUT_MS } from '@openheloc/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/spinner';
import { processingMessageAt, processingMessages, processingPercent } from './processing-messages';

interface ProcessingModalProps {
  /** The waiting server state: it picks the messages. */
  state: string;
}

/**
 * Covers the page while the server works (pre-qualification, underwriting, documents): a
 * progress bar and a message that changes every few seconds, announced politely. It cannot be
 * dismissed; it closes when the state settles. Radix's Overlay is left out on purpose: it injects
 * a <style> element, which the content security policy forbids; the backdrop is a plain element.
 */
export function ProcessingModal({ state }: ProcessingModalProps) {
  const [startedAt] = useState(() => Date.now());
  const [elapsedMs, setElapsedMs] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setElapsedMs(Date.now() - startedAt), 1_000);
    return () => clearInterval(timer);
  }, [startedAt]);

  const messages = processingMessages(state);
  const message = processingMessageAt(messages, elapsedMs);
  const percent = processingPercent(elapsedMs, PROCESSING_MODAL_TIMEOUT_MS);

  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <div className="fixed inset-0 z-40 bg-ink/60" aria-hidden="true" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none sm:p-8"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <div className="flex items-center gap-3">
            <Spinner className="size-6 shrink-0 text-brand-600" />
            <Dialog.Title className="text-[22px] leading-snug font-bold text-ink">
              Working on your application
            </Dialog.Title>
          </div>
          <Dialog.Description className="mt-3 text-muted">
            This usually takes less than a minute. Please keep this page open.
          </Dialog.Description>
          <div
            role="progressbar"
            aria-label="Progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-6 h-3 w-full overflow-hidden rounded-full bg-brand-100"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width] duration-700 ease-out"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p role="status" aria-live="polite" className="mt-4 min-h-6 font-medium text-ink">
            {message}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
