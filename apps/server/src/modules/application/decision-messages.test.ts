import {
  DEV_MAILBOX_API_PATH,
  ecoaNotice,
  type HelocApplication,
  type MailboxAnswer,
} from '@openheloc/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationDocuments, outboxMessages } from '../../db/schema';
import { pdfPagesText } from '../documents/test-support';
import { borrowerClient, registerBorrower, useJourneyApp } from './test-support/journey-app';

describe('messages the decision promises', () => {
  const journey = useJourneyApp();

  const decided = async (lastName: string) => {
    const borrower = await registerBorrower(journey, { lastName });
    const client = borrowerClient(journey, borrower);
    await journey.drain();
    const application = (await client.application()).json<HelocApplication>();
    const mail = await journey.app.inject({
      url: DEV_MAILBOX_API_PATH,
      query: { to: `${borrower.identityUuid}@example.com` },
    });
    return { application, messages: mail.json<MailboxAnswer>().messages };
  };

  it('e-mails the pre-qualification the contact step promises, with the range the offer screen shows', async () => {
    const { application, messages } = await decided('Sample');
    expect(application.state).toBe('OFFER_SELECTION');
    const prequal = messages.filter((message) => message.subject.endsWith('pre-qualification'));
    expect(prequal).toHaveLength(1);
    const max = Math.max(...application.offers.map((offer) => offer.maxAmount));
    const dollars = `$${(max / 100).toLocaleString('en-US')}`;
    expect(prequal[0]?.text).toContain(`from $15,000 up to ${dollars}`);
    expect(prequal[0]?.links.some((link) => link.includes(application.uuid))).toBe(true);
  });

  it('e-mails a declined applicant the statement of credit denial as a PDF, and keeps it', async () => {
    const { application, messages } = await decided('Decline');
    expect(application.state).toBe('DECLINED');
    const notices = messages.filter((message) => message.subject.endsWith('our decision'));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.attachments).toEqual([
      {
        filename: `adverse_action_notice-${application.loanNumber}.pdf`,
        contentType: 'application/pdf',
      },
    ]);
    expect(messages.some((message) => message.subject.endsWith('pre-qualification'))).toBe(false);

    const kept = await journey.workflow.db
      .select()
      .from(applicationDocuments)
      .where(
        and(
          eq(applicationDocuments.applicationUuid, application.uuid),
          eq(applicationDocuments.type, 'ADVERSE_ACTION_NOTICE'),
        ),
      );
    expect(kept).toHaveLength(1);
    const text = (await pdfPagesText(kept[0]!.content!)).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Statement of credit denial');
    for (const reason of application.adverseActionReasons) expect(text).toContain(reason.reason);
    expect(text).toContain(`Your credit score ${application.creditScoreDisclosure?.score}`);
    // The default lender is a non-bank creditor: the FTC administers ECOA for it.
    expect(text).toContain(ecoaNotice('FTC').slice(-60));

    // The outbox names the kept document; running the jobs again sends nothing more.
    await journey.drain();
    const sent = await journey.workflow.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'adverse-action'));
    const mine = sent.filter((row) => row.data.loanNumber === application.loanNumber);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.data.documentUuid).toBe(kept[0]?.uuid);
  });
});
