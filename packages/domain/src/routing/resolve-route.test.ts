import { describe, expect, it } from 'vitest';
import { APPLICATION_STATES } from '../application/application-state';
import type { ApplicationStatusFlags } from '../application/status-flags';
import type { HelocApplication } from '../application/application-schema';
import { WORKFLOW_TASK_BASES } from '../enums/workflow-task';
import {
  isRouteAllowed,
  resolveApplicationRoute,
  routeRedirect,
  type RouteRule,
  type RouteWait,
} from './resolve-route';
import { APPLICATION_ROUTES, matchesRoute } from './routes';
import { BASE_STATE_RULES } from './server-states';
import { APPROVED, OFFER_CHOSEN, applicationWith, statusIn } from './test-fixtures';

interface Row {
  state: string;
  flags?: Partial<ApplicationStatusFlags>;
  application?: Partial<HelocApplication>;
  path: string;
  rule: RouteRule;
  wait?: RouteWait;
}

const resolve = (row: Omit<Row, 'path' | 'rule'>, currentPath?: string, actions?: string[]) =>
  resolveApplicationRoute({
    status: statusIn(row.state, { flags: row.flags ?? {}, ...(actions ? { actions } : {}) }),
    application: applicationWith(row.application),
    ...(currentPath === undefined ? {} : { currentPath }),
  });

const SIGNED = {
  ...APPROVED,
  uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER',
  disclosurelistClosingReady: true,
  disclosurelistClosingComplete: true,
  primaryParticipantAcceptComplete: true,
  disclosurelistNotaryReady: true,
} as const;

