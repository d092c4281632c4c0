import type { MessageTemplate, Organization } from '@openheloc/domain';
import type { OutgoingAttachment } from '../../providers/messaging/types';
import { brandedHtml, brandedText } from './templates/branded-layout';
import { calendarFile } from './templates/calendar-file';
import { MESSAGE_CONTENT } from './templates/message-content';

export type RenderedMessage = {
  subject: string;
  text: string;
  html: string;
  sms: string;
  attachments: OutgoingAttachment[];
};

export type RenderInput = {
  template: MessageTemplate;
  data: Record<string, string>;
  dedupeKey: string;
  org: Organization;
  /** The app's public address ("https://heloc.lender.example"); a link path is made absolute with it. */
  appBaseUrl: string;
  now: Date;
};

/** Subject, text, HTML and SMS line of a stored message, in the lender's branding. */
export function renderMessage(input: RenderInput): RenderedMessage {
  const link = absoluteLink(input.data.link ?? '', input.appBaseUrl);
  const content = MESSAGE_CONTENT[input.template]({
    data: input.data,
    brandName: input.org.brandName,
    link,
  });
  return {
    subject: content.subject,
    text: brandedText(input.org, content),
    html: brandedHtml(input.org, content),
    sms: `${content.sms} ${link}`,
    attachments: attachmentsOf(input, content.subject, link),
  };
}

function attachmentsOf(input: RenderInput, summary: string, link: string): OutgoingAttachment[] {
  if (input.template !== 'notary-booked') return [];
  const ics = calendarFile({
    uid: `${input.dedupeKey}@openheloc`,
    startsAt: new Date(input.data.startsAt ?? ''),
    endsAt: new Date(input.data.endsAt ?? ''),
    summary,
    description: `Your online notary appointment with ${input.org.brandName}: ${link}`,
    url: link,
    stampedAt: input.now,
  });
  return [{ filename: 'notary-appointment.ics', contentType: 'text/calendar', content: ics }];
}

function absoluteLink(link: string, appBaseUrl: string): string {
  if (!link.startsWith('/')) return link;
  return `${appBaseUrl.replace(/\/$/, '')}${link}`;
}
