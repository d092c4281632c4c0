import { z } from 'zod';
import { TEXT_FIELD_MAX_LENGTH } from '../constants/field-limits';
import { zPhoneNumber } from '../validation/contact';
import { VALIDATION_MESSAGES as M } from '../validation/messages';

/**
 * A message to operations, or a request for a call back: from the Support page, or from the
 * chatbot when no agent is on duty. Operations answer each from the console; the answer is
 * e-mailed to the borrower.
 */
export const SUPPORT_REQUEST_KINDS = ['MESSAGE', 'CALLBACK'] as const;
export const zSupportRequestKind = z.enum(SUPPORT_REQUEST_KINDS, { error: M.required });
export type SupportRequestKind = z.infer<typeof zSupportRequestKind>;

export const SUPPORT_REQUEST_SOURCES = ['CONTACT_PAGE', 'CHATBOT'] as const;
export const zSupportRequestSource = z.enum(SUPPORT_REQUEST_SOURCES);
export type SupportRequestSource = z.infer<typeof zSupportRequestSource>;

export const SUPPORT_MESSAGE_MAX_LENGTH = 2_000;
export const SUPPORT_MESSAGE_TOO_LONG = 'Cannot be more than 2,000 characters';
export const SUPPORT_PHONE_FOR_CALLBACK = 'Please enter the number we should call';
/** The support requests' budget per address (decision 0037), in the chat budgets' words. */
export const SUPPORT_REQUEST_TOO_MANY =
  'Too many messages have been sent from your network. Please try again later.';

const zRequiredText = (max: number, tooLong: string) =>
  z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required, abort: true })
    .max(max, { error: tooLong });

const zSupportEmail = z
  .string({ error: M.required })
  .trim()
  .min(1, { error: M.required, abort: true })
  .max(TEXT_FIELD_MAX_LENGTH, { error: M.tooLong, abort: true })
  .pipe(z.email({ error: M.emailInvalid }));

/** The form's fields; a call back needs the number to call, a message does not. */
export const zSupportRequestForm = z
  .object({
    kind: zSupportRequestKind,
    name: zRequiredText(TEXT_FIELD_MAX_LENGTH, M.tooLong),
    emailAddress: zSupportEmail,
    phoneNumber: z.string().trim().max(20, { error: M.phoneInvalid }).default(''),
    message: zRequiredText(SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_MESSAGE_TOO_LONG),
  })
  .superRefine((form, context) => {
    if (form.kind === 'CALLBACK' && form.phoneNumber === '') {
      context.addIssue({
        code: 'custom',
        path: ['phoneNumber'],
        message: SUPPORT_PHONE_FOR_CALLBACK,
      });
      return;
    }
    if (form.phoneNumber === '') return;
    const phone = zPhoneNumber.safeParse(form.phoneNumber);
    if (!phone.success) {
      const message = phone.error.issues[0]?.message ?? M.phoneInvalid;
      context.addIssue({ code: 'custom', path: ['phoneNumber'], message });
    }
  });
export type SupportRequestForm = z.output<typeof zSupportRequestForm>;
export type SupportRequestFormInput = z.input<typeof zSupportRequestForm>;

/** Body of POST /service-csp/external/api/v1/support/requests. */
export const zSupportRequestBody = zSupportRequestForm.safeExtend({
  source: zSupportRequestSource,
  /** The asker's application (it must be their own); from a signed-in page. */
  applicationUuid: z.uuid().optional(),
  /** The chatbot conversation the request continues: operations read its transcript. */
  chatbotConversationId: z.uuid().optional(),
  pathname: z.string().max(2_000).default(''),
});
export type SupportRequestBody = z.output<typeof zSupportRequestBody>;

export const zSupportRequestCreated = z.object({ uuid: z.uuid(), createdAt: z.iso.datetime() });

/** One line of the chatbot transcript a request carries. */
export const zSupportTranscriptLine = z.object({ question: z.string(), response: z.string() });

/** A request as operations read it. */
export const zSupportRequestView = z.object({
  uuid: z.uuid(),
  orgCode: z.string(),
  kind: zSupportRequestKind,
  source: zSupportRequestSource,
  name: z.string(),
  emailAddress: z.string(),
  phoneNumber: z.string().nullable(),
  message: z.string(),
  applicationUuid: z.uuid().nullable(),
  loanNumber: z.string().nullable(),
  pathname: z.string(),
  transcript: z.array(zSupportTranscriptLine),
  createdAt: z.iso.datetime(),
  answer: z.string().nullable(),
  answeredAt: z.iso.datetime().nullable(),
  answeredBy: z.string().nullable(),
});
export type SupportRequestView = z.infer<typeof zSupportRequestView>;

export const zSupportRequestList = z.object({ requests: z.array(zSupportRequestView) });

/** Operations' answer, e-mailed to the borrower. */
export const zSupportRequestAnswer = z.object({
  answer: zRequiredText(SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_MESSAGE_TOO_LONG),
});
export type SupportRequestAnswer = z.output<typeof zSupportRequestAnswer>;

export const SUPPORT_REQUEST_NOT_FOUND = 'Support request not found';
export const SUPPORT_REQUEST_ALREADY_ANSWERED = 'This request has already been answered';
export type SupportRequestList = z.infer<typeof zSupportRequestList>;
