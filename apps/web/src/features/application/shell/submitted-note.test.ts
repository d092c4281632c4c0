import type { ApplicationState } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { submittedOn } from './submitted-note';

const AT = '2026-11-20T10:00:00.000Z';

describe('submittedOn', () => {
  it.each<[ApplicationState, string | null, Date | null]>([
    ['APP_SUBMISSION', null, null],
    ['WAITING_FOR_HARD_CREDIT_PULL', null, null],
    ['INCOME_VERIFICATION', AT, new Date(AT)],
    ['DISBURSEMENT_ACCOUNT', AT, new Date(AT)],
    ['NOTE_SIGNING', AT, new Date(AT)],
    ['DECLINED', AT, null],
    ['CANCELLED', AT, null],
    ['COMPLETE', AT, null],
  ])('%s, submitted %s: %s', (state, submittedAt, expected) => {
    expect(submittedOn({ state, submittedAt })).toEqual(expected);
  });
});
