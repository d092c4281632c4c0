import {
  basisPoints,
  INITIAL_STATUS_FLAGS,
  formatMoney,
  isRouteAllowed,
  resolveApplicationRoute,
} from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { readReturnTo } from '../return-to';
import {
  applicationAtSummary,
  fixtureOffer,
  identityFixture,
} from '../testing/application-fixture';
import { NOT_GIVEN, rateBasis, summaryGroups, type SummaryGroup } from './summary-groups';

/** The pages the routing allows in APP_SUBMISSION with these borrower actions. */
function canOpenWith(actions: string[]) {
  const application = applicationAtSummary();
  const resolved = resolveApplicationRoute({
    application,
    status: {
      state: 'APP_SUBMISSION',
      waiting: false,
      terminal: false,
      actions,
      status: application.status,
      decision: {
        uwDecision: INITIAL_STATUS_FLAGS.uwDecision,
        uwSubDecision: INITIAL_STATUS_FLAGS.uwSubDecision,
        adverseActionReasons: [],
      },
    },
  });
  return (path: string) => isRouteAllowed(path, resolved);
}

/** What the server allows in APP_SUBMISSION (transition-table.ts). */
/** What the server's transition table allows in APP_SUBMISSION. */
const APP_SUBMISSION_ACTIONS = [
  'SELECT_OFFER',
  'SAVE_PROFILE',
  'SAVE_CONTACT',
  'SAVE_HMDA',
  'GIVE_CONSENT',
  'SUBMIT',
  'CANCEL',
];

const rowOf = (groups: SummaryGroup[], key: string) => {
  const found = groups.flatMap((group) => group.rows).find((row) => row.key === key);
  if (!found) throw new Error(`no row ${key}`);
  return found;
};

