import { sandboxDelay } from '../sandbox-delay';
import type { ResolvedSandboxOptions } from '../sandbox-options';
import {
  propertySeed,
  roundTo,
  sandboxLiens,
  sandboxPropertyFacts,
} from '../sandbox-property-facts';
import { SANDBOX_RULES, streetNumberEndsWith } from '../sandbox-rules';
import { daysBefore, toIsoDate } from '../sandbox-time';
import { personaTraits } from '../persona';
import { seedFrom } from '../stable-hash';
import { ownersInclude, sandboxVestedOwners } from './sandbox-owners';
import {
  avmConfidenceFor,
  zPropertyLookupRequest,
  zPropertyRecord,
  zRentEstimate,
  zRentEstimateRequest,
  zValuation,
  zValuationRequest,
  type PropertyProvider,
} from './types';

export function createSandboxPropertyProvider(options: ResolvedSandboxOptions): PropertyProvider {
  return {
    kind: 'property',
    sandbox: true,

    async lookup(input, callOptions) {
      const request = zPropertyLookupRequest.parse(input);
      await sandboxDelay(options.delays.property, callOptions?.signal);
      const seed = propertySeed(request.address);
      const facts = sandboxPropertyFacts(seed);
      const owners = sandboxVestedOwners(seed, request.applicant);
      const recentlyTransferred = streetNumberEndsWith(
        request.address,
        SANDBOX_RULES.recentTransferStreetNumberSuffix,
      );
      return zPropertyRecord.parse({
        recordId: `pr_${seed.key}`,
        parcelNumber: facts.parcelNumber,
        propertyType: 'SINGLE_FAMILY',
        yearBuilt: facts.yearBuilt,
        livingAreaSqFt: facts.livingAreaSqFt,
        owners,
        ownershipMatch: ownersInclude(owners, request.applicant),
        lastTransferDate: recentlyTransferred
          ? toIsoDate(daysBefore(options.now(), SANDBOX_RULES.recentTransferDaysAgo))
          : facts.purchaseDate,
        liens: sandboxLiens(facts),
        legalDescription: facts.legalDescription,
      });
    },

    async valuate(input, callOptions) {
      const request = zValuationRequest.parse(input);
      await sandboxDelay(options.delays.property, callOptions?.signal);
      const seed = propertySeed(request.address);
      const { marketValue } = sandboxPropertyFacts(seed);
      const confidenceScore = streetNumberEndsWith(
        request.address,
        SANDBOX_RULES.lowConfidenceStreetNumberSuffix,
      )
        ? seed.int('avm.confidence.low', 55, 64)
        : seed.int('avm.confidence', 86, 97);
      // The range widens as confidence drops, as an AVM's forecast standard deviation does.
      const spread = (100 - confidenceScore) / 200;
      const valuedAt = toIsoDate(options.now());
      return zValuation.parse({
        valuationId: `avm_${seedFrom(seed.key, valuedAt).hex('valuation', 16)}`,
        value: marketValue,
        valueLow: roundTo(marketValue * (1 - spread), 1_000),
        valueHigh: roundTo(marketValue * (1 + spread), 1_000),
        confidenceScore,
        confidence: avmConfidenceFor(confidenceScore),
        valuedAt,
      });
    },

    async rentEstimate(input, callOptions) {
      const request = zRentEstimateRequest.parse(input);
      await sandboxDelay(options.delays.property, callOptions?.signal);
      const seed = propertySeed(request.address);
      const { marketValue } = sandboxPropertyFacts(seed);
      const { monthlyRentPer10k } = personaTraits(request.applicant.lastName);
      const estimatedAt = toIsoDate(options.now());
      // Taxes about 1.1% and insurance 0.35% of the value a year; a single-family home pays no dues.
      return zRentEstimate.parse({
        estimateId: `rent_${seedFrom(seed.key, estimatedAt).hex('rent', 16)}`,
        monthlyRent: roundTo((marketValue * monthlyRentPer10k) / 10_000, 25),
        monthlyTaxes: Math.round((marketValue * 0.011) / 12),
        monthlyInsurance: Math.round((marketValue * 0.0035) / 12),
        monthlyAssociationDues: 0,
        estimatedAt,
      });
    },
  };
}
