import { notarySlots } from '@openheloc/domain';
import { GOOD_ACCOUNT } from '../../src/modules/application/test-support/walk-journey';
import type { AccessWorld, Caller, CredentialKind } from './support/access-world';

export type Expectation = Record<Caller, number>;

export type AccessRule = {
  /** The kind of credential the route takes; each caller presents the one they hold. */
  as: CredentialKind;
  /** Path values other than the owner's (see the matrix's defaults). */
  params?: (world: AccessWorld) => Record<string, string>;
  /** The body to send; by default one the route's schema accepts. */
  body?: (world: AccessWorld) => unknown;
  expect: Expectation;
};

/** The same answer whoever asks: a public route, or a body refused before anyone is asked. */
const everyone = (status: number): Expectation => ({
  owner: status,
  sameLender: status,
  otherLender: status,
  ops: status,
  opsElsewhere: status,
  nobody: status,
});

/** A borrower's own record: any other borrower is told it does not exist, anyone else 401. */
const ownersOnly = (owner: number): Expectation => ({
  owner,
  sameLender: 404,
  otherLender: 404,
  ops: 401,
  opsElsewhere: 401,
  nobody: 401,
});

/** A chat's own conversation token opens it; another chat's token is refused. */
const chatParticipantOnly = (owner: number): Expectation => ({
  owner,
  sameLender: 403,
  otherLender: 403,
  ops: 401,
  opsElsewhere: 401,
  nobody: 401,
});

/** The chat's customer: another chat's token is told there is no survey (404). */
const surveyTakerOnly = (owner: number): Expectation => ({
  owner,
  sameLender: 404,
  otherLender: 404,
  ops: 401,
  opsElsewhere: 401,
  nobody: 401,
});

/** Operations serving the owner's lender; one serving only another lender is told 404. */
const opsOnly = (ops: number): Expectation => ({
  owner: 401,
  sameLender: 401,
  otherLender: 401,
  ops,
  opsElsewhere: 404,
  nobody: 401,
});

const HELOC = '/service-application/api/v1/application/heloc/{uuid}';
const SIGNER = '/service-application/api/v1/heloc-signer';
/** Only an additional signer's session opens these: a borrower's gets 403, no session 401. */
const signersOnly: Expectation = {
  owner: 403,
  sameLender: 403,
  otherLender: 403,
  ops: 401,
  opsElsewhere: 401,
  nobody: 401,
};
const CHAT = '/service-omni-proxy/insecure/api/v1/conversations/{conversationId}';
const OPS_CHAT = '/ops/api/v1/chat/conversations/{conversationId}';
const OPS_NOTARY = '/ops/api/v1/notary/sessions/{uuid}';
const CONDITIONS = '/service-conditions/external/api/v1/applications/{uuid}/conditions';
const FLAGS = '/service-optimize/admin/api/v1/organizations/{orgCode}/features';

/** The first manual-notary slot on offer now, a time the scheduling accepts. */
const notaryTime = () => notarySlots(new Date())[0]?.startsAt;

/**
 * What each caller gets from each route that takes an id, called with the owner's ids (see
 * access-world.ts for the cast). Other callers go first, then the owner, each in this order, so
 * the owner's writes see what the refused calls left: nothing. One line per route of the OpenAPI
 * document; a route added without a line here fails the matrix.
 */
