import { describe, expect, it } from 'vitest';
import type { HelocApplication } from '../application/application-schema';
import type { ApplicationStatusFlags } from '../application/status-flags';
import {
  applicationNextStep,
  applicationProgress,
  applicationStageLabel,
  LINK_INCOME_NEXT,
} from './progress';
import { resolveApplicationRoute } from './resolve-route';
import { APPROVED, OFFER_CHOSEN, applicationWith, statusIn } from './test-fixtures';

const progressOf = (
  state: string,
  flags: Partial<ApplicationStatusFlags> = APPROVED,
  application: Partial<HelocApplication> = {},
) => {
  const status = statusIn(state, { flags });
  const app = applicationWith(application);
  return applicationProgress(resolveApplicationRoute({ status, application: app }), status, app);
};

describe('application progress', () => {
  it.each([
    ['WAITING_FOR_OFFER_SELECTION', 0, 'Basic Info'],
    ['OFFER_SELECTION', 0, 'Basic Info'],
    ['IN_PROGRESS', 2, 'Provide More Info'],
    ['HMDA', 2, 'Provide More Info'],
    ['APP_SUBMISSION', 2, 'Provide More Info'],
    ['INCOME_VERIFICATION', 3, 'Link Income Sources'],
    ['DISBURSEMENT_ACCOUNT', 3, 'Link Income Sources'],
    ['IDENTITY_VERIFICATION', 4, 'Verify Identity'],
    ['NOTE_SIGNING', 5, 'Sign Documents'],
    ['DEED_SIGNING', 6, 'Talk to eNotary'],
  ])('%s is at step %i, %s', (state, index, label) => {
    const progress = progressOf(state, APPROVED, OFFER_CHOSEN);
    expect(progress.currentIndex).toBe(index);
    expect(progress.steps[index]).toEqual({ label, status: 'current' });
    expect(progress.steps.slice(0, index).every((step) => step.status === 'done')).toBe(true);
    expect(progress.steps.slice(index + 1).every((step) => step.status === 'upcoming')).toBe(true);
  });

  it('names the DSCR loan’s fourth step for the bank account: it links no income', () => {
    const progress = progressOf('DISBURSEMENT_ACCOUNT', APPROVED, {
      ...OFFER_CHOSEN,
      product: 'dscr',
    });
    expect(progress.steps[3]).toEqual({ label: 'Add Bank Account', status: 'current' });
    expect(progress.steps.map((step) => step.label)).not.toContain('Link Income Sources');
  });

  it('moves to the offer step once the liens are confirmed', () => {
    expect(progressOf('OFFER_SELECTION', { ...APPROVED, liensComplete: true }).currentIndex).toBe(
      1,
    );
  });

  it('names the manual notary step when the notary is manual', () => {
    const progress = progressOf('DEED_SIGNING', { ...APPROVED, manualNotary: true });
    expect(progress.steps.at(-1)?.label).toBe('Schedule Notary Session');
  });

  it('marks every step done after the notary', () => {
    const progress = progressOf('TRUST_AND_INSURANCE');
    expect(progress.currentIndex).toBe(7);
    expect(progress.steps.every((step) => step.status === 'done')).toBe(true);
  });

  it('shows how far a declined borrower got on the main path', () => {
    const progress = progressOf(
      'DECLINED',
      { ...APPROVED, uwDecision: 'DECLINE', liensComplete: true },
      { ...OFFER_CHOSEN, hasHmda: true },
    );
    expect(progress.currentIndex).toBe(2);
  });
});

describe('applicationStageLabel', () => {
  it.each<[string, Partial<HelocApplication>, string]>([
    ['DECLINED', {}, 'Declined'],
    ['CANCELLED', {}, 'Cancelled'],
    ['COMPLETE', {}, 'Funded'],
    ['WAITING_FOR_FUNDING_DECISION', {}, 'Funding in progress'],
    [
      'RESCISSION',
      {
        closing: {
          notarizedAt: '2026-11-23T18:00:00.000Z',
          rescissionEndsAt: '2026-11-28T08:00:00.000Z',
          rescissionLastDay: '2026-11-27',
          rightToCancel: null,
          disbursement: null,
        },
      },
      'Right to cancel until midnight on Friday, November 27',
    ],
    ['UNKNOWN', {}, 'In review'],
    ['WAITING_FOR_OFFER_SELECTION', {}, 'In progress: Basic Info'],
    ['IDENTITY_VERIFICATION', OFFER_CHOSEN, 'In progress: Verify Identity'],
    ['TRUST_AND_INSURANCE', OFFER_CHOSEN, 'Closing'],
  ])('%s reads %s', (state, application, label) => {
    const app = applicationWith({
      ...application,
      state: state as HelocApplication['state'],
      status: { ...applicationWith().status, ...APPROVED },
    });
    expect(applicationStageLabel(app)).toBe(label);
  });
});

describe('applicationNextStep (the dashboard)', () => {
  const closing = {
    notarizedAt: '2026-11-23T18:00:00.000Z',
    rescissionEndsAt: '2026-11-28T08:00:00.000Z',
    rescissionLastDay: '2026-11-27',
    rightToCancel: null,
    disbursement: null,
  };
  const sent = {
    ...closing,
    disbursement: { amount: 48_000, accountLast4: '6789', submittedAt: '2026-11-28T17:00:00.000Z' },
  };
  it.each<[string, Partial<HelocApplication>, string, string | RegExp]>([
    ['DECLINED', {}, 'Read the notice', 'There is nothing you need to do.'],
    ['CANCELLED', {}, 'View', /cancelled/],
    ['COMPLETE', {}, 'View', 'Your line of credit is open. There is nothing you need to do.'],
    [
      'RESCISSION',
      { closing },
      'View',
      'You may cancel your line of credit until midnight on Friday, November 27. Then we send your initial draw to your bank account. There is nothing you need to do.',
    ],
    ['WAITING_FOR_FUNDING_DECISION', {}, 'View', /sending your initial draw/],
    ['FUNDABLE', { closing: sent } as Partial<HelocApplication>, 'View', /on its way/],
    ['INCOME_VERIFICATION', OFFER_CHOSEN, 'Continue', LINK_INCOME_NEXT],
    [
      'IDENTITY_VERIFICATION',
      OFFER_CHOSEN,
      'Continue',
      'Next: Verify Identity. Then: Sign Documents, Talk to eNotary.',
    ],
    [
      'DISBURSEMENT_ACCOUNT',
      { ...OFFER_CHOSEN, product: 'dscr' },
      'Continue',
      'Next: Add Bank Account. Then: Verify Identity, Sign Documents, Talk to eNotary.',
    ],
    ['UNKNOWN', {}, 'Continue', /reviewing your application/],
  ])('%s: %s says %s', (state, application, action, next) => {
    const app = applicationWith({
      ...application,
      state: state as HelocApplication['state'],
      status: { ...applicationWith().status, ...APPROVED },
    });
    const step = applicationNextStep(app);
    expect(step.action).toBe(action);
    if (typeof next === 'string') expect(step.next).toBe(next);
    else expect(step.next).toMatch(next);
    expect(step.next).not.toMatch(state === 'INCOME_VERIFICATION' ? /^$/ : /link your income/);
  });
});