/** Every state the workflow (transition-table.ts) moves an application through. */
const WORKFLOW_ROWS: Row[] = [
  { state: 'WAITING_FOR_OFFER_SELECTION', path: 'liens', rule: 'fallback-machine', wait: 'modal' },
  { state: 'CREDIT_NO_MATCH', path: 'credit/social', rule: 'credit-no-match' },
  {
    state: 'CREDIT_FROZEN',
    flags: { uwDecision: 'ERROR', uwSubDecision: 'CREDIT_FROZEN', creditFrozenWithPin: true },
    path: 'credit/error',
    rule: 'fallback-machine',
  },
  {
    state: 'PROPERTY_REVIEW',
    flags: { datatreeNoMatch: true },
    path: 'review-app/property',
    rule: 'fallback-machine',
  },
  {
    state: 'PROPERTY_REVIEW',
    flags: { ...APPROVED, liensComplete: true, propertyComplete: false },
    application: OFFER_CHOSEN,
    path: 'review-app/incorrect-ownership',
    rule: 'incorrect-ownership',
  },
  {
    state: 'PROPERTY_REVIEW',
    flags: { ...APPROVED, liensComplete: false, propertyComplete: true },
    path: 'review-app/uw',
    rule: 'liens-disputed',
  },
  { state: 'OFFER_SELECTION', flags: APPROVED, path: 'liens', rule: 'fallback-machine' },
  {
    state: 'OFFER_SELECTION',
    flags: { ...APPROVED, liensComplete: true },
    path: 'product/select',
    rule: 'fallback-machine',
  },
  {
    state: 'OFFER_SELECTION',
    flags: { ...APPROVED, liensComplete: true, uwDecision: 'ASSET_DEPLETION' },
    application: { assetDepletion: { complete: false } },
    path: 'product/assets',
    rule: 'fallback-machine',
  },
  {
    state: 'DECLINED',
    flags: { uwDecision: 'DECLINE', creditScoreDecline: true },
    path: 'error/decline',
    rule: 'declined',
  },
  {
    state: 'DECLINED',
    flags: { uwDecision: 'INELIGIBLE' },
    path: 'error/decline',
    rule: 'declined',
  },
  {
    state: 'DELINQUENCY_REVIEW',
    flags: { ...APPROVED, uwDecision: 'REVIEW' },
    path: 'review-app/delinquency',
    rule: 'server-state',
  },
  {
    state: 'WAITING_FOR_BPO_ORDER_REQUEST',
    flags: { uwDecision: 'REVIEW', uwSubDecision: 'BPO_PENDING', bpo: 'BPO_PROCESSING' },
    path: 'bpo/waiting',
    rule: 'server-state',
    wait: 'page',
  },
  {
    state: 'IN_PROGRESS',
    flags: { ...APPROVED, liensComplete: true },
    application: OFFER_CHOSEN,
    path: 'start/profile',
    rule: 'fallback-machine',
  },
  {
    state: 'HMDA',
    flags: { ...APPROVED, liensComplete: true },
    application: OFFER_CHOSEN,
    path: 'start/hmda',
    rule: 'server-state',
  },
  {
    state: 'GEN_APP_SUBMISSION',
    flags: { ...APPROVED, liensComplete: true },
    application: { ...OFFER_CHOSEN, hasHmda: true },
    path: 'start/app-summary',
    rule: 'server-state',
    wait: 'modal',
  },
  {
    state: 'APP_SUBMISSION',
    flags: { ...APPROVED, liensComplete: true, disclosurelistSummaryReady: true },
    path: 'start/app-summary',
    rule: 'server-state',
  },
  {
    state: 'WAITING_FOR_HARD_CREDIT_PULL',
    flags: { ...APPROVED, disclosurelistSummaryComplete: true },
    path: 'start/app-summary',
    rule: 'server-state',
    wait: 'modal',
  },
  {
    state: 'INCOME_VERIFICATION',
    flags: APPROVED,
    path: 'income/review',
    rule: 'fallback-machine',
  },
  {
    state: 'INCOME_VERIFICATION',
    flags: { ...APPROVED, manualPaystubUpload: true, condition: true },
    path: 'income/upload/MANUAL_PAYSTUB',
    rule: 'fallback-machine',
  },
  {
    state: 'INCOME_VERIFICATION',
    flags: { ...APPROVED, employmentVerificationNeeded: true },
    path: 'income/employer-verification',
    rule: 'fallback-machine',
  },
  {
    state: 'WAITING_FOR_INCOME_VERIFICATION',
    flags: APPROVED,
    path: 'income/review',
    rule: 'fallback-machine',
    wait: 'modal',
  },
  {
    state: 'DISBURSEMENT_ACCOUNT',
    flags: { ...APPROVED, uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' },
    path: 'bank/disburse',
    rule: 'fallback-machine',
  },
  {
    state: 'WAITING_FOR_DISBURSEMENT_ACCOUNT',
    flags: { ...APPROVED, uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' },
    path: 'bank/disburse',
    rule: 'fallback-machine',
    wait: 'modal',
  },
  { state: 'IDENTITY_VERIFICATION', flags: APPROVED, path: 'identity', rule: 'server-state' },
  {
    state: 'WAITING_FOR_IDENTITY_VERIFICATION',
    flags: APPROVED,
    path: 'identity',
    rule: 'server-state',
    wait: 'modal',
  },
  {
    state: 'GEN_NOTE_SIGNING',
    flags: APPROVED,
    path: 'signing/intro',
    rule: 'server-state',
    wait: 'modal',
  },
  { state: 'NOTE_SIGNING', flags: APPROVED, path: 'signing/intro', rule: 'server-state' },
  { state: 'DEED_SIGNING', flags: SIGNED, path: 'notary/intro', rule: 'fallback-machine' },
  {
    state: 'DEED_SIGNING',
    flags: { ...SIGNED, manualNotary: true },
    application: { requestedManualNotaryTime: '2030-01-02T15:00:00.000Z' },
    path: 'notary/reserve-manual',
    rule: 'fallback-machine',
  },
  {
    state: 'DEED_SIGNING',
    flags: SIGNED,
    application: { coDeedStatus: 'PENDING' },
    path: 'signing/additional',
    rule: 'fallback-machine',
  },
  {
    state: 'TRUST_AND_INSURANCE',
    flags: SIGNED,
    path: 'insurance/requirements',
    rule: 'server-state',
  },
  {
    state: 'TRUST_AND_INSURANCE',
    flags: { ...SIGNED, waitingOnFloodCert: true },
    path: 'error/flood-cert',
    rule: 'flood-cert',
  },
  {
    state: 'WAITING_FOR_OFFER_SELECTION',
    flags: { waitingOnFloodCert: true },
    path: 'liens',
    rule: 'fallback-machine',
    wait: 'modal',
  },
  {
    state: 'OFFER_SELECTION',
    flags: { ...APPROVED, liensComplete: true, waitingOnFloodCert: true },
    path: 'product/select',
    rule: 'fallback-machine',
  },
  {
    state: 'WAITING_FOR_FUNDING_DECISION',
    flags: SIGNED,
    path: 'complete',
    rule: 'funding',
    wait: 'page',
  },
  {
    state: 'COMPLETE',
    flags: { ...SIGNED, checklistStatus: 'COMPLETE' },
    path: 'complete',
    rule: 'funding',
  },
  { state: 'CANCELLED', flags: APPROVED, path: 'error/decline', rule: 'server-state' },
];

/** The base states the workflow does not use yet, and prefixed variants routing as their base. */
const OTHER_ROWS: Row[] = [
  { state: 'ASSETS_PREQUAL', path: 'product/assets', rule: 'server-state' },
  { state: 'ATTORNEY_REVIEW', path: 'review-app/uw', rule: 'server-state' },
  {
    state: 'AUTOPAY_ACCOUNT',
    flags: { ...APPROVED, uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' },
    application: { payType: 'AUTOPAY' },
    path: 'bank/autopay',
    rule: 'server-state',
  },
  { state: 'BPO_ORDER_REQUEST', path: 'bpo/estimate-value', rule: 'server-state' },
  { state: 'EMPLOYMENT_VERIFICATION', path: 'income/employer-verification', rule: 'server-state' },
  { state: 'FINAL_OFFER', path: 'product/select', rule: 'server-state' },
  { state: 'FINAL_TITLE_PULL', path: 'review-app/uw', rule: 'server-state' },
  { state: 'FUNDABLE', path: 'complete', rule: 'funding' },
  { state: 'FUNDING_DECISION', path: 'complete', rule: 'funding' },
  { state: 'HARD_CREDIT_PULL', path: 'start/app-summary', rule: 'server-state' },
  { state: 'LIEN_VERIFICATION', path: 'liens', rule: 'server-state' },
  { state: 'RECORDING', path: 'complete', rule: 'funding' },
  { state: 'RESCISSION', path: 'complete', rule: 'funding' },
  { state: 'VERIFIED_AUTOPAY_ACCOUNT', path: 'identity', rule: 'server-state' },
  { state: 'UNKNOWN', path: 'error/timeout', rule: 'unknown' },
  { state: 'WAITING_FOR_UNKNOWN', path: 'error/timeout', rule: 'unknown', wait: 'page' },
  { state: 'A_STATE_FROM_THE_FUTURE', path: 'error/timeout', rule: 'unknown' },
  { state: 'NAV_HMDA', path: 'start/hmda', rule: 'server-state' },
  { state: 'CREDIT_HMDA', path: 'start/hmda', rule: 'server-state' },
  { state: 'WAITING_FOR_HMDA', path: 'start/hmda', rule: 'server-state', wait: 'modal' },
  { state: 'GEN_RESCISSION', path: 'complete', rule: 'funding', wait: 'page' },
  {
    state: 'WAITING_FOR_DEED_SIGNING',
    path: 'notary/reserve-manual',
    rule: 'server-state',
    wait: 'modal',
  },
  { state: 'NAV_DECLINED', path: 'error/decline', rule: 'declined' },
];

describe('resolveApplicationRoute: server state to route', () => {
  it.each([...WORKFLOW_ROWS, ...OTHER_ROWS])(
    '$state ($flags) goes to $path by $rule',
    ({ path, rule, wait = null, ...row }) => {
      const resolved = resolve(row);
      expect({ path: resolved.path, rule: resolved.rule, wait: resolved.wait }).toEqual({
        path,
        rule,
        wait,
      });
      expect(isRouteAllowed(path, resolved)).toBe(true);
    },
  );

  it('has a row for every base state', () => {
    const covered = new Set([...WORKFLOW_ROWS, ...OTHER_ROWS].map((row) => row.state));
    expect(WORKFLOW_TASK_BASES.filter((base) => !covered.has(base))).toEqual([]);
    expect(Object.keys(BASE_STATE_RULES).sort()).toEqual([...WORKFLOW_TASK_BASES].sort());
  });

  it.each(APPLICATION_STATES)('%s lands on a screen of the route list', (state) => {
    const { path } = resolve({ state });
    expect(APPLICATION_ROUTES.some((route) => matchesRoute(path, route))).toBe(true);
  });
});

describe('allowed pages', () => {
  it.each<[string, Partial<ApplicationStatusFlags>, string[], boolean]>([
    ['OFFER_SELECTION', { ...APPROVED, liensComplete: true }, ['SELECT_OFFER', 'CANCEL'], true],
    ['IN_PROGRESS', { ...APPROVED, liensComplete: true }, ['SELECT_OFFER', 'CANCEL'], true],
    ['HMDA', { ...APPROVED, liensComplete: true }, ['SAVE_HMDA', 'CANCEL'], false],
    ['OFFER_SELECTION', APPROVED, ['CONFIRM_LIENS', 'CANCEL'], false],
  ])('product/prequal-winback in %s (%j, %j) allowed: %s', (state, flags, actions, allowed) => {
    const resolved = resolve({ state, flags, application: OFFER_CHOSEN }, undefined, actions);
    expect(isRouteAllowed('product/prequal-winback', resolved)).toBe(allowed);
    expect(isRouteAllowed('product/select', resolved)).toBe(allowed);
  });

  it.each([
    ['error/flood-cert', true],
    ['insurance/requirements', true],
    ['insurance/upload', true],
    ['signing/intro', false],
  ])('waiting on the flood certificate at insurance, %s allowed: %s', (path, allowed) => {
    const resolved = resolve(
      { state: 'TRUST_AND_INSURANCE', flags: { ...SIGNED, waitingOnFloodCert: true } },
      undefined,
      ['ADD_INSURANCE', 'CANCEL'],
    );
    expect(isRouteAllowed(path, resolved)).toBe(allowed);
  });

  const appSummary = () =>
    resolve(
      { state: 'APP_SUBMISSION', flags: { ...APPROVED, disclosurelistSummaryReady: true } },
      'start/app-summary',
      ['SAVE_CONTACT', 'GIVE_CONSENT', 'SUBMIT', 'CANCEL'],
    );

  it.each([
    ['start/app-summary', true],
    ['start/contact', true],
    ['document/disclosures', true],
    ['start/hmda', false],
    ['start/profile', false],
    ['liens', false],
    ['product/select', false],
    ['complete', false],
    ['no-such-page', false],
    ['', false],
  ])('on the application summary, %s allowed: %s', (path, allowed) => {
    expect(isRouteAllowed(path, appSummary())).toBe(allowed);
  });

  it.each([
    ['start/hmda', true],
    ['start/profile', true],
    ['start/contact', true],
    ['start/app-summary', false],
  ])('in HMDA (profile and contact may be changed), %s allowed: %s', (path, allowed) => {
    const resolved = resolve({ state: 'HMDA', flags: APPROVED }, 'start/hmda', [
      'SAVE_PROFILE',
      'SAVE_CONTACT',
      'SAVE_HMDA',
      'CANCEL',
    ]);
    expect(isRouteAllowed(path, resolved)).toBe(allowed);
  });

  it.each([
    ['income/review', true],
    ['income/link/PLAID_TRANSACTIONS', true],
    ['income/upload/MANUAL_PAYSTUB', true],
    ['income/upload', false],
    ['identity', false],
  ])('in income verification, %s allowed: %s', (path, allowed) => {
    const resolved = resolve({ state: 'INCOME_VERIFICATION', flags: APPROVED }, 'income/review', [
      'LINK_INCOME',
      'CANCEL',
    ]);
    expect(isRouteAllowed(path, resolved)).toBe(allowed);
  });

  it('opens the document-request pages while a condition is open', () => {
    const open = resolve({
      state: 'IDENTITY_VERIFICATION',
      flags: { ...APPROVED, condition: true },
    });
    const closed = resolve({ state: 'IDENTITY_VERIFICATION', flags: APPROVED });
    expect(isRouteAllowed('conditions/phone-number', open)).toBe(true);
    expect(isRouteAllowed('conditions/phone-number', closed)).toBe(false);
  });

  it('allows only the timeout page (and the disclosures) for an unknown state', () => {
    const resolved = resolve({ state: 'UNKNOWN' }, 'liens', ['CONFIRM_LIENS']);
    expect(resolved.allowed).toEqual(['error/timeout', 'document/disclosures']);
  });

  it('lets the timeout page stay while the processing modal waits, not afterwards', () => {
    const waiting = resolve({ state: 'WAITING_FOR_INCOME_VERIFICATION', flags: APPROVED });
    const settled = resolve({ state: 'INCOME_VERIFICATION', flags: APPROVED });
    expect(isRouteAllowed('error/timeout', waiting)).toBe(true);
    expect(isRouteAllowed('error/timeout', settled)).toBe(false);
  });
});

describe('a DECLINE decision forces the decline screen', () => {
  const declined = (currentPath: string) =>
    resolve(
      { state: 'OFFER_SELECTION', flags: { uwDecision: 'DECLINE', dtiDecline: true } },
      currentPath,
      ['CONFIRM_LIENS', 'CANCEL'],
    );

  it('from any page to the decline screen the machine picks', () => {
    const resolved = declined('liens');
    expect(resolved).toMatchObject({ path: 'error/income', rule: 'decline-forced' });
    expect(isRouteAllowed('liens', resolved)).toBe(false);
    expect(routeRedirect('liens', resolved)).toBe('error/income');
  });

  it('except on the disclosures page', () => {
    const resolved = declined('document/disclosures');
    expect(resolved).toMatchObject({ path: 'document/disclosures', rule: 'disclosures-kept' });
    expect(routeRedirect('document/disclosures', resolved)).toBeNull();
    expect(isRouteAllowed('error/income', resolved)).toBe(true);
  });

  it('keeps the server’s DECLINED screen over the machine’s', () => {
    const resolved = resolve(
      { state: 'DECLINED', flags: { uwDecision: 'DECLINE', dtiDecline: true } },
      'start/hmda',
    );
    expect(resolved).toMatchObject({ path: 'error/decline', rule: 'declined' });
    expect(resolved.allowed).toEqual(['error/decline', 'document/disclosures']);
  });
});

describe('routeRedirect', () => {
  it.each([
    ['', 'liens'],
    ['start/hmda', 'liens'],
    ['liens', null],
    ['document/disclosures', null],
  ])('in OFFER_SELECTION from %j goes to %j', (currentPath, target) => {
    const resolved = resolve({ state: 'OFFER_SELECTION', flags: APPROVED }, currentPath, [
      'CONFIRM_LIENS',
      'CANCEL',
    ]);
    expect(routeRedirect(currentPath, resolved)).toBe(target);
  });

  it('moves nothing while the processing modal covers the page', () => {
    const resolved = resolve({ state: 'WAITING_FOR_OFFER_SELECTION' }, '');
    expect(routeRedirect('', resolved)).toBeNull();
    expect(routeRedirect('start/hmda', resolved)).toBeNull();
  });

  it('sends a waiting borrower to a screen that is the wait itself', () => {
    const resolved = resolve(
      { state: 'WAITING_FOR_FUNDING_DECISION', flags: SIGNED },
      'signing/sign',
    );
    expect(routeRedirect('signing/sign', resolved)).toBe('complete');
  });
});