export const ACCESS_TABLE: Record<string, AccessRule> = {
  'GET /service-address/api/v1/typeahead/{text}': { as: 'public', expect: everyone(200) },
  'GET /service-krang-heloc/borrower/secure/api/v1/{uuid}/status': {
    as: 'borrower',
    expect: ownersOnly(200),
  },
  [`GET ${HELOC}`]: { as: 'borrower', expect: ownersOnly(200) },
  [`GET ${HELOC}/documents/{documentUuid}/content`]: { as: 'borrower', expect: ownersOnly(200) },
  // The owner's application is still being pre-qualified: the journey's writes wait (409).
  [`POST ${HELOC}/credit/ssn`]: {
    as: 'borrower',
    body: () => ({ ssn: '123-45-6789' }),
    expect: ownersOnly(409),
  },
  [`POST ${HELOC}/credit/retry`]: { as: 'borrower', expect: ownersOnly(409) },
  [`POST ${HELOC}/liens/confirm`]: { as: 'borrower', expect: ownersOnly(409) },
  [`PUT ${HELOC}/offer`]: { as: 'borrower', expect: ownersOnly(409) },
  [`PUT ${HELOC}/profile`]: { as: 'borrower', expect: ownersOnly(409) },
  [`PUT ${HELOC}/contact`]: {
    as: 'borrower',
    body: () => ({ phoneNumber: '(303) 555-0199' }),
    expect: ownersOnly(409),
  },
  [`POST ${HELOC}/consents`]: { as: 'borrower', expect: ownersOnly(409) },
  [`PUT ${HELOC}/hmda`]: {
    as: 'borrower',
    body: () => ({ ethnicity: 'DECLINED', race: ['DECLINED'], sex: 'DECLINED' }),
    expect: ownersOnly(409),
  },
  [`POST ${HELOC}/submit`]: { as: 'borrower', expect: ownersOnly(409) },
  [`POST ${HELOC}/income/link`]: { as: 'borrower', expect: ownersOnly(409) },
  [`POST ${HELOC}/income/paystubs`]: { as: 'borrower', expect: ownersOnly(409) },
  [`POST ${HELOC}/bank-accounts`]: {
    as: 'borrower',
    body: () => GOOD_ACCOUNT,
    expect: ownersOnly(409),
  },
  [`POST ${HELOC}/identity`]: { as: 'borrower', expect: ownersOnly(409) },
  [`GET ${HELOC}/signing`]: { as: 'borrower', expect: ownersOnly(200) },
  [`POST ${HELOC}/signing/consent`]: { as: 'borrower', expect: ownersOnly(409) },
  // The owner's document is an upload, not a closing document: not one to review or sign.
  [`GET ${HELOC}/signing/documents/{documentUuid}/content`]: {
    as: 'borrower',
    expect: ownersOnly(404),
  },
  [`POST ${HELOC}/signing/documents/{documentUuid}/signatures`]: {
    as: 'borrower',
    body: () => ({
      sha256: '0'.repeat(64),
      signature: { kind: 'TYPED', name: 'Matrix Owner' },
      location: { status: 'REFUSED' },
    }),
    expect: ownersOnly(409),
  },
  [`GET ${HELOC}/signing/documents/{documentUuid}/signed`]: {
    as: 'borrower',
    expect: ownersOnly(404),
  },
  [`GET ${HELOC}/signing/documents/{documentUuid}/notarized`]: {
    as: 'borrower',
    expect: ownersOnly(404),
  },
  // The text of a closing document: the owner's upload is none, so 404 for the owner too.
  [`GET ${HELOC}/signing/documents/{documentUuid}/rendition`]: {
    as: 'borrower',
    expect: ownersOnly(404),
  },
  // The E-SIGN disclosure's agreed copy: the owner's upload is no such record, so 404 for them too.
  [`GET ${HELOC}/signing/documents/{documentUuid}/agreed`]: {
    as: 'borrower',
    expect: ownersOnly(404),
  },
  // The text of a generated document (a notice, the summary): an upload has none.
  [`GET ${HELOC}/documents/{documentUuid}/rendition`]: {
    as: 'borrower',
    expect: ownersOnly(404),
  },
  [`POST ${HELOC}/notary/schedule`]: {
    as: 'borrower',
    body: () => ({ requestedTime: notaryTime() }),
    expect: ownersOnly(409),
  },
  [`GET ${HELOC}/notary/slots`]: { as: 'borrower', expect: ownersOnly(409) },
  [`POST ${HELOC}/notary/room-ticket`]: { as: 'borrower', expect: ownersOnly(409) },
  // Only the notary completes the notarization: the owner is refused too.
  [`POST ${HELOC}/notary/complete`]: { as: 'borrower', expect: ownersOnly(403) },
  [`POST ${OPS_NOTARY}/room-ticket`]: { as: 'ops', expect: opsOnly(409) },
  [`POST ${OPS_NOTARY}/complete`]: {
    as: 'ops',
    body: () => ({
      county: 'Denver',
      commissionNumber: '20264012345',
      commissionExpires: '2030-06-30',
    }),
    expect: opsOnly(409),
  },
  // The room's documents and IDs: the owner's application has no notary session open.
  [`GET ${OPS_NOTARY}/room-files`]: { as: 'ops', expect: opsOnly(409) },
  [`GET ${OPS_NOTARY}/room-files/{fileUuid}/content`]: {
    as: 'ops',
    params: (w) => ({ fileUuid: w.owner.documentUuid }),
    expect: opsOnly(409),
  },
  // Additional signers: the owner's application is not at a step where signers are added.
  [`GET ${HELOC}/signers`]: { as: 'borrower', expect: ownersOnly(200) },
  [`POST ${HELOC}/signers`]: {
    as: 'borrower',
    body: () => ({
      firstName: 'Margaret',
      lastName: 'Aldridge',
      email: 'margaret.matrix@example.com',
      phoneNumber: '(415) 555-0134',
      role: 'CO_DEEDER',
    }),
    expect: ownersOnly(409),
  },
  [`POST ${HELOC}/signers/{signerUuid}/invitation`]: {
    as: 'borrower',
    params: () => ({ signerUuid: '00000000-0000-4000-8000-000000000019' }),
    expect: ownersOnly(404),
  },
  [`POST ${OPS_NOTARY}/signers/{signerUuid}/complete`]: {
    as: 'ops',
    params: () => ({ signerUuid: '00000000-0000-4000-8000-000000000019' }),
    expect: opsOnly(409),
  },
  // A signer's own routes: a borrower's token is not a signer's.
  [`POST ${SIGNER}/me/conditions/{conditionUuid}/documents`]: {
    as: 'borrower',
    body: (w) => ({ documentUuids: [w.owner.documentUuid] }),
    expect: signersOnly,
  },
  [`GET ${SIGNER}/me/documents/{documentUuid}/content`]: { as: 'borrower', expect: signersOnly },
  // A signer's own signed copy: only a signer's session (the world's owner is no signer).
  [`GET ${SIGNER}/me/documents/{documentUuid}/signed`]: { as: 'borrower', expect: signersOnly },
  [`GET ${SIGNER}/me/documents/{documentUuid}/rendition`]: { as: 'borrower', expect: signersOnly },
  [`GET ${SIGNER}/me/documents/{documentUuid}/notarized`]: { as: 'borrower', expect: signersOnly },
  [`POST ${SIGNER}/me/documents/{documentUuid}/signatures`]: {
    as: 'borrower',
    body: () => ({
      sha256: '0'.repeat(64),
      signature: { kind: 'TYPED', name: 'Matrix Owner' },
      location: { status: 'REFUSED' },
    }),
    expect: signersOnly,
  },
  [`POST ${HELOC}/insurance`]: { as: 'borrower', expect: ownersOnly(409) },
  [`POST ${HELOC}/value-estimate`]: { as: 'borrower', expect: ownersOnly(409) },
  [`GET ${HELOC}/income`]: { as: 'borrower', expect: ownersOnly(200) },
  [`POST ${HELOC}/income/link-sessions`]: { as: 'borrower', expect: ownersOnly(409) },
  // The owner has no link session: {sessionUuid} is one nobody holds.
  [`GET ${HELOC}/income/link-sessions/{sessionUuid}`]: { as: 'borrower', expect: ownersOnly(404) },
  [`POST ${HELOC}/income/link-sessions/{sessionUuid}/sign-in`]: {
    as: 'borrower',
    expect: ownersOnly(404),
  },
  [`POST ${HELOC}/income/link-sessions/{sessionUuid}/consent`]: {
    as: 'borrower',
    expect: ownersOnly(404),
  },
  [`PATCH /service-application/api/v3/application/heloc/{uuid}/experiments`]: {
    as: 'borrower',
    body: (w) => ({
      appUuid: w.owner.applicationUuid,
      experiments: [{ name: 'matrix-test', variation: 'b' }],
    }),
    expect: ownersOnly(200),
  },
  // The owner's own session's replay link; another borrower is told the application is not theirs.
  [`PUT ${HELOC}/full-story-link`]: {
    as: 'borrower',
    body: (w) => ({ link: w.owner.replayLink }),
    expect: ownersOnly(200),
  },
  'GET /ops/api/v1/applications/{uuid}/session-replays': { as: 'ops', expect: opsOnly(200) },
  'GET /ops/api/v1/telemetry/sessions/{sessionUuid}': {
    as: 'ops',
    params: (w) => ({ sessionUuid: w.owner.telemetrySessionUuid }),
    expect: opsOnly(200),
  },
  [`GET ${CONDITIONS}/external-applicants`]: { as: 'borrower', expect: ownersOnly(200) },
  // The operations pass (below) cancelled the owner's document request before the owner's turn.
  [`POST ${CONDITIONS}/{conditionUuid}/documents`]: {
    as: 'borrower',
    body: (w) => ({ documentUuids: [w.owner.documentUuid] }),
    expect: ownersOnly(409),
  },
  [`POST ${CONDITIONS}/{conditionUuid}/phone-number`]: {
    as: 'borrower',
    body: () => ({ phoneNumber: '(303) 555-0199' }),
    expect: ownersOnly(409),
  },
  // Not multipart: the owner is told so (400), anyone else that the application is not theirs.
  'POST /service-documents/api/v1/applications/{uuid}/documents': {
    as: 'borrower',
    expect: ownersOnly(400),
  },
  // The owner's application has no notice of the right to cancel yet (not notarized).
  [`POST ${HELOC}/rescission-notice/acknowledgment`]: { as: 'borrower', expect: ownersOnly(409) },
  // Last of the owner's application: after it every write of theirs is refused.
  [`POST ${HELOC}/cancel`]: { as: 'borrower', expect: ownersOnly(200) },

  // The chat was ended by the operations pass (below) before the owner's turn.
  [`GET ${CHAT}/messages`]: { as: 'conversation', expect: chatParticipantOnly(200) },
  [`GET ${CHAT}/messages/{messageId}`]: { as: 'conversation', expect: chatParticipantOnly(200) },
  [`POST ${CHAT}/messages`]: {
    as: 'conversation',
    body: () => ({ body: 'Hello', clientMessageId: 'matrix-1' }),
    expect: chatParticipantOnly(409),
  },
  [`POST ${CHAT}/attachments`]: { as: 'conversation', expect: chatParticipantOnly(409) },
  [`GET ${CHAT}/attachments/{attachmentId}`]: {
    as: 'conversation',
    expect: chatParticipantOnly(200),
  },
  [`POST ${CHAT}/typing`]: { as: 'conversation', expect: chatParticipantOnly(204) },
  [`POST ${CHAT}/end`]: { as: 'conversation', expect: chatParticipantOnly(200) },
  // The chatbot's history: a borrower's own; another lender's session is not valid here (404).
  'GET /service-chat-chatbot/external/api/v1/message/getChatHistory/{conversationId}': {
    as: 'borrower',
    params: (w) => ({ conversationId: w.owner.chatbotConversationId }),
    expect: { ...everyone(403), owner: 200, otherLender: 404 },
  },
  // The survey is the chat's customer's: their conversation token opens it, another chat's
  // token finds no survey, and no token (or a session of another kind) is refused.
  'GET /service-csp/external/api/v1/survey/{contactId}': {
    as: 'conversation',
    expect: surveyTakerOnly(200),
  },
  'POST /service-csp/external/api/v1/survey/{contactId}': {
    as: 'conversation',
    expect: surveyTakerOnly(200),
  },

  [`POST ${OPS_CHAT}/claim`]: { as: 'ops', expect: opsOnly(409) },
  [`GET ${OPS_CHAT}`]: { as: 'ops', expect: opsOnly(200) },
  // No support request has the application's id: operations are told it does not exist.
  'POST /ops/api/v1/support/requests/{uuid}/answer': {
    as: 'ops',
    body: () => ({ answer: 'Thanks for writing.' }),
    expect: opsOnly(404),
  },
  [`GET ${OPS_CHAT}/application`]: { as: 'ops', expect: opsOnly(200) },
  [`POST ${OPS_CHAT}/messages`]: {
    as: 'ops',
    body: () => ({ body: 'Hello from operations', clientMessageId: 'matrix-ops-1' }),
    expect: opsOnly(200),
  },
  [`POST ${OPS_CHAT}/attachments`]: {
    as: 'ops',
    body: () => ({ fileName: 'note.txt', contentBase64: Buffer.from('note').toString('base64') }),
    expect: opsOnly(201),
  },
  [`POST ${OPS_CHAT}/typing`]: { as: 'ops', body: () => ({ typing: true }), expect: opsOnly(204) },
  [`POST ${OPS_CHAT}/end`]: { as: 'ops', expect: opsOnly(200) },
  'GET /ops/api/v1/applications/{uuid}/signers': { as: 'ops', expect: opsOnly(200) },
  'POST /ops/api/v1/applications/{uuid}/conditions': {
    as: 'ops',
    body: () => ({ categoryEnum: 'PROPERTY_LEGAL_DESCRIPTION', numDocsRequired: 1 }),
    expect: opsOnly(201),
  },
  'GET /ops/api/v1/applications/{uuid}/documents/{documentUuid}/content': {
    as: 'ops',
    expect: opsOnly(200),
  },
  'GET /ops/api/v1/conditions/{conditionUuid}/documents/{documentUuid}': {
    as: 'ops',
    expect: opsOnly(200),
  },
  'POST /service-notifications/api/v1/notifications/{uuid}/read': {
    as: 'borrower',
    params: (w) => ({ uuid: w.owner.notificationUuid }),
    expect: ownersOnly(204),
  },
  'POST /ops/api/v1/conditions/{conditionUuid}/return': { as: 'ops', expect: opsOnly(200) },
  'POST /ops/api/v1/conditions/{conditionUuid}/clear': { as: 'ops', expect: opsOnly(409) },
  'POST /ops/api/v1/conditions/{conditionUuid}/cancel': { as: 'ops', expect: opsOnly(200) },
  'GET /ops/api/v1/hours/organizations/{orgCode}/{department}': {
    as: 'ops',
    expect: { ...opsOnly(200), opsElsewhere: 403 },
  },
  'PUT /ops/api/v1/hours/organizations/{orgCode}/{department}': {
    as: 'ops',
    body: () => ({
      days: [1, 2, 3, 4, 5, 6, 7].map((weekdayValue) => ({
        weekdayValue,
        isOpen: weekdayValue < 6,
        startTime: '09:00',
        endTime: '17:00',
      })),
    }),
    expect: { ...opsOnly(200), opsElsewhere: 403 },
  },
  'PUT /ops/api/v1/provider-budgets/{orgCode}': {
    as: 'ops',
    body: () => ({ callsPerDay: 5000 }),
    expect: { ...opsOnly(200), opsElsewhere: 403 },
  },
  // The flag admin API takes the operations token (OPS_API_TOKEN), not a person's session.
  [`GET ${FLAGS}`]: { as: 'ops-token', expect: { ...everyone(401), ops: 200 } },
  [`PUT ${FLAGS}/{key}`]: {
    as: 'ops-token',
    body: () => ({ enabled: false }),
    expect: { ...everyone(401), ops: 200 },
  },
  [`DELETE ${FLAGS}/{key}`]: { as: 'ops-token', expect: { ...everyone(401), ops: 200 } },

  'POST /service-optimize/{context}/api/v1/feature': { as: 'public', expect: everyone(400) },
  'POST /service-optimize/{context}/api/v1/features': { as: 'public', expect: everyone(200) },
  'POST /service-optimize/{context}/api/v2/decision': { as: 'public', expect: everyone(200) },
  'GET /service-operating-hours/external/api/v1/hours/{department}/openStatus': {
    as: 'public',
    expect: everyone(200),
  },
  'GET /service-operating-hours/external/api/v1/hours/{department}/week': {
    as: 'public',
    expect: everyone(200),
  },
  'GET /service-operating-hours/external/api/v1/hours/{department}': {
    as: 'public',
    expect: everyone(200),
  },
  'GET /service-organization/api/v1/organizations/{orgCode}/logo.svg': {
    as: 'public',
    expect: everyone(200),
  },
  'GET /service-lead-portal/api/lo/{loanOriginatorUuid}': {
    as: 'public',
    params: () => ({ loanOriginatorUuid: 'a1f3c2d4-5b6e-4f70-8a91-b2c3d4e5f601' }),
    expect: everyone(200),
  },
  // No such account: every caller gets the wrong-credentials answer.
  'POST /identity-broker/{audience}/api/v3/login': {
    as: 'public',
    params: () => ({ audience: 'agent' }),
    expect: everyone(401),
  },
  // 'self': each signed-in borrower gets their own user, whatever lender they are at.
  'GET /identity-broker/{audience}/secure/api/v3/self/figureinfo': {
    as: 'borrower',
    params: () => ({ audience: 'customer' }),
    expect: {
      owner: 200,
      sameLender: 200,
      otherLender: 200,
      ops: 401,
      opsElsewhere: 401,
      nobody: 401,
    },
  },
  // An unknown audience is refused before anyone is asked (a real logout would end the session
  // the matrix goes on with).
  'POST /identity-broker/{audience}/secure/api/v3/logout': {
    as: 'borrower',
    params: () => ({ audience: 'partner' }),
    expect: everyone(400),
  },
  'POST /ft/{context}/session': { as: 'public', expect: everyone(201) },
  'POST /ft/{context}/event': { as: 'public', expect: everyone(400) },
};

