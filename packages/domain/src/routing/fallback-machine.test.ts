import { describe, expect, it } from 'vitest';
import type { HelocApplication } from '../application/application-schema';
import type { ApplicationStatusFlags } from '../application/status-flags';
import { JUMPS, MAIN_PATH, mainPathState, runFallbackMachine } from './fallback-machine';
import { MACHINE_STATE_ROUTES, MACHINE_STATES, type MachineState } from './machine-states';
import { APPLICATION_ROUTES, matchesRoute } from './routes';
import { routingFactsOf, type RoutingFacts } from './routing-facts';
import { applicationWith, statusIn } from './test-fixtures';

/** Nothing done, nothing wrong. */
const NOTHING: RoutingFacts = {
  softCreditConsent: false,
  hasName: false,
  hasBirthdate: false,
  hasSelectedProperty: false,
  underwritingDone: false,
  liensConfirmed: false,
  assetDepletionPending: false,
  offerChosen: false,
  propertyOwned: false,
  hasSsn: false,
  hardCreditConsent: false,
  hasHmda: false,
  summaryReady: false,
  summarySubmitted: false,
  incomeVerified: false,
  paystubUploadPending: false,
  disbursementAccountSet: false,
  idUploaded: false,
  valueEstimateNeeded: false,
  closingDocumentsReady: false,
  documentsSigned: false,
  coSignersPending: true,
  manualNotaryReserved: true,
  notarized: false,
  insuranceComplete: false,
  cancelled: false,
  declined: false,
  dtiDeclined: false,
  creditScoreDeclined: false,
  delinquencyReview: false,
  creditFrozen: false,
  pinRejected: false,
  noCreditFile: false,
  propertyNotMatched: false,
  propertyLookupFailed: false,
  valueEstimateProcessing: false,
  documentRequested: false,
  autopayAccountMissing: false,
  autopayAccountRejected: false,
  employmentVerificationNeeded: false,
  fundingStarted: false,
  funded: false,
};

/** The main path in order, each step with the facts that complete it (spec section 4). */
const MAIN_PATH_ROWS: ReadonlyArray<[MachineState, Partial<RoutingFacts>]> = [
  [
    'profile',
    { softCreditConsent: true, hasName: true, hasBirthdate: true, hasSelectedProperty: true },
  ],
  ['liens', { underwritingDone: true, liensConfirmed: true }],
  ['product', { offerChosen: true }],
  ['moreProfile', { propertyOwned: true, hasSsn: true, hardCreditConsent: true }],
  ['hmda', { hasHmda: true }],
  ['waitSummary', { summaryReady: true }],
  ['appSummary', { summarySubmitted: true }],
  ['incomeReview', { incomeVerified: true }],
  ['ach', { disbursementAccountSet: true }],
  ['docVerify', { idUploaded: true }],
  ['waitSign', { closingDocumentsReady: true }],
  ['sign', { documentsSigned: true }],
  ['codeed', { coSignersPending: false }],
  ['waitNotary', { manualNotaryReserved: false }],
  ['notary', { notarized: true }],
  ['insurance', { insuranceComplete: true }],
  ['waitFund', { funded: false }],
];

/** The facts of a borrower who finished every step before `index`. */
function factsBefore(index: number): RoutingFacts {
  return MAIN_PATH_ROWS.slice(0, index).reduce<RoutingFacts>(
    (facts, [, done]) => ({ ...facts, ...done }),
    NOTHING,
  );
}

const EVERYTHING_DONE: RoutingFacts = { ...factsBefore(MAIN_PATH_ROWS.length), funded: false };

