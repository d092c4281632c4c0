import {
  DEFAULT_PRICING_CONFIG,
  INITIAL_STATUS_FLAGS,
  priceOffer,
  underwrite,
  type HelocApplication,
  type Offer,
  type UnderwritingInput,
} from '@openheloc/domain';
import type { StartIdentity } from '../identity-query';

const PROPERTY_UUID = '6c2d3e4f-2222-4333-8444-555566667777';

/**
 * Offers from the domain's own underwriting with the product's default pricing, for the
 * sandbox's default borrower: score 760, a $500,000 home with $200,000 of liens.
 */
export function fixtureOffers(product: UnderwritingInput['product'] = 'HELOC'): Offer[] {
  const decision = underwrite(
    {
      credit: {
        status: 'FOUND',
        score: 760,
        tradelines: [{ type: 'INSTALLMENT', balance: 18_000, monthlyPayment: 400 }],
        mortgageLiens: [{ balance: 200_000, monthlyPayment: 1_500 }],
        delinquencies: [],
      },
      property: {
        state: 'CO',
        occupancy: 'PRIMARY',
        avm: { value: 500_000, confidence: 92 },
        bpoValue: null,
        existingLienBalance: 200_000,
        lastTransferDate: '2015-06-01',
        floodZone: 'X',
      },
      income: { annual: 120_000, other: 0, employmentType: 'FULL_TIME', verified: false },
      product,
      autopay: true,
    },
    DEFAULT_PRICING_CONFIG,
    { now: new Date('2026-11-22T15:00:00Z') },
  );
  if (decision.offers.length === 0) throw new Error('The fixture borrower should get offers');
  return decision.offers;
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
  amount = 50_000,
): HelocApplication {
  const quote = priceOffer(offer, { amount, autopay: true, manualNotary: false });
  return {
    uuid: '5b1c2d3e-1111-4222-8333-444455556666',
    loanNumber: 'HL-000123',
    state: 'APP_SUBMISSION',
    rate: quote.aprPercent,
    amount,
    term: offer.termYears,
    uwCalculatedDrawAmount: quote.initialDraw,
    adjustedHomeAmount: 500_000,
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
    insurance: { complete: false },
    coDeedStatus: 'NOT_REQUIRED',
    isCrypto: false,
    requestedManualNotaryTime: null,
    additionalSignerVersion: null,
    helocSigners: [],
    referrer: null,
    auditFields: { createdDate: '2026-11-20T10:00:00.000Z' },
    adverseActionReasons: [],
    creditScoreDisclosure: null,
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
    ...overrides,
  };
}
