import {
  applicationPath,
  cents,
  closingMoney,
  formatCents,
  formatRescissionDeadline,
  NOTARY_SLOT_MINUTES,
  paidToYouSentence,
  rescissionLastDayOf,
  type MessageTemplate,
} from '@openheloc/domain';
import { eq } from 'drizzle-orm';
import { notaryRooms } from '../../db/schema';
import type { ApplicationRow } from '../../db/rows';
import { APP_BASE } from '../../http/redirect-routes';
import type { DbTransaction } from '../../jobs';
import { recipientOf } from '../messages/recipient';
import { tellRecipient } from '../messages/tell-recipient';
import { pacificDateTime } from '../messages/templates/message-content';
import { createNotification } from '../notifications/notification-store';
import type { WorkflowEvent } from './transition-table';

type Announcement = {
  /** Null when the e-mail goes out elsewhere (each owner's notice of the right to cancel). */
  template: MessageTemplate | null;
  /** Told apart per occurrence when the event can happen again (a rebooked notary). */
  occurrence: string;
  data: Record<string, string>;
  title: string;
  description: string;
  cta: string;
};

type Moment = { event: WorkflowEvent; application: ApplicationRow; now: Date };

/**
 * The events the borrower hears about, with what the e-mail needs and what the notifications
 * menu says. An event not listed here is announced by neither.
 */
async function announcementOf(
  tx: DbTransaction,
  { event, application }: Moment,
): Promise<Announcement | null> {
  switch (event) {
    case 'PREQUAL_DECIDED': {
      const offers = application.underwriting?.offers ?? [];
      if (application.state !== 'OFFER_SELECTION' || offers.length === 0) return null;
      // The range the offer screen opens with: the smallest line to the largest on offer.
      const minAmount = formatCents(cents(Math.min(...offers.map((offer) => offer.minAmount))), 0);
      const maxAmount = formatCents(cents(Math.max(...offers.map((offer) => offer.maxAmount))), 0);
      return {
        template: 'prequalified',
        occurrence: '',
        data: { minAmount, maxAmount },
        title: 'You’re pre-qualified',
        description: `You’re pre-qualified for a line of credit from ${minAmount} up to ${maxAmount}.`,
        cta: 'See your offers',
      };
    }
    case 'SUBMIT':
      return {
        template: 'application-submitted',
        occurrence: '',
        data: {},
        title: 'Application submitted',
        description: 'We have your application and are reviewing it.',
        cta: 'View application',
      };
    case 'DOCUMENTS_READY':
      return {
        template: 'ready-to-sign',
        occurrence: '',
        data: {},
        title: 'Documents ready to sign',
        description: 'Your closing documents are ready for you to review and sign.',
        cta: 'Sign documents',
      };
    case 'SCHEDULE_NOTARY': {
      const [room] = await tx
        .select({ scheduledFor: notaryRooms.scheduledFor })
        .from(notaryRooms)
        .where(eq(notaryRooms.applicationUuid, application.uuid));
      if (!room?.scheduledFor) return null;
      const startsAt = room.scheduledFor;
      const endsAt = new Date(startsAt.getTime() + NOTARY_SLOT_MINUTES * 60_000);
      return {
        template: 'notary-booked',
        occurrence: startsAt.toISOString(),
        data: { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() },
        title: 'Notary appointment booked',
        description: `Your online notary appointment is on ${pacificDateTime(startsAt.toISOString())}.`,
        cta: 'View appointment',
      };
    }
    case 'NOTARIZE': {
      if (!application.rescissionEndsAt) return null;
      const deadline = application.rescissionEndsAt.toISOString();
      // The e-mail, with each owner's own notice attached, is sent by the notices' delivery job.
      return {
        template: null,
        occurrence: '',
        data: { deadline },
        title: 'Right to cancel',
        description: `You can cancel your line of credit until ${formatRescissionDeadline(rescissionLastDayOf(application.rescissionEndsAt))} (Pacific Time).`,
        cta: 'View application',
      };
    }
    case 'FUNDS_SETTLED': {
      if (!application.quote || !application.funding) return null;
      const paidToYou = paidToYouSentence(closingMoney(application.quote), 'paid');
      return {
        template: 'funded',
        occurrence: '',
        data: { paidToYou, accountLast4: application.funding.accountLast4 },
        title: 'Your line of credit is funded',
        description: `${paidToYou}, into your account ending ${application.funding.accountLast4}.`,
        cta: 'View line of credit',
      };
    }
    default:
      return null;
  }
}

/**
 * Writes the e-mail and the notification an event causes, in the transaction that records the
 * event (the application as it is after it): both commit with the event or neither does.
 */
export async function announce(tx: DbTransaction, moment: Moment): Promise<void> {
  const announcement = await announcementOf(tx, moment);
  if (!announcement) return;
  const { application, now, event } = moment;
  const recipient = await recipientOf(tx, application.identityUuid);
  if (!recipient) return;
  const key = [announcement.template ?? event, application.uuid, announcement.occurrence]
    .filter(Boolean)
    .join(':');
  const redirectPath = applicationPath(application.uuid, '');
  if (announcement.template) {
    await tellRecipient(tx, recipient, {
      template: announcement.template,
      data: {
        ...announcement.data,
        firstName: recipient.firstName || 'there',
        link: `${APP_BASE}${redirectPath}`,
      },
      dedupeKey: key,
      orgCode: application.orgCode,
    });
  }
  await createNotification(
    tx,
    {
      orgCode: application.orgCode,
      identityUuid: application.identityUuid,
      applicationUuid: application.uuid,
      title: announcement.title,
      description: announcement.description,
      ctas: [{ title: announcement.cta, redirectPath }],
      dedupeKey: key,
    },
    now,
  );
}
