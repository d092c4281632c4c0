import { personaTraits } from '../persona';
import type { PersonName } from '../provider-types';
import { sandboxDelay } from '../sandbox-delay';
import type { ResolvedSandboxOptions } from '../sandbox-options';
import { nameParts, seedFrom } from '../stable-hash';
import {
  INCOME_LINK_SOURCE_KIND,
  zIncomeLinkRequest,
  zIncomeLinkStart,
  zIncomeSignInRequest,
  zIncomeSignInResult,
  zIncomeLinkResult,
  zPaystubReview,
  zPaystubReviewRequest,
  type IncomeDataKind,
  type IncomeProvider,
} from './types';

const LINK_FAILURE_BY_KIND = {
  PAYROLL: 'EMPLOYER_NOT_SUPPORTED',
  BANK: 'NO_INCOME_DEPOSITS_FOUND',
  TAX: 'NO_TAX_RETURNS_FOUND',
} as const satisfies Record<IncomeDataKind, string>;

const EMPLOYERS = [
  'Sandbox Logistics Inc.',
  'Evergreen Health Partners',
  'Northwind Manufacturing',
  'Bluebird Software LLC',
  'Maple County Schools',
] as const;

/** The sandbox's sign-in, shown to the borrower in the link dialog. */
export const SANDBOX_LINK_CREDENTIALS = { username: 'user_good', password: 'pass_good' } as const;

/** Where the borrower signs in, by kind of data; the last one never answers (an outage). */
const INSTITUTIONS: Readonly<Record<IncomeDataKind, readonly { id: string; name: string }[]>> = {
  PAYROLL: [
    { id: 'payroll_sandbox', name: 'Sandbox Payroll' },
    { id: 'payroll_platypus', name: 'Platypus Payroll Services' },
    { id: 'payroll_tartan', name: 'Tartan HR and Payroll' },
    { id: 'payroll_offline', name: 'Offline Payroll (always unavailable)' },
  ],
  BANK: [
    { id: 'bank_platypus', name: 'First Platypus Bank' },
    { id: 'bank_tartan', name: 'Tartan Bank' },
    { id: 'bank_gingham', name: 'Gingham Credit Union' },
    { id: 'bank_offline', name: 'Offline Bank (always unavailable)' },
  ],
  TAX: [
    { id: 'tax_sandbox', name: 'Sandbox Tax Transcripts' },
    { id: 'tax_platypus', name: 'Platypus Tax Filing' },
    { id: 'tax_offline', name: 'Offline Tax Records (always unavailable)' },
  ],
};
const OFFLINE = /_offline$/;

/**
 * Links succeed for every persona but Paystub, whose links all fail (the manual paystub path);
 * a paystub review verifies. Verified income is the stated income plus 0-3%, so it matches.
 */
export function createSandboxIncomeProvider(options: ResolvedSandboxOptions): IncomeProvider {
  const verifiedIncome = (applicant: PersonName, stated: number, label: string) =>
    Math.round(
      (stated * (100 + seedFrom('income', ...nameParts(applicant)).int(label, 0, 3))) / 100,
    );

  return {
    kind: 'income',
    sandbox: true,

    async startLink(source, callOptions) {
      await sandboxDelay(options.delays.income, callOptions?.signal);
      return zIncomeLinkStart.parse({
        institutions: INSTITUTIONS[INCOME_LINK_SOURCE_KIND[source]],
        sandboxCredentials: SANDBOX_LINK_CREDENTIALS,
      });
    },

    async signIn(input, callOptions) {
      const request = zIncomeSignInRequest.parse(input);
      await sandboxDelay(options.delays.income, callOptions?.signal);
      const institution = INSTITUTIONS[INCOME_LINK_SOURCE_KIND[request.source]].find(
        (candidate) => candidate.id === request.institutionId,
      );
      if (!institution) throw new Error(`Unknown institution ${request.institutionId}`);
      if (OFFLINE.test(institution.id)) {
        return zIncomeSignInResult.parse({
          outcome: 'SIGN_IN_FAILED',
          reason: 'INSTITUTION_NOT_RESPONDING',
        });
      }
      if (
        request.username !== SANDBOX_LINK_CREDENTIALS.username ||
        request.password !== SANDBOX_LINK_CREDENTIALS.password
      ) {
        return zIncomeSignInResult.parse({
          outcome: 'SIGN_IN_FAILED',
          reason: 'INVALID_CREDENTIALS',
        });
      }
      return zIncomeSignInResult.parse({
        outcome: 'SIGNED_IN',
        connectionId: `conn_${seedFrom('income-connection', ...nameParts(request.applicant), request.source, institution.id).hex('connection', 16)}`,
      });
    },

    async link(input, callOptions) {
      const request = zIncomeLinkRequest.parse(input);
      await sandboxDelay(options.delays.income, callOptions?.signal);
      const dataKind = INCOME_LINK_SOURCE_KIND[request.source];
      if (!personaTraits(request.applicant.lastName).incomeLinkable) {
        return zIncomeLinkResult.parse({
          outcome: 'LINK_FAILED',
          source: request.source,
          reason: LINK_FAILURE_BY_KIND[dataKind],
        });
      }
      const linkedAt = options.now().toISOString();
      const seed = seedFrom('income-link', ...nameParts(request.applicant), request.source);
      return zIncomeLinkResult.parse({
        outcome: 'LINKED',
        linkId: `il_${seedFrom(seed.key, linkedAt).hex('link', 16)}`,
        source: request.source,
        dataKind,
        verifiedAnnualIncome: verifiedIncome(request.applicant, request.statedAnnualIncome, 'link'),
        employerName: dataKind === 'PAYROLL' ? seed.pick('employer', EMPLOYERS) : null,
        linkedAt,
      });
    },

    async reviewPaystubs(input, callOptions) {
      const request = zPaystubReviewRequest.parse(input);
      await sandboxDelay(options.delays.income, callOptions?.signal);
      const reviewedAt = options.now().toISOString();
      return zPaystubReview.parse({
        reviewId: `ps_${seedFrom('paystub', ...nameParts(request.applicant), reviewedAt).hex('review', 16)}`,
        status: 'VERIFIED',
        source: 'MANUAL_PAYSTUB',
        verifiedAnnualIncome: verifiedIncome(
          request.applicant,
          request.statedAnnualIncome,
          'paystub',
        ),
        documentsReviewed: request.paystubs.length,
        reviewedAt,
      });
    },
  };
}
