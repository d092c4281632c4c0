import type {
  AdverseActionReason,
  Cents,
  ApplicationState,
  ApplicationStatusFlags,
  HmdaAnswers,
  IdCheck,
  IdType,
  IncomeLinkSource,
  LinkSessionFailure,
  LinkSessionStep,
  Offer,
  OfferQuote,
  OwnerPropertyCondition,
  UnderwritingDecision,
} from '@openheloc/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import type {
  BpoFacts,
  CreditFacts,
  FloodFacts,
  PropertyFacts,
  RentFacts,
  TitleFacts,
  ValuationFacts,
} from '../core/facts';
import type { IncomeLinkResult, IncomeLinkStart } from '../providers/income/types';
import { basisPointsColumn, bytea, cascadingFk, centsColumn, createdAt } from './columns';
import { identities, profileAddresses } from './schema-identity';

/** The application a row belongs to, deleted with it; named as PostgreSQL names an inline REFERENCES. */
export const applicationFk = (table: string, column: PgColumn) =>
  cascadingFk(table, column, applications.uuid);

/** What the providers answered during the journey, checkpointed step by step. */
export type ApplicationFacts = {
  credit?: CreditFacts;
  property?: PropertyFacts;
  valuation?: ValuationFacts;
  /** The DSCR loan's rent and carrying costs. */
  rent?: RentFacts;
  flood?: FloodFacts;
  bpo?: BpoFacts;
  /** The owner's estimate (whole dollars, as typed) and condition the value estimate was ordered with. */
  bpoOrder?: { ownerEstimate: number; ownerCondition: OwnerPropertyCondition };
  verifiedAnnualIncome?: Cents;
  finalTitle?: TitleFacts;
  /** The kind of government ID last uploaded. */
  idType?: IdType;
  /** The uploads of that ID, front first: the check reads exactly these. */
  idDocumentUuids?: string[];
  /** The checks the last ID failed (empty or absent once one passed). */
  idFailedChecks?: IdCheck[];
  adverseActionReasons?: AdverseActionReason[];
};

/**
 * The initial draw: its intent is written before the provider is called (the key, the amount and
 * the account), the transfer after. A run that finds the intent without a transfer sends again
 * with the same key, and the provider answers with the transfer it already made.
 */
export type FundingRecord = {
  idempotencyKey: string;
  amount: Cents;
  accountLast4: string;
  intendedAt: string;
  transferId: string | null;
  confirmationNumber: string | null;
  submittedAt: string | null;
  expectedSettlementAt: string | null;
  settledAt: string | null;
};

export const applicationLoanNumberSeq = pgSequence('application_loan_number_seq', {
  startWith: 1000001,
});

export const applications = pgTable(
  'applications',
  {
    uuid: uuid('uuid').primaryKey(),
    orgCode: text('org_code').notNull(),
    identityUuid: uuid('identity_uuid').notNull(),
    loanNumber: text('loan_number')
      .notNull()
      .unique('applications_loan_number_key')
      .default(sql`('HEL' || lpad(nextval('application_loan_number_seq')::text, 7, '0'))`),
    product: text('product').notNull().default('heloc'),
    isCrypto: boolean('is_crypto').notNull().default(false),
    state: text('state').$type<ApplicationState>().notNull(),
    version: integer('version').notNull().default(1),
    /**
     * Bumped by triggers (migration 0011) whenever the application or anything its read answer
     * shows changes: the answer is cached per (application, view version).
     */
    viewVersion: bigint('view_version', { mode: 'number' }).notNull().default(0),
    status: jsonb('status').$type<ApplicationStatusFlags>().notNull(),
    selectedPropertyUuid: uuid('selected_property_uuid').notNull(),
    isListedForSale: boolean('is_listed_for_sale').notNull().default(false),
    creditLockStage: text('credit_lock_stage').$type<'SOFT' | 'HARD'>(),
    facts: jsonb('facts').$type<ApplicationFacts>().notNull().default({}),
    /**
     * Set while a step waits for the lender's budget of paid calls (provider-budget.ts): when it
     * resumes at the latest. Changing it leaves `version` alone, so the waiting job still applies.
     */
    budgetHeldUntil: timestamp('budget_held_until', { withTimezone: true }),
    underwriting: jsonb('underwriting').$type<UnderwritingDecision>(),
    underwritingRound: integer('underwriting_round').notNull().default(0),
    offerId: text('offer_id'),
    amount: centsColumn('amount'),
    termYears: integer('term_years'),
    /** The chosen offer's APR, kept as percentage points in the column. */
    aprBps: basisPointsColumn('apr_percent'),
    payType: text('pay_type').$type<'AUTOPAY' | 'MANUAL'>(),
    quote: jsonb('quote').$type<OfferQuote>(),
    hasHmda: boolean('has_hmda').notNull().default(false),
    hmda: jsonb('hmda').$type<HmdaAnswers>(),
    experiments: jsonb('experiments')
      .$type<{ name: string; variation: string }[]>()
      .notNull()
      .default([]),
    helocSigners: jsonb('heloc_signers').$type<{ identityUuid: string }[]>().notNull().default([]),
    additionalSignerVersion: text('additional_signer_version'),
    referrerUuid: uuid('referrer_uuid'),
    requestedManualNotaryTime: timestamp('requested_manual_notary_time', { withTimezone: true }),
    /** When the notary completed the notarization: consummation, for the right to cancel. */
    notarizedAt: timestamp('notarized_at', { withTimezone: true }),
    /** Midnight (Pacific) ending the right to cancel (Reg Z 1026.15), from the notarization. */
    rescissionEndsAt: timestamp('rescission_ends_at', { withTimezone: true }),
    funding: jsonb('funding').$type<FundingRecord>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    // Operations find an application by the beginning of its loan number.
    index('applications_loan_number_search_idx').on(sql`${t.loanNumber} text_pattern_ops`),
    foreignKey({
      name: 'applications_identity_uuid_fkey',
      columns: [t.identityUuid],
      foreignColumns: [identities.uuid],
    }),
    foreignKey({
      name: 'applications_selected_property_uuid_fkey',
      columns: [t.selectedPropertyUuid],
      foreignColumns: [profileAddresses.uuid],
    }),
    check('applications_version_check', sql`${t.version} >= 1`),
    check('applications_credit_lock_stage_check', sql`${t.creditLockStage} IN ('SOFT', 'HARD')`),
    check('applications_pay_type_check', sql`${t.payType} IN ('AUTOPAY', 'MANUAL')`),
    index('applications_identity_idx').on(t.orgCode, t.identityUuid),
    // A broker's list: the applications their originator record referred.
    index('applications_referrer_idx').on(t.orgCode, t.referrerUuid),
  ],
);

