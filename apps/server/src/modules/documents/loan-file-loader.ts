import {
  buildHelocDisclosure,
  pacificToday,
  securityInstrumentFor,
  type Organization,
  type UsState,
} from '@openheloc/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicationBankAccounts,
  applicationInsurance,
  identities,
  profiles,
} from '../../db/schema';
import { creditScoreDisclosureOf } from './credit-disclosure';
import { loadApplicant, nameOf } from '../workflow/applicant';
import type { ApplicationRow } from '../../db/rows';
import type { PersonName } from '../../providers';
import type { LoanFile, LoanFileAccount } from './pdf/loan-file';
import { brandOf } from './pdf/brand';

export function fullName(name: PersonName): string {
  return [name.firstName, name.middleName, name.lastName, name.suffix].filter(Boolean).join(' ');
}

type AccountRow = typeof applicationBankAccounts.$inferSelect;
const accountOf = (row: AccountRow | undefined): LoanFileAccount | null =>
  row
    ? {
        bankName: row.bankName,
        accountType: row.accountType,
        routingNumber: row.routingNumber,
        last4: row.accountLast4,
      }
    : null;

/**
 * Reads the loan file of an application that has chosen its offer: the lender's brand, the
 * owners, the property, the line and its Regulation Z figures, the accounts and the closing facts.
 */
export async function loadLoanFile(
  db: Db,
  application: ApplicationRow,
  org: Organization,
  options: { encryptionKey: Uint8Array; now: Date },
): Promise<LoanFile> {
  const { quote } = application;
  const offer = application.underwriting?.offers.find((item) => item.id === application.offerId);
  if (!quote || !offer || application.amount === null) {
    throw new Error(`Application ${application.uuid} has no chosen offer`);
  }
  const applicant = await loadApplicant(db, application, options.encryptionKey);
  const [identity] = await db
    .select({ email: identities.email })
    .from(identities)
    .where(eq(identities.uuid, application.identityUuid));
  const signerUuids = application.helocSigners.map((signer) => signer.identityUuid);
  const signers =
    signerUuids.length === 0
      ? []
      : await db
          .select()
          .from(profiles)
          .where(
            and(
              eq(profiles.orgCode, application.orgCode),
              inArray(profiles.identityUuid, signerUuids),
            ),
          );
  const accounts = await db
    .select()
    .from(applicationBankAccounts)
    .where(eq(applicationBankAccounts.applicationUuid, application.uuid));
  const policies = await db
    .select()
    .from(applicationInsurance)
    .where(eq(applicationInsurance.applicationUuid, application.uuid));
  const { profile, property } = applicant;
  const state = property.state as UsState;
  const { facts } = application;
  return {
    lender: brandOf(org),
    loanNumber: application.loanNumber,
    date: pacificToday(options.now),
    borrower: {
      name: fullName(applicant.name),
      email: identity?.email ?? '',
      phone: profile.phoneNumber || null,
      annualIncome: profile.annualIncome,
      otherIncome: profile.otherIncome,
      employmentType: profile.employmentType,
    },
    owners: [
      { name: fullName(applicant.name), role: 'Borrower', identityUuid: application.identityUuid },
      ...signerUuids.flatMap((uuid) => {
        const signer = signers.find((row) => row.identityUuid === uuid);
        return signer
          ? [{ name: fullName(nameOf(signer)), role: 'Co-owner' as const, identityUuid: uuid }]
          : [];
      }),
    ],
    property: {
      street1: property.street1,
      street2: property.street2 || null,
      city: property.city,
      state,
      zip: property.zip,
      occupancy: property.occupancyType,
    },
    securityInstrument: securityInstrumentFor(state),
    line: {
      amount: application.amount,
      initialDraw: quote.initialDraw,
      aprBps: quote.aprBps,
      termYears: offer.termYears,
      drawPeriodYears: offer.drawPeriodYears,
      repaymentPeriodYears: offer.repaymentPeriodYears,
      payType: application.payType ?? 'MANUAL',
      fees: quote.fees,
      totalFees: quote.totalFees,
    },
    disclosure: buildHelocDisclosure(offer, quote),
    hmda: application.hmda,
    submittedAt: application.submittedAt?.toISOString() ?? null,
    disbursementAccount: accountOf(accounts.find((row) => row.useForDisbursement)),
    autopayAccount: accountOf(accounts.find((row) => row.useForAutopay)),
    title: null,
    flood: facts.flood
      ? {
          zone: facts.flood.zone,
          certificateId: facts.flood.certificateId,
          insuranceRequired: facts.flood.floodInsuranceRequired,
        }
      : null,
    insurance: policies.map((policy) => ({
      kind: policy.kind,
      carrier: policy.carrier,
      policyNumber: policy.policyNumber,
    })),
    creditScore: creditScoreDisclosureOf(application),
  };
}

/** The loan file with the application's own organisation, as the workflow's steps read it. */
export function loanFileFor(
  deps: {
    db: Db;
    organizations: { byCode(orgCode: string): Organization | undefined };
    encryptionKey: Uint8Array;
    now: () => Date;
  },
  application: ApplicationRow,
): Promise<LoanFile> {
  const org = deps.organizations.byCode(application.orgCode);
  if (!org) throw new Error(`Unknown organisation ${application.orgCode}`);
  return loadLoanFile(deps.db, application, org, {
    encryptionKey: deps.encryptionKey,
    now: deps.now(),
  });
}