describe('fallback machine: main path', () => {
  it('walks the spec’s steps in the spec’s order', () => {
    expect(MAIN_PATH.map((step) => step.state)).toEqual(MAIN_PATH_ROWS.map(([state]) => state));
  });

  it.each(MAIN_PATH_ROWS.map(([state], index) => [state, index] as const))(
    'stops at %s until its condition holds',
    (state, index) => {
      expect(runFallbackMachine(factsBefore(index))).toEqual({ state, jump: null });
    },
  );

  it('ends complete once funded', () => {
    // Funding is both the last step and a jump: without the jump the main path still ends.
    expect(mainPathState({ ...EVERYTHING_DONE, funded: true })).toBe('complete');
    expect(runFallbackMachine({ ...EVERYTHING_DONE, funded: true })).toEqual({
      state: 'complete',
      jump: 'fund',
    });
  });

  it.each(['softCreditConsent', 'hasName', 'hasBirthdate', 'hasSelectedProperty'] as const)(
    'stays at profile without %s',
    (missing) => {
      expect(mainPathState({ ...factsBefore(1), [missing]: false })).toBe('profile');
    },
  );

  it.each(['underwritingDone', 'liensConfirmed'] as const)(
    'stays at liens without %s',
    (missing) => {
      expect(mainPathState({ ...factsBefore(2), [missing]: false })).toBe('liens');
    },
  );

  it.each(['propertyOwned', 'hasSsn', 'hardCreditConsent'] as const)(
    'stays at moreProfile without %s',
    (missing) => {
      expect(mainPathState({ ...factsBefore(4), [missing]: false })).toBe('moreProfile');
    },
  );

  it.each<[string, number, Partial<RoutingFacts>, MachineState]>([
    ['asset depletion blocks the offer', 2, { assetDepletionPending: true }, 'assetDepletion'],
    ['paystubs block income review', 7, { paystubUploadPending: true }, 'manualPaystubUpload'],
    [
      'a Texas value estimate holds the uploaded ID',
      9,
      { idUploaded: true, valueEstimateNeeded: true },
      'bpo',
    ],
    [
      'without an ID the Texas estimate waits',
      9,
      { idUploaded: false, valueEstimateNeeded: true },
      'docVerify',
    ],
    [
      'a manual notary reserved but not held',
      13,
      { manualNotaryReserved: true, notarized: false },
      'waitNotary',
    ],
    [
      'a manual notary held moves on',
      13,
      { manualNotaryReserved: true, notarized: true },
      'insurance',
    ],
  ])('%s', (_name, index, facts, state) => {
    expect(mainPathState({ ...factsBefore(index), ...facts })).toBe(state);
  });
});

describe('fallback machine: jumps from any state', () => {
  const JUMP_ROWS: ReadonlyArray<[string, Partial<RoutingFacts>, MachineState]> = [
    ['fund', { funded: true }, 'complete'],
    ['fund', { fundingStarted: true }, 'waitFund'],
    ['errorCredit', { creditFrozen: true }, 'errorCredit'],
    ['incorrectPin', { pinRejected: true }, 'incorrectPin'],
    ['noCredit', { noCreditFile: true }, 'noCredit'],
    ['inactive', { cancelled: true }, 'declined'],
    ['dtiDecline', { dtiDeclined: true }, 'dtiDeclined'],
    ['creditScoreDecline', { creditScoreDeclined: true }, 'creditScoreDeclined'],
    ['decline', { declined: true }, 'declined'],
    ['delinquency', { delinquencyReview: true }, 'delinquency'],
    ['noProperty', { propertyNotMatched: true }, 'noProperty'],
    ['datatreeError', { propertyLookupFailed: true }, 'datatreeError'],
    ['bpoProcessing', { valueEstimateProcessing: true }, 'bpoProcessing'],
    ['documents', { documentRequested: true }, 'documents'],
    ['autopay', { autopayAccountMissing: true }, 'autopay'],
    ['autopay', { autopayAccountMissing: true, autopayAccountRejected: true }, 'manualAutopay'],
    ['employerVerification', { employmentVerificationNeeded: true }, 'emplVerify'],
  ];

  it('has a row for every jump', () => {
    expect(new Set(JUMP_ROWS.map(([name, , to]) => `${name}->${to}`))).toEqual(
      new Set(JUMPS.map((jump) => `${jump.name}->${jump.to}`)),
    );
  });

  // From the start, the middle and the end of the main path.
  it.each(
    JUMP_ROWS.flatMap(([name, facts, to]) =>
      [0, 5, 15].map((index) => [name, MAIN_PATH_ROWS[index]?.[0], facts, to, index] as const),
    ),
  )('%s from %s', (name, _from, facts, to, index) => {
    expect(runFallbackMachine({ ...factsBefore(index), ...facts })).toEqual({
      state: to,
      jump: name,
    });
  });

  it.each<[string, Partial<RoutingFacts>, MachineState]>([
    ['funding before a later decline flag', { funded: true, declined: true }, 'complete'],
    [
      'a specific decline before the generic one',
      { declined: true, dtiDeclined: true },
      'dtiDeclined',
    ],
    [
      'a credit freeze before the decline it caused',
      { creditFrozen: true, declined: true },
      'errorCredit',
    ],
    [
      'a decline before a document request',
      { declined: true, documentRequested: true },
      'declined',
    ],
    [
      'a document request before autopay',
      { documentRequested: true, autopayAccountMissing: true },
      'documents',
    ],
  ])('takes %s', (_name, facts, state) => {
    expect(runFallbackMachine({ ...factsBefore(8), ...facts }).state).toBe(state);
  });
});