export const applicationOffers = pgTable(
  'application_offers',
  {
    applicationUuid: uuid('application_uuid').notNull(),
    orgCode: text('org_code').notNull(),
    round: integer('round').notNull(),
    offerId: text('offer_id').notNull(),
    termYears: integer('term_years'),
    minAmount: centsColumn('min_amount').notNull(),
    maxAmount: centsColumn('max_amount').notNull(),
    offer: jsonb('offer').$type<Offer>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    applicationFk('application_offers', t.applicationUuid),
    primaryKey({
      name: 'application_offers_pkey',
      columns: [t.applicationUuid, t.round, t.offerId],
    }),
  ],
);

/** SIGNER: an additional owner, who may cancel within their right to cancel. */
export const ACTOR_TYPES = ['BORROWER', 'SIGNER', 'SYSTEM', 'PROVIDER', 'OPS'] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];

export const applicationEvents = pgTable(
  'application_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationUuid: uuid('application_uuid').notNull(),
    orgCode: text('org_code').notNull(),
    actorType: text('actor_type').$type<ActorType>().notNull(),
    actorId: text('actor_id').notNull(),
    event: text('event').notNull(),
    fromState: text('from_state').$type<ApplicationState>().notNull(),
    toState: text('to_state').$type<ApplicationState>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    applicationFk('application_events', t.applicationUuid),
    check(
      'application_events_actor_type_check',
      sql`${t.actorType} IN ('BORROWER', 'SIGNER', 'SYSTEM', 'PROVIDER', 'OPS')`,
    ),
    index('application_events_application_idx').on(t.applicationUuid, t.id),
  ],
);

