import { expect, type APIRequestContext } from '@playwright/test';
import { DEV_MAILBOX_API_PATH, zMailboxAnswer } from '@openheloc/domain';

export type ReceivedMessage = {
  subject: string;
  text: string;
  links: string[];
  attachments: { filename: string; contentType: string }[];
};

/**
 * The newest message the development mailbox holds for `email` (optionally with a subject
 * containing `subjectContains`), polled until it arrives: the outbox worker delivers shortly
 * after the event that wrote it.
 */
export async function latestMessageTo(
  request: APIRequestContext,
  email: string,
  options: { subjectContains?: string; timeoutMs?: number } = {},
): Promise<ReceivedMessage> {
  let found: ReceivedMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(DEV_MAILBOX_API_PATH, { params: { to: email } });
        if (!response.ok()) return false;
        const { messages } = zMailboxAnswer.parse(await response.json());
        const match = messages.find(
          (message) =>
            !options.subjectContains || message.subject.includes(options.subjectContains),
        );
        if (match) {
          const { subject, text, links, attachments } = match;
          found = { subject, text, links, attachments };
        }
        return found !== undefined;
      },
      {
        message: `a message to ${email}${options.subjectContains ? ` about "${options.subjectContains}"` : ''}`,
        timeout: options.timeoutMs ?? 15_000,
      },
    )
    .toBe(true);
  if (!found) throw new Error(`No message to ${email}`);
  return found;
}
