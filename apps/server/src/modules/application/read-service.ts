import {
  isTerminalState,
  isWaitingState,
  withinRescission,
  type ApplicationStatus,
  type HelocApplication,
} from '@openheloc/domain';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicationDocuments,
  applicationIncomeSources,
  applicationOffers,
  applications,
  applicationSigners,
  consents,
  profileAddresses,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import { APPLICATION_NOT_FOUND_MESSAGE, type ApplicationScope } from '../workflow/transition';
import { borrowerActions } from '../workflow/transition-table';
import { closingView } from './closing-view';
import { creditScoreDisclosureOf } from '../documents/credit-disclosure';
import { bankView } from './bank/bank-view';
import { insuranceView } from './insurance/insurance-view';
import { lienViewsOf } from './lien-views';
import type { ApplicationRow } from '../../db/rows';
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

export async function applicationView(db: Db, app: ApplicationRow): Promise<HelocApplication> {
  // Independent reads: side by side on a PostgreSQL pool (PGlite runs them one after another).
  const [[property], consentRows, documents, incomeSources, bank, offers, insurance, signerRows] =
    await Promise.all([
      db.select().from(profileAddresses).where(eq(profileAddresses.uuid, app.selectedPropertyUuid)),
      db
        .selectDistinct({ type: consents.type })
        .from(consents)
        .where(and(eq(consents.applicationUuid, app.uuid), eq(consents.granted, true))),
      db
        .select({
          uuid: applicationDocuments.uuid,
          type: applicationDocuments.type,
          created: applicationDocuments.createdAt,
        })
        .from(applicationDocuments)
        .where(
          and(
            eq(applicationDocuments.applicationUuid, app.uuid),
            // A co-borrower's own ID photos are theirs, not part of the borrower's view.
            isNull(applicationDocuments.signerUuid),
          ),
        )
        .orderBy(asc(applicationDocuments.createdAt)),
      db
        .select()
        .from(applicationIncomeSources)
        .where(eq(applicationIncomeSources.applicationUuid, app.uuid))
        .orderBy(asc(applicationIncomeSources.createdAt)),
      bankView(db, app),
      db
        .select({ offer: applicationOffers.offer })
        .from(applicationOffers)
        .where(
          and(
            eq(applicationOffers.applicationUuid, app.uuid),
            eq(applicationOffers.round, app.underwritingRound),
          ),
        )
        .orderBy(asc(applicationOffers.termYears), asc(applicationOffers.offerId)),
      insuranceView(db, app),
      db
        .select({ notarizedAt: applicationSigners.notarizedAt })
        .from(applicationSigners)
        .where(eq(applicationSigners.applicationUuid, app.uuid)),
    ]);
  if (!property) throw new Error(`Application ${app.uuid} lost its property`);

  return {
    uuid: app.uuid,
    loanNumber: app.loanNumber,
    state: app.state,
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
    closing: await closingView(db, app),
    submittedAt: app.submittedAt?.toISOString() ?? null,
    adverseActionReasons: app.facts.adverseActionReasons ?? [],
    creditScoreDisclosure: creditScoreDisclosureOf(app),
    offers: offers.map((row) => row.offer),
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
  return Promise.all(rows.map((row) => applicationView(db, row)));
}
