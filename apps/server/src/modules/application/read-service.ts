import {
  isTerminalState,
  isWaitingState,
  withinRescission,
  type ApplicationStatus,
  type HelocApplication,
} from '@openheloc/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicationBankAccounts,
  applicationDocuments,
  applicationIncomeSources,
  applicationInsurance,
  applicationOffers,
  applications,
  applicationSigners,
  consents,
  profileAddresses,
  rescissionNotices,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import { APPLICATION_NOT_FOUND_MESSAGE, type ApplicationScope } from '../workflow/transition';
import { borrowerActions } from '../workflow/transition-table';
import { closingView } from './closing-view';
import { creditScoreDisclosureOf } from '../documents/credit-disclosure';
import { bankViewOf } from './bank/bank-view';
import { insuranceViewOf } from './insurance/insurance-view';
import { lienViewsOf } from './lien-views';
import type { AddressRow, ApplicationRow } from '../../db/rows';
import type { NoticeRead } from '../workflow/rescission-notices';
import { isUuid } from '../../http/uuid';

/** The application of this organisation and owner, or 404 (the same for a stranger's). */
export async function findOwnApplication(db: Db, scope: ApplicationScope): Promise<ApplicationRow> {
  if (!isUuid(scope.uuid)) throw AppError.notFound(APPLICATION_NOT_FOUND_MESSAGE);
  const conditions = [eq(applications.uuid, scope.uuid), eq(applications.orgCode, scope.orgCode)];
  if (scope.ownerIdentityUuid !== undefined) {
    conditions.push(eq(applications.identityUuid, scope.ownerIdentityUuid));
  }
  const [row] = await db
    .select()
    .from(applications)
    .where(and(...conditions));
  if (!row) throw AppError.notFound(APPLICATION_NOT_FOUND_MESSAGE);
  return row;
}

export function assertApplicationUuid(uuid: string): void {
  if (!isUuid(uuid)) throw AppError.notFound(APPLICATION_NOT_FOUND_MESSAGE);
}

/**
 * The actions the status offers the borrower at `now`: CANCEL ends with the right to cancel once
 * the application is notarized (cancel() refuses it then), even before the job moves it on.
 */
export function offeredActions(application: ApplicationRow, now: Date) {
  const { rescissionEndsAt } = application;
  const cancelEnded = rescissionEndsAt !== null && !withinRescission(rescissionEndsAt, now);
  return borrowerActions(application).filter((event) => !(event === 'CANCEL' && cancelEnded));
}

export function statusView(application: ApplicationRow, now: Date): ApplicationStatus {
  return {
    uuid: application.uuid,
    state: application.state,
    waiting: isWaitingState(application.state),
    terminal: isTerminalState(application.state),
    actions: offeredActions(application, now),
    status: application.status,
    decision: {
      uwDecision: application.status.uwDecision,
      uwSubDecision: application.status.uwSubDecision,
      adverseActionReasons: application.facts.adverseActionReasons ?? [],
    },
    updatedAt: application.updatedAt.toISOString(),
    ...(application.budgetHeldUntil
      ? { budgetHold: { resumesAt: application.budgetHeldUntil.toISOString() } }
      : {}),
  };
}

/** The application as the borrower's screens read it. */
export async function applicationView(db: Db, app: ApplicationRow): Promise<HelocApplication> {
  const [view] = await applicationViews(db, [app]);
  if (!view) throw new Error(`Application ${app.uuid} has no view`);
  return view;
}

/** Groups rows by the application they belong to, keeping their order. */
function byApplication<Row extends { applicationUuid: string | null }>(
  rows: Row[],
): Map<string | null, Row[]> {
  const grouped = new Map<string | null, Row[]>();
  for (const row of rows) {
    const group = grouped.get(row.applicationUuid);
    if (group) group.push(row);
    else grouped.set(row.applicationUuid, [row]);
  }
  return grouped;
}

/**
 * The views of several applications from one read of each table they show, so a borrower's list
 * costs the same number of queries whatever its length.
 */
