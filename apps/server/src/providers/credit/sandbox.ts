import { personaTraits, type PersonaTraits } from '../persona';
import type { ProviderCallOptions } from '../provider-types';
import { sandboxDelay } from '../sandbox-delay';
import type { ResolvedSandboxOptions } from '../sandbox-options';
import { propertySeed, sandboxPropertyFacts } from '../sandbox-property-facts';
import { addressParts, nameParts, seedFrom } from '../stable-hash';
import { sandboxTradelines } from './sandbox-tradelines';
import {
  zCreditBureauIdentity,
  zCreditReport,
  zHardPullRequest,
  zSoftPullRequest,
  type CreditBureauIdentity,
  type CreditProvider,
  type CreditPullType,
  type CreditReport,
  type CreditSummary,
  type SoftPullRequest,
  type Tradeline,
} from './types';

/** A fictional agency (555 numbers are reserved for fiction), so no notice points at a real one. */
export const SANDBOX_CREDIT_BUREAU: CreditBureauIdentity = zCreditBureauIdentity.parse({
  name: 'OpenHELOC Sandbox Credit Bureau',
  address: 'PO Box 1000, Springfield, IL 62701',
  phone: '(555) 010-0199',
  scoreRange: { min: 300, max: 850 },
});

/**
 * The sandbox bureau. The report derives from the name and address only (not the SSN), so a soft
 * pull without the SSN and the hard pull with it describe the same file.
 */
export function createSandboxCreditProvider(options: ResolvedSandboxOptions): CreditProvider {
  const pull = async (
    pullType: CreditPullType,
    request: SoftPullRequest,
    callOptions: ProviderCallOptions | undefined,
  ): Promise<CreditReport> => {
    await sandboxDelay(options.delays.credit, callOptions?.signal);
    const pulledAt = options.now().toISOString();
    const traits = personaTraits(request.applicant.lastName);
    const seed = seedFrom(
      'credit',
      ...nameParts(request.applicant),
      ...addressParts(request.address),
    );
    const reportId = `cr_${seedFrom(seed.key, pullType, pulledAt).hex('report', 16)}`;
    if (traits.creditNeedsSsn && request.ssn === undefined) {
      return zCreditReport.parse({ outcome: 'NO_MATCH', pullType, pulledAt });
    }
    if (traits.creditFrozen) {
      return zCreditReport.parse({ outcome: 'FROZEN', pullType, pulledAt, reportId });
    }
    const tradelines = sandboxTradelines(
      seed,
      sandboxPropertyFacts(propertySeed(request.address)),
      traits,
    );
    return zCreditReport.parse({
      outcome: 'FOUND',
      pullType,
      pulledAt,
      reportId,
      score: traits.creditScore,
      scoreFactors: scoreFactors(traits),
      tradelines,
      summary: summarize(tradelines),
    });
  };
  return {
    kind: 'credit',
    sandbox: true,
    bureau: SANDBOX_CREDIT_BUREAU,
    softPull: async (request, callOptions) =>
      pull('SOFT', zSoftPullRequest.parse(request), callOptions),
    hardPull: async (request, callOptions) =>
      pull('HARD', zHardPullRequest.parse(request), callOptions),
  };
}

const MORTGAGE_KINDS: readonly Tradeline['kind'][] = ['MORTGAGE', 'HELOC'];

function summarize(tradelines: readonly Tradeline[]): CreditSummary {
  const mortgages = tradelines.filter((t) => MORTGAGE_KINDS.includes(t.kind));
  return {
    totalMonthlyPayment: tradelines.reduce((sum, t) => sum + t.monthlyPayment, 0),
    mortgageBalance: mortgages.reduce((sum, t) => sum + t.balance, 0),
    worstMortgageDaysPastDue: Math.max(0, ...mortgages.map((t) => t.daysPastDue)),
  };
}

/** Reason statements as bureaus phrase them, most important first. */
function scoreFactors(traits: PersonaTraits): string[] {
  if (traits.creditDerogatory) {
    return [
      'Serious delinquency',
      'Proportion of balances to credit limits on revolving accounts is too high',
      'Number of accounts with delinquency',
      'Too many inquiries last 12 months',
    ];
  }
  if (traits.mortgageDaysPastDue > 0) {
    return [
      'Serious delinquency',
      'Time since delinquency is too recent or unknown',
      'Number of accounts with delinquency',
    ];
  }
  if (traits.highDebt) {
    return ['Amount owed on accounts is too high', 'Too many accounts with balances'];
  }
  return [
    'Length of time accounts have been established',
    'Lack of recent installment loan information',
  ];
}