export const applicationIncomeSources = pgTable(
  'application_income_sources',
  {
    uuid: uuid('uuid').primaryKey(),
    applicationUuid: uuid('application_uuid').notNull(),
    orgCode: text('org_code').notNull(),
    employmentType: text('employment_type'),
    source: text('source').notNull(),
    status: text('status').$type<'VERIFIED' | 'FAILED_VERIFICATION' | 'PENDING_REVIEW'>().notNull(),
    verifiedAnnualIncome: centsColumn('verified_annual_income'),
    providerReference: text('provider_reference'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    applicationFk('application_income_sources', t.applicationUuid),
    check(
      'application_income_sources_status_check',
      sql`${t.status} IN ('VERIFIED', 'FAILED_VERIFICATION', 'PENDING_REVIEW')`,
    ),
    index('application_income_sources_application_idx').on(t.applicationUuid),
  ],
);

/**
 * The income link dialog, one row per attempt: the institution chosen, the connection signed in
 * to and what reading its income found. Kept so a reload (or an OAuth return) resumes the dialog
 * and the link the borrower sends is the one they went through.
 */
export const incomeLinkSessions = pgTable(
  'income_link_sessions',
  {
    uuid: uuid('uuid').primaryKey(),
    applicationUuid: uuid('application_uuid').notNull(),
    orgCode: text('org_code').notNull(),
    source: text('source').$type<IncomeLinkSource>().notNull(),
    step: text('step').$type<LinkSessionStep>().notNull(),
    /** What the aggregator offered when the dialog opened: institutions, sandbox credentials. */
    start: jsonb('start').$type<IncomeLinkStart>().notNull(),
    institutionId: text('institution_id'),
    connectionId: text('connection_id'),
    failure: text('failure').$type<LinkSessionFailure>(),
    signInAttempts: integer('sign_in_attempts').notNull().default(0),
    /** What the aggregator read once the borrower consented (LINKED or FAILED). */
    linkResult: jsonb('link_result').$type<IncomeLinkResult>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    applicationFk('income_link_sessions', t.applicationUuid),
    check(
      'income_link_sessions_step_check',
      sql`${t.step} IN ('CHOOSE', 'CONSENT', 'LINKED', 'FAILED', 'USED')`,
    ),
    index('income_link_sessions_application_idx').on(t.applicationUuid),
  ],
);

export const applicationBankAccounts = pgTable(
  'application_bank_accounts',
  {
    uuid: uuid('uuid').primaryKey(),
    applicationUuid: uuid('application_uuid').notNull(),
    orgCode: text('org_code').notNull(),
    routingNumber: text('routing_number').notNull(),
    accountNumberCiphertext: text('account_number_ciphertext').notNull(),
    accountLast4: text('account_last4').notNull(),
    accountType: text('account_type').$type<'CHECKING' | 'SAVINGS'>().notNull(),
    useForDisbursement: boolean('use_for_disbursement').notNull(),
    useForAutopay: boolean('use_for_autopay').notNull(),
    verificationStatus: text('verification_status').$type<'OPEN_VALID' | 'CLOSED' | 'HIGH_RISK'>(),
    bankName: text('bank_name'),
    createdAt: createdAt(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    applicationFk('application_bank_accounts', t.applicationUuid),
    check(
      'application_bank_accounts_account_type_check',
      sql`${t.accountType} IN ('CHECKING', 'SAVINGS')`,
    ),
    check(
      'application_bank_accounts_verification_status_check',
      sql`${t.verificationStatus} IN ('OPEN_VALID', 'CLOSED', 'HIGH_RISK')`,
    ),
    index('application_bank_accounts_application_idx').on(t.applicationUuid),
  ],
);

export const applicationInsurance = pgTable(
  'application_insurance',
  {
    uuid: uuid('uuid').primaryKey(),
    applicationUuid: uuid('application_uuid').notNull(),
    orgCode: text('org_code').notNull(),
    kind: text('kind').$type<'HAZARD' | 'FLOOD'>().notNull(),
    carrier: text('carrier').notNull(),
    policyNumber: text('policy_number').notNull(),
    coverageAmount: centsColumn('coverage_amount', 14).notNull(),
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    documentUuid: uuid('document_uuid'),
    createdAt: createdAt(),
  },
  (t) => [
    applicationFk('application_insurance', t.applicationUuid),
    check('application_insurance_kind_check', sql`${t.kind} IN ('HAZARD', 'FLOOD')`),
    index('application_insurance_application_idx').on(t.applicationUuid),
  ],
);

export const applicationDocuments = pgTable(
  'application_documents',
  {
    uuid: uuid('uuid').primaryKey(),
    applicationUuid: uuid('application_uuid').notNull(),
    orgCode: text('org_code').notNull(),
    type: text('type').notNull(),
    origin: text('origin').$type<'UPLOADED' | 'GENERATED'>().notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** Generated documents keep their bytes here; uploads are in the blob store instead. */
    content: bytea('content'),
    /** The generated name of an upload in the blob store. */
    storageKey: text('storage_key'),
    /** What a generated document was made from (its figures, names, brand), kept beside its hash. */
    sourceData: jsonb('source_data').$type<Record<string, unknown>>(),
    /**
     * The additional signer who uploaded it (application_signers.uuid); null for the borrower's.
     * Each answers their own document requests with their own uploads only.
     */
    signerUuid: uuid('signer_uuid'),
    createdAt: createdAt(),
  },
  (t) => [
    applicationFk('application_documents', t.applicationUuid),
    check('application_documents_origin_check', sql`${t.origin} IN ('UPLOADED', 'GENERATED')`),
    check('application_documents_size_bytes_check', sql`${t.sizeBytes} >= 0`),
    index('application_documents_application_idx').on(t.applicationUuid),
    // The same file twice on one application is refused (and a race of two is caught here).
    uniqueIndex('application_documents_upload_sha256_key')
      .on(t.applicationUuid, t.sha256)
      .where(sql`${t.origin} = 'UPLOADED'`),
  ],
);

export const optimizelyProfiles = pgTable(
  'optimizely_profiles',
  {
    identityUuid: uuid('identity_uuid').primaryKey(),
    orgCode: text('org_code').notNull(),
    optimizelyProfileUuid: text('optimizely_profile_uuid').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [cascadingFk('optimizely_profiles', t.identityUuid, identities.uuid)],
);
