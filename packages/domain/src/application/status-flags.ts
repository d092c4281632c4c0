import { z } from 'zod';
import { zDecision, zSubDecision } from '../enums/decision';
import { zStageProgress } from '../enums/application-status';
import { zBpoStatus, zTitleStatus } from '../enums/property-status';

/** The account check behind giactAccountStatus (null until an account was verified). */
export const GIACT_ACCOUNT_STATUSES = ['OPEN_VALID', 'CLOSED', 'HIGH_RISK'] as const;
export const zGiactAccountStatus = z.enum(GIACT_ACCOUNT_STATUSES);

/** The application's status flags, as the spec lists them (section 3). */
export const zApplicationStatusFlags = z.object({
  manualNotary: z.boolean(),
  liensComplete: z.boolean(),
  uwDecision: zDecision,
  uwSubDecision: zSubDecision,
  inquiryAttestNeeded: z.boolean(),
  inquiryAttestComplete: z.boolean(),
  disclosurelistSummaryReady: z.boolean(),
  disclosurelistSummaryComplete: z.boolean(),
  disclosurelistClosingReady: z.boolean(),
  disclosurelistClosingComplete: z.boolean(),
  disclosurelistNotaryReady: z.boolean(),
  disclosurelistNotaryComplete: z.boolean(),
  primaryParticipantAcceptComplete: z.boolean(),
  manualDeedSigningComplete: z.boolean(),
  manualPaystubUpload: z.boolean(),
  manualPaystubTasksComplete: z.boolean(),
  giactAccountStatus: zGiactAccountStatus.nullable(),
  bpo: zBpoStatus,
  title: zTitleStatus,
  checklistStatus: zStageProgress,
  employmentVerificationNeeded: z.boolean(),
  propertyComplete: z.boolean(),
  datatreeNoMatch: z.boolean(),
  creditFrozenWithPin: z.boolean(),
  dtiDecline: z.boolean(),
  creditScoreDecline: z.boolean(),
  /** An open condition (document request) needs the borrower. */
  condition: z.boolean(),
  waitingOnFloodCert: z.boolean(),
});
export type ApplicationStatusFlags = z.infer<typeof zApplicationStatusFlags>;

/** A new application's flags: nothing decided, nothing done. */
export const INITIAL_STATUS_FLAGS: ApplicationStatusFlags = {
  manualNotary: false,
  liensComplete: false,
  uwDecision: 'INITIAL',
  uwSubDecision: 'UNKNOWN_SUBDECISION',
  inquiryAttestNeeded: false,
  inquiryAttestComplete: false,
  disclosurelistSummaryReady: false,
  disclosurelistSummaryComplete: false,
  disclosurelistClosingReady: false,
  disclosurelistClosingComplete: false,
  disclosurelistNotaryReady: false,
  disclosurelistNotaryComplete: false,
  primaryParticipantAcceptComplete: false,
  manualDeedSigningComplete: false,
  manualPaystubUpload: false,
  manualPaystubTasksComplete: false,
  giactAccountStatus: null,
  bpo: 'UNKNOWN_BPO_STATUS',
  title: 'UNKNOWN_TITLE_STATUS',
  checklistStatus: 'INITIAL',
  employmentVerificationNeeded: false,
  propertyComplete: false,
  datatreeNoMatch: false,
  creditFrozenWithPin: false,
  dtiDecline: false,
  creditScoreDecline: false,
  condition: false,
  waitingOnFloodCert: false,
};
