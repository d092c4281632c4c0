import { percentToBasisPoints } from '../money/basis-points';
import { dollarsToCents } from '../money/cents';
import type { HelocApplication } from '../application/application-schema';
import { INITIAL_STATUS_FLAGS, type ApplicationStatusFlags } from '../application/status-flags';
import type { RoutingStatus } from './routing-facts';

/** A status in `state` with the flags and decision given (and a new application's otherwise). */
export function statusIn(
  state: string,
  overrides: {
    flags?: Partial<ApplicationStatusFlags>;
    actions?: string[];
    waiting?: boolean;
    reasons?: RoutingStatus['decision']['adverseActionReasons'];
  } = {},
): RoutingStatus {
  const flags = { ...INITIAL_STATUS_FLAGS, ...overrides.flags };
  return {
    state,
    waiting: overrides.waiting ?? (state.startsWith('WAITING_FOR_') || state.startsWith('GEN_')),
    terminal: false,
    actions: overrides.actions ?? [],
    status: flags,
    decision: {
      uwDecision: flags.uwDecision,
      uwSubDecision: flags.uwSubDecision,
      adverseActionReasons: overrides.reasons ?? [],
    },
  };
}

/** A freshly registered borrower's application, with `overrides`. */
export function applicationWith(overrides: Partial<HelocApplication> = {}): HelocApplication {
  return {
    uuid: '5b1c2d3e-1111-4222-8333-444455556666',
    loanNumber: 'HL-000123',
    product: 'heloc',
    state: 'WAITING_FOR_OFFER_SELECTION',
    rate: null,
    amount: null,
    term: null,
    uwCalculatedDrawAmount: null,
    adjustedHomeAmount: null,
    property: {
      uuid: '6c2d3e4f-2222-4333-8444-555566667777',
      street1: '1234 Maple Street',
      street2: '',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      occupancyType: 'PRIMARY',
    },
    status: INITIAL_STATUS_FLAGS,
    consents: [{ type: 'SOFT_CREDIT_PULL' }],
    documents: [],
    incomeSources: [],
    disburseAccount: null,
    autopayAccount: null,
    rejectedAccount: null,
    payType: null,
    selectedPropertyUuid: '6c2d3e4f-2222-4333-8444-555566667777',
    hasHmda: false,
    hmda: null,
    assetDepletion: { complete: true },
    insurance: {
      complete: false,
      floodZone: null,
      required: ['HAZARD'],
      missing: ['HAZARD'],
      policies: [],
    },
    coDeedStatus: 'NOT_REQUIRED',
    isCrypto: false,
    requestedManualNotaryTime: null,
    additionalSignerVersion: null,
    helocSigners: [],
    referrer: null,
    auditFields: { createdDate: '2025-03-04T10:00:00.000Z' },
    closing: {
      notarizedAt: null,
      rescissionEndsAt: null,
      rescissionLastDay: null,
      rightToCancel: null,
      disbursement: null,
    },
    submittedAt: null,
    adverseActionReasons: [],
    creditScoreDisclosure: null,
    dscr: null,
    idVerification: null,
    offers: [],
    selectedOffer: null,
    liens: [],
    ...overrides,
  };
}

export const APPROVED: Partial<ApplicationStatusFlags> = {
  uwDecision: 'APPROVED',
  uwSubDecision: 'UNVERIFIED_OFFER',
  propertyComplete: true,
};

/** An application with an offer chosen (term and amount). */
export const OFFER_CHOSEN: Partial<HelocApplication> = {
  amount: dollarsToCents(50_000),
  term: 10,
  rate: percentToBasisPoints(8.1),
};
