import { dollarsToCents as usd } from '@openheloc/domain';
import {
  DEFAULT_PRICING_CONFIG,
  underwrite,
  type Offer,
  type UnderwritingInput,
} from '@openheloc/domain';

/**
 * Real offers for tests, from the domain's underwriting with the product's default pricing: the
 * sandbox's default borrower (score 760, a $500,000 home with $200,000 of liens). The state
 * decides the fees.
 */
export function testOffers(
  product: UnderwritingInput['product'] = 'HELOC',
  state: UnderwritingInput['property']['state'] = 'CA',
): Offer[] {
  const decision = underwrite(
    {
      credit: {
        status: 'FOUND',
        score: 760,
        tradelines: [{ type: 'INSTALLMENT', balance: usd(18_000), monthlyPayment: usd(400) }],
        mortgageLiens: [{ balance: usd(200_000), monthlyPayment: usd(1_500) }],
        delinquencies: [],
      },
      property: {
        state,
        occupancy: 'PRIMARY',
        avm: { value: usd(500_000), confidence: 92 },
        bpoValue: null,
        existingLienBalance: usd(200_000),
        lastTransferDate: '2015-06-01',
        floodZone: 'X',
      },
      income: {
        annual: usd(120_000),
        other: usd(0),
        employmentType: 'FULL_TIME',
        verified: false,
      },
      product,
      autopay: true,
    },
    DEFAULT_PRICING_CONFIG,
    { now: new Date('2026-11-22T15:00:00Z') },
  );
  if (decision.offers.length === 0) throw new Error('The test borrower should get offers');
  return decision.offers;
}