/**
 * Routes that take no id, with the credential they take (the fuzz sends the owner's), so that a
 * new route of any kind must be placed in one list or the other.
 */
export const ROUTES_WITHOUT_ID: Record<string, CredentialKind> = {
  'GET /api/health': 'public',
  'GET /api/dev/mailbox': 'public',
  'GET /service-application/api/v1/application/heloc/all': 'borrower',
  'GET /service-application/api/v1/application/heloc/co-deed/status': 'borrower',
  'GET /service-application/api/v3/application/heloc/optermizerly-profile': 'borrower',
  'POST /service-application/api/v1/heloc-signer/invitations/preview': 'public',
  'POST /service-application/api/v1/heloc-signer/invitations/accept': 'public',
  'GET /service-application/api/v1/heloc-signer/me': 'borrower',
  'POST /service-application/api/v1/heloc-signer/me/consent': 'borrower',
  'POST /service-application/api/v1/heloc-signer/me/notary/room-ticket': 'borrower',
  'GET /service-application/api/v1/heloc-signer/me/conditions': 'borrower',
  'POST /service-application/api/v1/heloc-signer/me/uploads': 'borrower',
  'POST /service-application/api/v1/heloc-signer/me/documents': 'borrower',
  'POST /service-application/api/v1/heloc-signer/me/identity': 'borrower',
  'POST /service-application/api/v1/heloc-signer/me/credit': 'borrower',
  'POST /service-application/api/v1/heloc-signer/me/rescission-notice/acknowledgment': 'borrower',
  'POST /service-application/api/v1/heloc-signer/me/cancel': 'borrower',
  'PATCH /service-application/api/v3/application/heloc/optermizerly-profile': 'borrower',
  'POST /service-csp/external/api/v1/twilio/initWebChat': 'public',
  'POST /service-omni-proxy/insecure/api/v1/stream/init-web-chat': 'public',
  'POST /service-csp/external/api/v1/twilio/refreshToken': 'public',
  'POST /service-csp/external/api/v1/twilio/web-chat-info': 'public',
  'POST /service-csp/customer/secure/api/v1/webchat/authenticate': 'borrower',
  'PUT /service-csp/customer/secure/api/v1/webchat/refresh': 'borrower',
  'GET /service-csp/external/api/v1/webchat/link-hosts': 'public',
  'GET /ops/api/v1/chat/queue': 'ops',
  'GET /ops/api/v1/chat/surveys': 'ops',
  'POST /service-chat-chatbot/external/api/v1/message/chatWithAutobot': 'borrower',
  'POST /service-chat-chatbot/external/api/v1/message/setChatReplyUsedWithFeedback': 'borrower',
  'GET /ops/api/v1/conditions': 'ops',
  'GET /ops/api/v1/provider-budgets': 'ops',
  'GET /ops/api/v1/notary/sessions': 'ops',
  'GET /ops/api/v1/applications': 'ops',
  'POST /identity/api/v1/registration/register': 'public',
  'POST /identity/api/v1/login': 'public',
  'POST /identity/secure/api/v1/logout': 'borrower',
  'GET /identity/secure/api/v1/identity': 'borrower',
  'GET /identity/secure/api/v1_1/identity': 'borrower',
  'POST /ops/api/v1/auth/login': 'public',
  // The second step of a sign-in takes the password step's challenge, no session.
  'POST /identity/api/v1/login/second-factor': 'public',
  'POST /ops/api/v1/auth/second-factor': 'public',
  'POST /ops/api/v1/auth/second-factor/setup': 'public',
  'POST /ops/api/v1/auth/second-factor/setup/confirm': 'public',
  'PUT /ops/api/v1/auth/password': 'ops',
  'GET /service-profile/api/v1/profile/two-factor': 'borrower',
  'POST /service-profile/api/v1/profile/two-factor/setup': 'borrower',
  'POST /service-profile/api/v1/profile/two-factor/confirm': 'borrower',
  'POST /service-profile/api/v1/profile/two-factor/recovery-codes': 'borrower',
  'POST /service-profile/api/v1/profile/two-factor/disable': 'borrower',
  'POST /ops/api/v1/auth/password-reset/request': 'public',
  'POST /identity/api/v1/password-reset/request': 'public',
  'POST /identity/api/v1/password-reset/check': 'public',
  'POST /identity/api/v1/password-reset/complete': 'public',
  'GET /service-notifications/api/v1/notifications': 'borrower',
  'POST /service-notifications/api/v1/notifications/read': 'borrower',
  'POST /ops/api/v1/auth/logout': 'ops',
  'GET /ops/api/v1/auth/me': 'ops',
  'GET /service-profile/api/v1/profile': 'borrower',
  'POST /service-profile/api/v1/feedback/ceo': 'borrower',
  'GET /ops/api/v1/feedback/ceo': 'ops',
  'GET /ops/api/v1/experiments/conversions': 'ops',
  'POST /service-csp/external/api/v1/support/requests': 'public',
  'GET /ops/api/v1/support/requests': 'ops',
  'GET /service-profile/api/v1/profile/settings': 'borrower',
  'PUT /service-profile/api/v1/profile/email': 'borrower',
  'PUT /service-profile/api/v1/profile/phone-number': 'borrower',
  'PUT /service-profile/api/v1/profile/password': 'borrower',
  // The broker's list; a borrower's credential is refused (403).
  'GET /identity-broker/agent/secure/api/v3/applications': 'borrower',
  'GET /service-wallet/secure/api/v4/account/access': 'borrower',
  'GET /service-wallet/secure/api/v4/account': 'borrower',
  'GET /service-organization/api/v1/organization': 'public',
  'GET /service-application/external/api/v1/heloc/state-licenses': 'public',
  // The sandbox clock, outside production only, takes the operations token.
  'GET /service-optimize/admin/api/v1/sandbox/clock': 'ops-token',
  'POST /service-optimize/admin/api/v1/sandbox/clock/advance': 'ops-token',
};
