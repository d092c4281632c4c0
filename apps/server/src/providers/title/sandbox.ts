import { ownersInclude, sandboxVestedOwners } from '../property/sandbox-owners';
import type { ProviderCallOptions } from '../provider-types';
import { sandboxDelay } from '../sandbox-delay';
import type { ResolvedSandboxOptions } from '../sandbox-options';
import { propertySeed, sandboxLiens, sandboxPropertyFacts } from '../sandbox-property-facts';
import { toIsoDate } from '../sandbox-time';
import { seedFrom } from '../stable-hash';
import {
  zFinalTitleRequest,
  zPrequalTitleRequest,
  zTitleReport,
  type PrequalTitleRequest,
  type TitleProvider,
  type TitleReport,
} from './types';

const STANDARD_EXCEPTIONS = [
  'Easements, covenants and restrictions of record',
  'Real estate taxes and assessments not yet due and payable',
];

/** Vesting and liens agree with the sandbox's property records (Noproperty: someone else). */
export function createSandboxTitleProvider(options: ResolvedSandboxOptions): TitleProvider {
  const search = async (
    status: TitleReport['status'],
    request: PrequalTitleRequest,
    insuredAmount: number | null,
    callOptions: ProviderCallOptions | undefined,
  ): Promise<TitleReport> => {
    await sandboxDelay(options.delays.title, callOptions?.signal);
    const seed = propertySeed(request.address);
    const facts = sandboxPropertyFacts(seed);
    const vestedOwners = sandboxVestedOwners(seed, request.applicant);
    const ownershipMatch = ownersInclude(vestedOwners, request.applicant);
    const liens = sandboxLiens(facts);
    const effectiveDate = toIsoDate(options.now());
    return zTitleReport.parse({
      reportId: `tr_${seedFrom(seed.key, status, effectiveDate).hex('title', 16)}`,
      status,
      effectiveDate,
      vestedOwners,
      ownershipMatch,
      parcelNumber: facts.parcelNumber,
      legalDescription: facts.legalDescription,
      liens,
      exceptions: [
        ...liens.map(
          (lien) => `Deed of trust recorded ${lien.recordedDate} in favor of ${lien.lenderName}`,
        ),
        ...STANDARD_EXCEPTIONS,
      ],
      insuredAmount,
      clearToClose: ownershipMatch,
    });
  };
  return {
    kind: 'title',
    sandbox: true,
    prequal: async (input, callOptions) =>
      search('PREQUAL_TITLE_COMPLETE', zPrequalTitleRequest.parse(input), null, callOptions),
    final: async (input, callOptions) => {
      const request = zFinalTitleRequest.parse(input);
      return search('FINAL_TITLE_COMPLETE', request, request.loanAmount, callOptions);
    },
  };
}
