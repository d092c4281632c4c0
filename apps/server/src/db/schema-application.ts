import type {
  AdverseActionReason,
  ApplicationState,
  ApplicationStatusFlags,
  HmdaAnswers,
  IdType,
  Offer,
  OfferQuote,
  UnderwritingDecision,
} from '@openheloc/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  BpoFacts,
  CreditFacts,
  FloodFacts,
  PropertyFacts,
  TitleFacts,
  ValuationFacts,
} from '../modules/workflow/facts';
import { identities, profileAddresses } from './schema-identity';

// 0006_applications.sql
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array: both become a plain Uint8Array.
  fromDriver: (value) => new Uint8Array(value),
  toDriver: (value) => value,
});

/** What the providers answered during the journey, checkpointed step by step. */
export type ApplicationFacts = {
  credit?: CreditFacts;
  property?: PropertyFacts;
  valuation?: ValuationFacts;
  flood?: FloodFacts;
  bpo?: BpoFacts;
  verifiedAnnualIncome?: number;
  finalTitle?: TitleFacts;
  /** The kind of government ID last uploaded. */
  idType?: IdType;
  adverseActionReasons?: AdverseActionReason[];
};

export type FundingRecord = {
  transferId: string;
  confirmationNumber: string;
  submittedAt: string;
  settledAt: string | null;
};

export const applications = pgTable(
  'applications',
  {
    uuid: uuid('uuid').primaryKey(),
    orgCode: text('org_code').notNull(),
    identityUuid: uuid('identity_uuid')
      .notNull()
      .references(() => identities.uuid),
    loanNumber: text('loan_number')
      .notNull()
      .unique()
      .default(sql`('HEL' || lpad(nextval('application_loan_number_seq')::text, 7, '0'))`),
    product: text('product').notNull().default('heloc'),
    isCrypto: boolean('is_crypto').notNull().default(false),
    state: text('state').$type<ApplicationState>().notNull(),
    version: integer('version').notNull().default(1),
    status: jsonb('status').$type<ApplicationStatusFlags>().notNull(),
    selectedPropertyUuid: uuid('selected_property_uuid')
      .notNull()
      .references(() => profileAddresses.uuid),
    isListedForSale: boolean('is_listed_for_sale').notNull().default(false),
    creditLockStage: text('credit_lock_stage').$type<'SOFT' | 'HARD'>(),
    facts: jsonb('facts').$type<ApplicationFacts>().notNull().default({}),
    underwriting: jsonb('underwriting').$type<UnderwritingDecision>(),
    underwritingRound: integer('underwriting_round').notNull().default(0),
    offerId: text('offer_id'),
    amount: money('amount'),
    termYears: integer('term_years'),
    aprPercent: numeric('apr_percent', { precision: 6, scale: 3, mode: 'number' }),
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
    funding: jsonb('funding').$type<FundingRecord>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('applications_identity_idx').on(t.orgCode, t.identityUuid)],
);

export const applicationOffers = pgTable(
  'application_offers',
  {
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => applications.uuid, { onDelete: 'cascade' }),
    orgCode: text('org_code').notNull(),
    round: integer('round').notNull(),
    offerId: text('offer_id').notNull(),
    termYears: integer('term_years'),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    offer: jsonb('offer').$type<Offer>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.applicationUuid, t.round, t.offerId] })],
);

export const ACTOR_TYPES = ['BORROWER', 'SYSTEM', 'PROVIDER', 'OPS'] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];

export const applicationEvents = pgTable(
  'application_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => applications.uuid, { onDelete: 'cascade' }),
    orgCode: text('org_code').notNull(),
    actorType: text('actor_type').$type<ActorType>().notNull(),
    actorId: text('actor_id').notNull(),
    event: text('event').notNull(),
    fromState: text('from_state').$type<ApplicationState>().notNull(),
    toState: text('to_state').$type<ApplicationState>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationUuid, t.id)],
);

export const applicationIncomeSources = pgTable(
  'application_income_sources',
  {
    uuid: uuid('uuid').primaryKey(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => applications.uuid, { onDelete: 'cascade' }),
    orgCode: text('org_code').notNull(),
    employmentType: text('employment_type'),
    source: text('source').notNull(),
    status: text('status').$type<'VERIFIED' | 'FAILED_VERIFICATION' | 'PENDING_REVIEW'>().notNull(),
    verifiedAnnualIncome: money('verified_annual_income'),
    providerReference: text('provider_reference'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_income_sources_application_idx').on(t.applicationUuid)],
);

export const applicationBankAccounts = pgTable(
  'application_bank_accounts',
  {
    uuid: uuid('uuid').primaryKey(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => applications.uuid, { onDelete: 'cascade' }),
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
  (t) => [index('application_bank_accounts_application_idx').on(t.applicationUuid)],
);

export const applicationInsurance = pgTable(
  'application_insurance',
  {
    uuid: uuid('uuid').primaryKey(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => applications.uuid, { onDelete: 'cascade' }),
    orgCode: text('org_code').notNull(),
    kind: text('kind').$type<'HAZARD' | 'FLOOD'>().notNull(),
    carrier: text('carrier').notNull(),
    policyNumber: text('policy_number').notNull(),
    coverageAmount: numeric('coverage_amount', {
      precision: 14,
      scale: 2,
      mode: 'number',
    }).notNull(),
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    documentUuid: uuid('document_uuid'),
    createdAt: createdAt(),
  },
  (t) => [index('application_insurance_application_idx').on(t.applicationUuid)],
);

export const applicationDocuments = pgTable(
  'application_documents',
  {
    uuid: uuid('uuid').primaryKey(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => applications.uuid, { onDelete: 'cascade' }),
    orgCode: text('org_code').notNull(),
    type: text('type').notNull(),
    origin: text('origin').$type<'UPLOADED' | 'GENERATED'>().notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content'),
    createdAt: createdAt(),
  },
  (t) => [index('application_documents_application_idx').on(t.applicationUuid)],
);

export const optimizelyProfiles = pgTable('optimizely_profiles', {
  identityUuid: uuid('identity_uuid')
    .primaryKey()
    .references(() => identities.uuid, { onDelete: 'cascade' }),
  orgCode: text('org_code').notNull(),
  optimizelyProfileUuid: text('optimizely_profile_uuid').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
