import {
  SOMETHING_UNEXPECTED_MESSAGE,
  joinServerErrors,
  zApiErrorEnvelope,
} from '@openheloc/domain';
import type { NamedError } from '@/components/form/flatten-field-errors';
import { isFetchError } from '@/lib/fetch-error';
import type { StatusResponse } from './application-api';

/** What became of a journey mutation, for the screen to show. */
export type MutationOutcome =
  | { kind: 'done'; status: StatusResponse }
  /** 400: messages under their fields; those about no field as one sentence. */
  | { kind: 'invalid'; fieldErrors: NamedError[]; formMessage?: string }
  /** 409: the step is no longer open (the state moved on, in another tab say). */
  | { kind: 'conflict'; message: string }
  /** 404: the application is gone or not the borrower's. */
  | { kind: 'not-found'; message: string }
  /** Anything else (network, timeout, server error): shown next to the button, kept typed. */
  | { kind: 'failed'; message: string };

export type FailedMutationOutcome = Exclude<MutationOutcome, { kind: 'done' }>;

export function mutationOutcomeOf(error: unknown): FailedMutationOutcome {
  if (!isFetchError(error)) {
    return {
      kind: 'failed',
      message:
        error instanceof Error && error.message ? error.message : SOMETHING_UNEXPECTED_MESSAGE,
    };
  }
  if (error.status === 409) return { kind: 'conflict', message: error.message };
  if (error.status === 404) return { kind: 'not-found', message: error.message };
  if (error.status === 400) {
    const envelope = zApiErrorEnvelope.safeParse(error.data);
    const errors = envelope.success ? envelope.data.errors : [];
    const fieldErrors = errors.flatMap((item) =>
      item.field ? [{ name: item.field, message: item.message }] : [],
    );
    const unplaced = errors.filter((item) => !item.field);
    return {
      kind: 'invalid',
      fieldErrors,
      ...(unplaced.length > 0 || fieldErrors.length === 0
        ? { formMessage: joinServerErrors(unplaced) }
        : {}),
    };
  }
  return { kind: 'failed', message: error.message };
}
