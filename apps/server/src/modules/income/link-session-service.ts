import {
  centsToDollars,
  INCOME_LINK_SOURCE_KIND,
  ZERO_CENTS,
  type IncomeLinkSource,
  type LinkSessionView,
  type zLinkSignInRequest,
} from '@openheloc/domain';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { incomeLinkSessions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { loadApplicant } from '../workflow/applicant';
import type { ApplicationRow } from '../../db/rows';
import { providersFor } from '../workflow/job-support';
import { borrowerActions } from '../workflow/transition-table';
import type { WorkflowDeps } from '../workflow/workflow-deps';
import { isUuid } from '../../http/uuid';

export type LinkSessionRow = typeof incomeLinkSessions.$inferSelect;

export const LINK_SESSION_MESSAGES = {
  notFound: 'This link was not found. Please start again',
  closed: 'Linking income is not open on this application',
  finished: 'This link is already finished. Please start again',
  notSignedIn: 'Please sign in first',
  unknownInstitution: 'Please choose one from the list',
} as const;

export function linkSessionView(row: LinkSessionRow): LinkSessionView {
  const institution = row.start.institutions.find((each) => each.id === row.institutionId) ?? null;
  const linked = row.linkResult?.outcome === 'LINKED' ? row.linkResult : null;
  return {
    uuid: row.uuid,
    source: row.source,
    kind: INCOME_LINK_SOURCE_KIND[row.source],
    step: row.step,
    institutions: row.start.institutions,
    sandboxCredentials: row.start.sandboxCredentials,
    institution,
    failure: row.failure,
    employerName: linked?.employerName ?? null,
  };
}

/** Linking is open while the workflow accepts a linked source (income not yet verified). */
function assertLinkingOpen(app: ApplicationRow): void {
  if (!borrowerActions(app).includes('LINK_INCOME')) {
    throw AppError.conflict(LINK_SESSION_MESSAGES.closed);
  }
}

/** Opens the link dialog for `source`: the aggregator says where the borrower may sign in. */
export async function startLinkSession(
  deps: WorkflowDeps,
  app: ApplicationRow,
  source: IncomeLinkSource,
): Promise<LinkSessionView> {
  assertLinkingOpen(app);
  const start = await providersFor(deps, app).income.startLink(source);
  const [row] = await deps.db
    .insert(incomeLinkSessions)
    .values({
      uuid: randomUUID(),
      applicationUuid: app.uuid,
      orgCode: app.orgCode,
      source,
      step: 'CHOOSE',
      start,
      createdAt: deps.now(),
      updatedAt: deps.now(),
    })
    .returning();
  if (!row) throw new Error('link session not recorded');
  return linkSessionView(row);
}

/** The application's own session, or 404 (the same for another application's). */
export async function findLinkSession(
  deps: WorkflowDeps,
  app: ApplicationRow,
  sessionUuid: string,
): Promise<LinkSessionRow> {
  if (!isUuid(sessionUuid)) throw AppError.notFound(LINK_SESSION_MESSAGES.notFound);
  const [row] = await deps.db
    .select()
    .from(incomeLinkSessions)
    .where(
      and(
        eq(incomeLinkSessions.uuid, sessionUuid),
        eq(incomeLinkSessions.applicationUuid, app.uuid),
      ),
    );
  if (!row) throw AppError.notFound(LINK_SESSION_MESSAGES.notFound);
  return row;
}

async function update(
  deps: WorkflowDeps,
  row: LinkSessionRow,
  changes: Partial<LinkSessionRow>,
): Promise<LinkSessionView> {
  const [updated] = await deps.db
    .update(incomeLinkSessions)
    .set({ ...changes, updatedAt: deps.now() })
    .where(eq(incomeLinkSessions.uuid, row.uuid))
    .returning();
  if (!updated) throw new Error('link session not updated');
  return linkSessionView(updated);
}

/**
 * The borrower signs in at the institution they chose. A wrong password or an institution that
 * does not answer keeps the dialog on the choice, with the reason, to try again.
 */
export async function signInToLink(
  deps: WorkflowDeps,
  app: ApplicationRow,
  sessionUuid: string,
  body: z.output<typeof zLinkSignInRequest>,
): Promise<LinkSessionView> {
  const row = await findLinkSession(deps, app, sessionUuid);
  assertLinkingOpen(app);
  if (row.step !== 'CHOOSE') throw AppError.conflict(LINK_SESSION_MESSAGES.finished);
  if (!row.start.institutions.some((each) => each.id === body.institutionId)) {
    throw AppError.badRequest(LINK_SESSION_MESSAGES.unknownInstitution, 'institutionId');
  }
  const applicant = await loadApplicant(deps.db, app, deps.encryptionKey);
  const result = await providersFor(deps, app).income.signIn({
    applicant: applicant.name,
    source: row.source,
    institutionId: body.institutionId,
    username: body.username,
    password: body.password,
  });
  const attempt = { institutionId: body.institutionId, signInAttempts: row.signInAttempts + 1 };
  return result.outcome === 'SIGNED_IN'
    ? update(deps, row, {
        ...attempt,
        step: 'CONSENT',
        connectionId: result.connectionId,
        failure: null,
      })
    : update(deps, row, { ...attempt, failure: result.reason });
}

/**
 * The borrower allows the aggregator to share their data: it reads the income now, and the
 * dialog ends linked, or failed with the reason (the borrower may try another way).
 */
export async function consentToLink(
  deps: WorkflowDeps,
  app: ApplicationRow,
  sessionUuid: string,
): Promise<LinkSessionView> {
  const row = await findLinkSession(deps, app, sessionUuid);
  assertLinkingOpen(app);
  if (row.step !== 'CONSENT' || !row.connectionId) {
    throw AppError.conflict(
      row.step === 'CHOOSE' ? LINK_SESSION_MESSAGES.notSignedIn : LINK_SESSION_MESSAGES.finished,
    );
  }
  const applicant = await loadApplicant(deps.db, app, deps.encryptionKey);
  const result = await providersFor(deps, app).income.link({
    applicant: applicant.name,
    source: row.source,
    connectionId: row.connectionId,
    // The income providers speak dollars; the application keeps cents.
    statedAnnualIncome: centsToDollars(applicant.profile.annualIncome ?? ZERO_CENTS),
  });
  return result.outcome === 'LINKED'
    ? update(deps, row, { step: 'LINKED', linkResult: result, failure: null })
    : update(deps, row, { step: 'FAILED', linkResult: result, failure: result.reason });
}
