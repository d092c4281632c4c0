import type { ChatApplicationSummary } from '@openheloc/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { applicationSituation } from '../application/application-situation';
import { applicationView } from '../application/read-service';
import { fullName, loadBorrower } from '../profile/service';
import type { ConversationRow } from '../../db/rows';

export const NO_APPLICATION_MESSAGE = 'This chat is not tied to an application.';

/** The borrower's application as the agent sees it beside the chat. */
export async function chatApplicationSummary(
  db: Db,
  conversation: ConversationRow,
): Promise<ChatApplicationSummary> {
  if (!conversation.applicationUuid) throw AppError.notFound(NO_APPLICATION_MESSAGE);
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.uuid, conversation.applicationUuid),
        eq(applications.orgCode, conversation.orgCode),
      ),
    );
  if (!row) throw AppError.notFound(NO_APPLICATION_MESSAGE);
  const application = await applicationView(db, row);
  const borrower = await loadBorrower(db, row.orgCode, row.identityUuid);
  const situation = applicationSituation(application);
  const { street1, street2, city, state, zip } = application.property;
  return {
    applicationUuid: row.uuid,
    loanNumber: row.loanNumber,
    borrowerName: borrower?.profile ? fullName(borrower.profile) : conversation.customerName,
    email: borrower?.identity.email ?? conversation.customerEmail,
    state: row.state,
    stateLabel: situation.stage,
    nextStep: situation.nextStep ?? 'Nothing for the borrower to do right now',
    propertyAddress: [street1, street2, `${city}, ${state} ${zip}`].filter(Boolean).join(', '),
    amount: application.amount,
    aprPercent: application.rate,
    termYears: application.term,
    createdDate: application.auditFields.createdDate,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    openDocumentRequests: situation.documentRequest
      ? [
          {
            category: 'APPLICATION_STEP',
            header: situation.documentRequest,
            created: row.updatedAt.toISOString(),
          },
        ]
      : [],
  };
}