export async function applicationViews(
  db: Db,
  apps: ApplicationRow[],
): Promise<HelocApplication[]> {
  if (apps.length === 0) return [];
  const uuids = apps.map((app) => app.uuid);
  // Independent reads: side by side on a PostgreSQL pool (PGlite runs them one after another).
  const [
    properties,
    consentRows,
    documentRows,
    incomeRows,
    bankRows,
    offerRows,
    insuranceRows,
    signerRows,
    noticeRows,
  ] = await Promise.all([
    db
      .select()
      .from(profileAddresses)
      .where(
        inArray(profileAddresses.uuid, [...new Set(apps.map((app) => app.selectedPropertyUuid))]),
      ),
    db
      .selectDistinct({ applicationUuid: consents.applicationUuid, type: consents.type })
      .from(consents)
      .where(and(inArray(consents.applicationUuid, uuids), eq(consents.granted, true))),
    db
      .select({
        applicationUuid: applicationDocuments.applicationUuid,
        uuid: applicationDocuments.uuid,
        type: applicationDocuments.type,
        created: applicationDocuments.createdAt,
      })
      .from(applicationDocuments)
      .where(
        and(
          inArray(applicationDocuments.applicationUuid, uuids),
          // A co-borrower's own ID photos are theirs, not part of the borrower's view.
          isNull(applicationDocuments.signerUuid),
        ),
      )
      .orderBy(asc(applicationDocuments.createdAt)),
    db
      .select()
      .from(applicationIncomeSources)
      .where(inArray(applicationIncomeSources.applicationUuid, uuids))
      .orderBy(asc(applicationIncomeSources.createdAt)),
    db
      .select()
      .from(applicationBankAccounts)
      .where(
        and(
          inArray(applicationBankAccounts.applicationUuid, uuids),
          isNotNull(applicationBankAccounts.verificationStatus),
        ),
      )
      .orderBy(desc(applicationBankAccounts.createdAt)),
    db
      .select({
        applicationUuid: applicationOffers.applicationUuid,
        round: applicationOffers.round,
        offer: applicationOffers.offer,
      })
      .from(applicationOffers)
      .where(inArray(applicationOffers.applicationUuid, uuids))
      .orderBy(asc(applicationOffers.termYears), asc(applicationOffers.offerId)),
    db
      .select()
      .from(applicationInsurance)
      .where(inArray(applicationInsurance.applicationUuid, uuids))
      .orderBy(asc(applicationInsurance.createdAt)),
    db
      .select({
        applicationUuid: applicationSigners.applicationUuid,
        notarizedAt: applicationSigners.notarizedAt,
      })
      .from(applicationSigners)
      .where(inArray(applicationSigners.applicationUuid, uuids)),
    db
      .select({
        applicationUuid: rescissionNotices.applicationUuid,
        identityUuid: rescissionNotices.identityUuid,
        documentUuid: rescissionNotices.documentUuid,
        fileName: applicationDocuments.fileName,
        deliveredAt: rescissionNotices.deliveredAt,
        acknowledgedAt: rescissionNotices.acknowledgedAt,
      })
      .from(rescissionNotices)
      .innerJoin(
        applicationDocuments,
        eq(applicationDocuments.uuid, rescissionNotices.documentUuid),
      )
      .where(inArray(rescissionNotices.applicationUuid, uuids)),
  ]);
  const propertyOf = new Map(properties.map((row) => [row.uuid, row]));
  const consentsOf = byApplication(consentRows);
  const documentsOf = byApplication(documentRows);
  const incomeOf = byApplication(incomeRows);
  const banksOf = byApplication(bankRows);
  const offersOf = byApplication(offerRows);
  const insuranceOf = byApplication(insuranceRows);
  const signersOf = byApplication(signerRows);
  const noticesOf = byApplication(noticeRows);
  return apps.map((app) =>
    viewOf(app, {
      property: propertyOf.get(app.selectedPropertyUuid),
      consents: consentsOf.get(app.uuid) ?? [],
      documents: documentsOf.get(app.uuid) ?? [],
      incomeSources: incomeOf.get(app.uuid) ?? [],
      bank: bankViewOf(banksOf.get(app.uuid) ?? []),
      offers: (offersOf.get(app.uuid) ?? []).filter((row) => row.round === app.underwritingRound),
      insurance: insuranceViewOf(app, insuranceOf.get(app.uuid) ?? []),
      signers: signersOf.get(app.uuid) ?? [],
      // The borrower's own notice: a co-owner's is theirs.
      ownerNotice: noticesOf.get(app.uuid)?.find((row) => row.identityUuid === app.identityUuid),
    }),
  );
}

