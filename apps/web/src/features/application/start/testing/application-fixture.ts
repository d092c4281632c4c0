import { dollarsToCents } from '@openheloc/domain';
import {
  INITIAL_STATUS_FLAGS,
  priceOffer,
  type HelocApplication,
  type Offer,
  type UnderwritingInput,
} from '@openheloc/domain';
import { testOffers } from '@/features/application/product/select/test-offers';
import type { StartIdentity } from '../identity-query';

const PROPERTY_UUID = '6c2d3e4f-2222-4333-8444-555566667777';

/** Offers for the fixture borrower, whose home is in Colorado. */
export function fixtureOffers(product: UnderwritingInput['product'] = 'HELOC'): Offer[] {
  return testOffers(product, 'CO');
}

/** The first offer with a fixed term, or of the age-restricted interest-only product. */
export function fixtureOffer(kind: 'term' | 'interestOnly' = 'term'): Offer {
  const [offer] = fixtureOffers(kind === 'term' ? 'HELOC' : 'AGE_RESTRICTED_INTEREST_ONLY');
  if (!offer) throw new Error(`No ${kind} offer`);
  return offer;
}

/** An application at the summary: an offer chosen for `amount`, the profile and HMDA given. */
export function applicationAtSummary(
  overrides: Partial<HelocApplication> = {},
  offer: Offer = fixtureOffer(),
  amount = dollarsToCents(50_000),
): HelocApplication {
  const quote = priceOffer(offer, { amount, autopay: true, manualNotary: false });
  return {
    uuid: '5b1c2d3e-1111-4222-8333-444455556666',
    loanNumber: 'HL-000123',
    product: 'heloc',
    state: 'APP_SUBMISSION',
    rate: quote.aprBps,
    amount,
    term: offer.termYears,
    uwCalculatedDrawAmount: quote.initialDraw,
    adjustedHomeAmount: dollarsToCents(500_000),
    property: {
      uuid: PROPERTY_UUID,
      street1: '100 Main St',
      street2: 'Apt 4',
      city: 'Springfield',
      state: 'IL',
      zip: '62704',
      occupancyType: 'PRIMARY',
    },
    status: { ...INITIAL_STATUS_FLAGS, disclosurelistSummaryReady: true },
    consents: [{ type: 'SOFT_CREDIT_PULL' }, { type: 'HARD_CREDIT_PULL' }],
    documents: [],
    incomeSources: [],
    disburseAccount: null,
    autopayAccount: null,
    rejectedAccount: null,
    payType: 'AUTOPAY',
    selectedPropertyUuid: PROPERTY_UUID,
    hasHmda: true,
    hmda: {
      ethnicity: ['NOT_HISPANIC_OR_LATINO'],
      hispanicOrigins: [],
      otherHispanicOrigin: '',
      race: ['ASIAN'],
      americanIndianTribe: '',
      asianOrigins: ['KOREAN'],
      otherAsianOrigin: '',
      pacificIslanderOrigins: [],
      otherPacificIslanderOrigin: '',
      sex: ['FEMALE'],
    },
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
    auditFields: { createdDate: '2026-11-20T10:00:00.000Z' },
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
    offers: fixtureOffers(offer.product),
    selectedOffer: { offerId: offer.id, quote },
    liens: [],
    ...overrides,
  };
}

export function identityFixture(overrides: Partial<StartIdentity> = {}): StartIdentity {
  return {
    email: 'pat.sample@example.com',
    phoneNumbers: ['(303) 555-0199'],
    name: { firstName: 'Pat', middleName: 'Q', lastName: 'Sample', suffix: 'JR' },
    dob: '1980-04-09',
    addresses: [{ uuid: PROPERTY_UUID, ownership: 'OWNED' }],
    hasSsn: true,
    ssnLast4: '6789',
    statedIncome: {
      annual: dollarsToCents(85_000),
      other: dollarsToCents(1_200),
      employmentType: 'FULL_TIME',
    },
    ...overrides,
  };
}
