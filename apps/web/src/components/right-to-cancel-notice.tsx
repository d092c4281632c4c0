import { formatDisplayDate, type RightToCancelView } from '@openheloc/domain';
import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { ReadableDocument } from '@/components/readable-document';
import { fetchFile, saveFile } from '@/lib/fetch-file';

interface RightToCancelNoticeProps {
  notice: NonNullable<RightToCancelView['notice']>;
  /** The API path of the owner's own notice. */
  contentPath: string;
  /** The API path of its text, where the owner can read it on the page. */
  renditionPath: string;
  /** Records the acknowledgment; throws with the product's message when refused. */
  acknowledge: () => Promise<unknown>;
}

/**
 * The owner's own notice of the right to cancel: a copy to keep, and an acknowledgment of
 * receipt that is plainly not a cancellation.
 */
export function RightToCancelNotice({
  notice,
  contentPath,
  renditionPath,
  acknowledge,
}: RightToCancelNoticeProps) {
  const headingId = useId();
  const [acknowledgedAt, setAcknowledgedAt] = useState(notice.acknowledgedAt);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const download = async () => {
    const { bytes, contentType } = await fetchFile(contentPath);
    saveFile(bytes, contentType, notice.fileName);
  };
  const onAcknowledge = async () => {
    setBusy(true);
    setError('');
    try {
      await acknowledge();
      setAcknowledgedAt(new Date().toISOString());
    } catch (caught) {
      setError(
        caught instanceof Error ? caught.message : 'Something went wrong. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line p-4 sm:p-6">
      <h3 id={headingId} className="text-lg font-semibold">
        Your notice of the right to cancel
      </h3>
      <p className="mt-2">
        We delivered your own notice on {formatDisplayDate(new Date(notice.deliveredAt))}, and
        e-mailed you a copy. It states the date your right to cancel ends.
      </p>
      <ReadableDocument renditionPath={renditionPath} label="Read your notice here" />
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button type="button" variant="secondary" onClick={() => void download()}>
          Download your notice of the right to cancel
        </Button>
        {acknowledgedAt ? null : (
          <Button
            type="button"
            variant="secondary"
            busy={busy}
            onClick={() => void onAcknowledge()}
          >
            I received my notice
          </Button>
        )}
      </div>
      <p className="mt-3 text-sm" role="status">
        {acknowledgedAt
          ? `You acknowledged receiving your notice on ${formatDisplayDate(new Date(acknowledgedAt))}. This did not cancel your line.`
          : 'Acknowledging that you received your notice does not cancel your line of credit.'}
      </p>
      {error ? (
        <p role="alert" className="mt-2 font-semibold text-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