type ViewParts = {
  property: AddressRow | undefined;
  consents: { type: string }[];
  documents: { uuid: string; type: string; created: Date }[];
  incomeSources: (typeof applicationIncomeSources.$inferSelect)[];
  bank: ReturnType<typeof bankViewOf>;
  offers: { offer: HelocApplication['offers'][number] }[];
  insurance: HelocApplication['insurance'];
  signers: { notarizedAt: Date | null }[];
  ownerNotice: NoticeRead | undefined;
};

function viewOf(
  app: ApplicationRow,
  {
    property,
    consents: consentRows,
    documents,
    incomeSources,
    bank,
    offers,
    insurance,
    signers: signerRows,
    ownerNotice,
  }: ViewParts,
): HelocApplication {
  if (!property) throw new Error(`Application ${app.uuid} lost its property`);

  return {
    uuid: app.uuid,
    loanNumber: app.loanNumber,
    state: app.state,
    product: app.product,
    rate: app.aprBps,
    amount: app.amount,
    term: app.termYears,
    uwCalculatedDrawAmount:
      app.quote?.initialDraw ?? app.underwriting?.figures.maxLineAmount ?? null,
    adjustedHomeAmount: app.underwriting?.valuation.valueUsed ?? null,
    property: {
      uuid: property.uuid,
      street1: property.street1,
      street2: property.street2,
      city: property.city,
      state: property.state,
      zip: property.zip,
      occupancyType: property.occupancyType,
    },
    status: app.status,
    consents: consentRows.map((row) => ({
      type: row.type as HelocApplication['consents'][0]['type'],
    })),
    documents: documents.map((doc) => ({
      uuid: doc.uuid,
      type: doc.type as HelocApplication['documents'][0]['type'],
      created: doc.created.toISOString(),
    })),
    incomeSources: incomeSources.map((source) => ({
      employmentType:
        source.employmentType as HelocApplication['incomeSources'][0]['employmentType'],
      source: source.source as HelocApplication['incomeSources'][0]['source'],
      status: source.status,
    })),
    ...bank,
    payType: app.payType,
    selectedPropertyUuid: app.selectedPropertyUuid,
    hasHmda: app.hasHmda,
    hmda: app.hmda ?? null,
    assetDepletion: { complete: app.status.uwDecision !== 'ASSET_DEPLETION' },
    insurance,
    coDeedStatus:
      signerRows.length === 0
        ? 'NOT_REQUIRED'
        : signerRows.every((row) => row.notarizedAt !== null)
          ? 'COMPLETE'
          : 'PENDING',
    isCrypto: app.isCrypto,
    requestedManualNotaryTime: app.requestedManualNotaryTime?.toISOString() ?? null,
    additionalSignerVersion: app.additionalSignerVersion,
    helocSigners: app.helocSigners,
    referrer: app.referrerUuid ? { referrerUuid: app.referrerUuid } : null,
    auditFields: { createdDate: app.createdAt.toISOString() },
    closing: closingView(app, ownerNotice),
    submittedAt: app.submittedAt?.toISOString() ?? null,
    adverseActionReasons: app.facts.adverseActionReasons ?? [],
    creditScoreDisclosure: creditScoreDisclosureOf(app),
    offers: offers.map((row) => row.offer),
    dscr: app.underwriting?.figures.dscr ?? null,
    selectedOffer: app.offerId && app.quote ? { offerId: app.offerId, quote: app.quote } : null,
    liens: lienViewsOf(app.facts.property?.liens ?? [], app.facts.credit?.propertyLiens ?? []),
    idVerification: app.facts.idType
      ? { idType: app.facts.idType, failedChecks: app.facts.idFailedChecks ?? [] }
      : null,
  };
}

export async function listOwnApplications(
  db: Db,
  orgCode: string,
  identityUuid: string,
): Promise<HelocApplication[]> {
  const rows = await db
    .select()
    .from(applications)
    .where(and(eq(applications.orgCode, orgCode), eq(applications.identityUuid, identityUuid)))
    .orderBy(desc(applications.createdAt));
  return applicationViews(db, rows);
}