describe('fallback machine confined to a server state’s steps', () => {
  it.each<[string, readonly MachineState[], Partial<RoutingFacts>, MachineState | null]>([
    [
      'only jumps into the scope count',
      ['incomeReview', 'emplVerify'],
      { documentRequested: true },
      'incomeReview',
    ],
    [
      'a jump into the scope',
      ['incomeReview', 'emplVerify'],
      { employmentVerificationNeeded: true },
      'emplVerify',
    ],
    [
      'earlier steps are vouched for',
      ['incomeReview', 'manualPaystubUpload'],
      { paystubUploadPending: true },
      'manualPaystubUpload',
    ],
    [
      'the last step once all are done',
      ['codeed', 'waitNotary', 'notary'],
      { coSignersPending: false, manualNotaryReserved: false, notarized: true },
      'notary',
    ],
    ['nothing when no jump or step is in scope', ['errorCredit', 'incorrectPin'], {}, null],
  ])('%s', (_name, among, facts, state) => {
    const result = runFallbackMachine({ ...NOTHING, ...facts }, among);
    expect(result?.state ?? null).toBe(state);
  });
});

describe('machine states', () => {
  it.each(MACHINE_STATES)('%s maps to a screen of the route list', (state) => {
    const { path, pages } = MACHINE_STATE_ROUTES[state];
    for (const page of [path, ...pages]) {
      expect(APPLICATION_ROUTES.some((route) => matchesRoute(page, route))).toBe(true);
    }
  });
});

describe('routingFactsOf', () => {
  const facts = (
    state: string,
    flags: Partial<ApplicationStatusFlags> = {},
    application: Partial<HelocApplication> = {},
  ) => routingFactsOf(statusIn(state, { flags }), applicationWith(application));

  it('reads a new application as registered and waiting for underwriting', () => {
    expect(runFallbackMachine(facts('WAITING_FOR_OFFER_SELECTION'))).toEqual({
      state: 'liens',
      jump: null,
    });
  });

  it.each<
    [
      string,
      Partial<ApplicationStatusFlags>,
      Partial<HelocApplication>,
      keyof RoutingFacts,
      boolean,
    ]
  >([
    [
      'verified income',
      { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' },
      {},
      'incomeVerified',
      true,
    ],
    ['final offer', { uwSubDecision: 'FINAL_OFFER' }, {}, 'incomeVerified', true],
    ['unverified offer', { uwSubDecision: 'UNVERIFIED_OFFER' }, {}, 'incomeVerified', false],
    [
      'a Texas home without an estimate',
      { bpo: 'UNKNOWN_BPO_STATUS' },
      { property: { ...applicationWith().property, state: 'TX' } },
      'valueEstimateNeeded',
      true,
    ],
    [
      'a Texas home with one',
      { bpo: 'BPO_COMPLETE' },
      { property: { ...applicationWith().property, state: 'TX' } },
      'valueEstimateNeeded',
      false,
    ],
    ['a Colorado home', { bpo: 'BPO_REQUIRED' }, {}, 'valueEstimateNeeded', false],
    [
      'a passport uploaded',
      {},
      {
        documents: [
          {
            uuid: '7d3e4f50-3333-4444-8555-666677778888',
            type: 'PASSPORTFRONT',
            created: '2025-03-04T10:00:00.000Z',
          },
        ],
      },
      'idUploaded',
      true,
    ],
    [
      'only a paystub uploaded',
      {},
      {
        documents: [
          {
            uuid: '7d3e4f50-3333-4444-8555-666677778888',
            type: 'USER_UPLOADED_PAYSTUB',
            created: '2025-03-04T10:00:00.000Z',
          },
        ],
      },
      'idUploaded',
      false,
    ],
    [
      'a review without a value estimate pending',
      { uwDecision: 'REVIEW' },
      {},
      'delinquencyReview',
      true,
    ],
    [
      'a review for a value estimate',
      { uwDecision: 'REVIEW', uwSubDecision: 'BPO_PENDING' },
      {},
      'delinquencyReview',
      false,
    ],
    [
      'a frozen report',
      { creditFrozenWithPin: true, uwSubDecision: 'CREDIT_FROZEN' },
      {},
      'creditFrozen',
      true,
    ],
    ['SSN and ownership once past more profile', {}, { hasHmda: true }, 'hasSsn', true],
    ['SSN unknown before', {}, {}, 'hasSsn', false],
  ])('%s', (_name, flags, application, fact, value) => {
    expect(facts('OFFER_SELECTION', flags, application)[fact]).toBe(value);
  });

  it('prefers what the identity says', () => {
    const withIdentity = routingFactsOf(statusIn('IN_PROGRESS'), applicationWith(), {
      hasName: true,
      hasBirthdate: false,
      hasSsn: true,
      propertyOwned: true,
    });
    expect(withIdentity).toMatchObject({ hasBirthdate: false, hasSsn: true, propertyOwned: true });
  });
});
