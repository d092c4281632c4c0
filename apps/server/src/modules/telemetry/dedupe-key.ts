import { createHash } from 'node:crypto';
import type { TelemetryEvent } from '@openheloc/domain';
import { AppError } from '../../http/app-error';

/**
 * The same event with the same subject in one session is stored once: the subject is the
 * value of `eventProperties[dedupeProperty]` when one is named, else the page path. Hashed so
 * that the unique index holds fixed-size keys whatever the page path or property value.
 */
export function dedupeKey(event: TelemetryEvent): string | null {
  if (event.dontDedupe) return null;
  let subject: unknown = event.pagePath;
  if (event.dedupeProperty !== undefined) {
    subject = event.eventProperties?.[event.dedupeProperty];
    if (subject === undefined) {
      throw AppError.badRequest(
        'dedupeProperty must name one of the eventProperties',
        'dedupeProperty',
      );
    }
  }
  const parts = [event.sessionKey.uuid, event.event, event.dedupeProperty ?? null, subject];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