describe('summaryGroups', () => {
  const groups = summaryGroups({
    application: applicationAtSummary(),
    identity: identityFixture(),
    canOpen: canOpenWith(APP_SUBMISSION_ACTIONS),
  });

  it('groups every answer in the order the borrower gave them', () => {
    expect(groups.map((group) => group.title)).toEqual([
      'Your line of credit',
      'Your home',
      'About you',
      'Contact details',
      'Demographic information',
    ]);
    expect(groups.map((group) => group.rows.map((row) => row.key))).toEqual([
      ['amount', 'initialDraw', 'apr', 'term', 'payment', 'payType', 'fees'],
      ['address', 'occupancy', 'ownership'],
      ['name', 'dob', 'income', 'ssn'],
      ['phone', 'email'],
      ['ethnicity', 'race', 'sex'],
    ]);
  });

  it('shows the answers in words', () => {
    expect(rowOf(groups, 'amount').lines).toEqual([formatMoney(50_000, 0)]);
    expect(rowOf(groups, 'address').lines).toEqual([
      '100 Main St',
      'Apt 4',
      'Springfield, IL 62704',
    ]);
    expect(rowOf(groups, 'occupancy').lines).toEqual(['Primary property']);
    expect(rowOf(groups, 'ownership').lines).toEqual(['Yes']);
    expect(rowOf(groups, 'name').lines).toEqual(['Pat Q Sample JR']);
    expect(rowOf(groups, 'dob').lines).toEqual(['04/09/1980']);
    expect(rowOf(groups, 'phone').lines).toEqual(['(303) 555-0199']);
    expect(rowOf(groups, 'email').lines).toEqual(['pat.sample@example.com']);
    expect(rowOf(groups, 'race').lines).toEqual(['Asian: Korean']);
    expect(rowOf(groups, 'payType').lines).toEqual(['Automatic payments (autopay)']);
    expect(rowOf(groups, 'income').lines).toEqual([
      '$85,000 a year before tax',
      '$1,200 a year of other income',
      'Main source: Employed full-time',
    ]);
  });

  it('shows the repayment-period payment beside the draw-period one', () => {
    const lines = rowOf(groups, 'payment').lines;
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\$[\d,]+\.\d{2} during the draw period$/);
    expect(lines[1]).toMatch(/^\$[\d,]+\.\d{2} during the repayment period$/);
  });

  it('shows no more of the SSN than its last 4 digits', () => {
    expect(rowOf(groups, 'ssn').lines).toEqual(['Ending in 6789']);
  });

  it('describes the term and the rate of the chosen offer', () => {
    const offer = fixtureOffer();
    expect(rowOf(groups, 'term').lines).toEqual([
      `${offer.termYears} years`,
      `${offer.drawPeriodYears}-year draw period, then ${offer.repaymentPeriodYears}-year repayment period`,
    ]);
    expect(rowOf(groups, 'apr').lines[0]).toMatch(/^\d+\.\d{2}% variable$/);
    expect(rowOf(groups, 'apr').lines[1]).toMatch(/^Prime rate \d+\.\d{2}% plus a margin of /);
  });

  it('says an interest-only line has no fixed term', () => {
    const interestOnly = fixtureOffer('interestOnly');
    const only = summaryGroups({
      application: applicationAtSummary({}, interestOnly),
      identity: identityFixture(),
      canOpen: canOpenWith([]),
    });
    expect(rowOf(only, 'term').lines).toEqual(['No fixed term: interest-only payments']);
  });

  it('offers Change only where the server lets the step save again, coming back here', () => {
    const changeable = groups
      .flatMap((group) => group.rows)
      .filter((row) => row.change)
      .map((row) => row.key);
    expect(changeable).toEqual(['amount', 'ownership', 'ssn', 'phone', 'ethnicity', 'race', 'sex']);
    expect(
      summaryGroups({
        application: applicationAtSummary(),
        identity: identityFixture(),
        canOpen: canOpenWith(['SAVE_CONTACT', 'SUBMIT']),
      })
        .flatMap((group) => group.rows)
        .filter((row) => row.change)
        .map((row) => row.key),
    ).toEqual(['phone']);
    const change = rowOf(groups, 'phone').change;
    expect(change?.path.split('?')[0]).toBe('start/contact');
    expect(readReturnTo(change?.path.slice(change.path.indexOf('?')) ?? '')).toBe(
      'start/app-summary',
    );
    expect(change?.hiddenText).toBe('mobile phone number');
  });

  it.each([
    ['SELECT_OFFER', ['amount'], 'product/select'],
    ['SAVE_PROFILE', ['ownership', 'ssn'], 'start/profile'],
    ['SAVE_HMDA', ['ethnicity', 'race', 'sex'], 'start/hmda'],
  ])('links the rows of %s to their step once the server allows it', (action, keys, path) => {
    const allowed = summaryGroups({
      application: applicationAtSummary(),
      identity: identityFixture(),
      canOpen: canOpenWith([action]),
    });
    for (const key of keys) {
      expect(rowOf(allowed, key).change?.path).toBe(`${path}?returnTo=start%2Fapp-summary`);
    }
  });

  it('says what is missing rather than leaving it blank', () => {
    const bare = summaryGroups({
      application: applicationAtSummary({ hmda: null, hasHmda: false, selectedOffer: null }),
      identity: identityFixture({
        phoneNumbers: [],
        hasSsn: false,
        ssnLast4: null,
        statedIncome: null,
        dob: null,
        addresses: [],
      }),
      canOpen: canOpenWith([]),
    });
    expect(bare.map((group) => group.key)).toEqual(['home', 'you', 'contact', 'hmda']);
    for (const key of ['ownership', 'ssn', 'dob', 'income', 'phone', 'hmda']) {
      expect(rowOf(bare, key).lines).toEqual([NOT_GIVEN]);
    }
  });
});

describe('rateBasis', () => {
  const quote = applicationAtSummary().selectedOffer?.quote;
  if (!quote) throw new Error('no quote');
  const withPrime = { ...quote, primeRateBps: basisPoints(850), marginBps: basisPoints(25) };

  it.each([
    [null, 'Prime rate 8.50% plus a margin of 0.25%'],
    ['FLOOR', 'Prime rate 8.50% plus a margin of 0.25%, raised to the lowest APR of this line'],
    ['CAP', 'Prime rate 8.50% plus a margin of 0.25%, limited to the highest APR of this line'],
  ] as const)('with the APR held by %s says %j', (aprLimit, expected) => {
    expect(rateBasis({ ...withPrime, aprLimit })).toBe(expected);
  });
});
