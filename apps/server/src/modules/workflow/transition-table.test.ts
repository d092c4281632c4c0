import { APPLICATION_STATES, INITIAL_STATUS_FLAGS, FINAL_STATES } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import {
  borrowerActions,
  BORROWER_EVENTS,
  OPS_EVENTS,
  findTransition,
  SYSTEM_EVENTS,
  TRANSITIONS,
  type WorkflowEvent,
} from './transition-table';
import type { ApplicationRow } from '../../db/rows';

const application = (overrides: Partial<ApplicationRow>): ApplicationRow =>
  ({
    state: 'OFFER_SELECTION',
    status: INITIAL_STATUS_FLAGS,
    offerId: null,
    ...overrides,
  }) as ApplicationRow;

describe('transition table', () => {
  it.each(TRANSITIONS.map((row) => [row.from, row.event, row.to.join(' | ')] as const))(
    '%s --%s--> %s',
    (from, event, to) => {
      const row = findTransition(from, event);
      expect(row?.to.join(' | ')).toBe(to);
      for (const target of row?.to ?? []) expect(APPLICATION_STATES).toContain(target);
    },
  );

  it('has one row per state and event', () => {
    const keys = TRANSITIONS.map((row) => `${row.from}/${row.event}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    ['DECLINED', 'SELECT_OFFER'],
    ['DECLINED', 'CANCEL'],
    ['CANCELLED', 'RETRY_CREDIT'],
    ['COMPLETE', 'CANCEL'],
    ['OFFER_SELECTION', 'SUBMIT'],
    ['OFFER_SELECTION', 'PROVIDE_SSN'],
    ['CREDIT_NO_MATCH', 'SELECT_OFFER'],
    ['WAITING_FOR_OFFER_SELECTION', 'SELECT_OFFER'],
    ['HMDA', 'SUBMIT'],
    ['GEN_APP_SUBMISSION', 'SAVE_HMDA'],
    ['WAITING_FOR_HARD_CREDIT_PULL', 'SAVE_PROFILE'],
    ['INCOME_VERIFICATION', 'SELECT_OFFER'],
    ['INCOME_VERIFICATION', 'INCOME_VERIFIED'],
    ['NOTE_SIGNING', 'NOTARIZE'],
    ['PROPERTY_REVIEW', 'CONFIRM_LIENS'],
    ['DELINQUENCY_REVIEW', 'SELECT_OFFER'],
  ] as const)('refuses %s + %s', (state, event) => {
    expect(findTransition(state, event)).toBeUndefined();
  });

  it.each([
    ['OFFER_SELECTION', 'OFFER_SELECTION', true],
    ['OFFER_SELECTION', 'PROPERTY_REVIEW', true],
    ['OFFER_SELECTION', 'IN_PROGRESS', false],
    ['PROPERTY_REVIEW', 'OFFER_SELECTION', false],
    ['IN_PROGRESS', 'PROPERTY_REVIEW', false],
  ] as const)('CONFIRM_LIENS from %s to %s allowed: %s', (from, to, allowed) => {
    const targets: readonly string[] = findTransition(from, 'CONFIRM_LIENS')?.to ?? [];
    expect(targets.includes(to)).toBe(allowed);
  });

  it('lets nothing leave a final state', () => {
    for (const state of FINAL_STATES) {
      for (const event of [
        ...BORROWER_EVENTS,
        ...SYSTEM_EVENTS,
        ...OPS_EVENTS,
      ] as WorkflowEvent[]) {
        expect(findTransition(state, event)).toBeUndefined();
      }
    }
  });

  it('offers a borrower action only when its guard holds', () => {
    expect(borrowerActions(application({}))).toEqual(['CONFIRM_LIENS', 'CANCEL']);
    const confirmed = application({ status: { ...INITIAL_STATUS_FLAGS, liensComplete: true } });
    expect(borrowerActions(confirmed)).toEqual(['CONFIRM_LIENS', 'SELECT_OFFER', 'CANCEL']);
  });

  it('never lets a borrower send a system or an operations event', () => {
    for (const row of TRANSITIONS) {
      expect([...BORROWER_EVENTS, ...SYSTEM_EVENTS, ...OPS_EVENTS]).toContain(row.event);
    }
    const others: readonly string[] = [...SYSTEM_EVENTS, ...OPS_EVENTS];
    expect(BORROWER_EVENTS.filter((e) => others.includes(e))).toEqual([]);
  });

  it('leaves the notarization to the notary: a signed borrower may only schedule or cancel', () => {
    expect(borrowerActions(application({ state: 'DEED_SIGNING' }))).toEqual([
      'SCHEDULE_NOTARY',
      'CANCEL',
    ]);
    expect(findTransition('DEED_SIGNING', 'NOTARIZE')?.to).toEqual(['TRUST_AND_INSURANCE']);
  });
});
