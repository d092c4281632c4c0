import { randomUUID } from 'node:crypto';
import { replaySessionPath } from '@openheloc/domain';
import { testConfig } from '../../../src/config/config';
import { hashPassword } from '../../../src/modules/identity/password-hash';
import { createOpsUser } from '../../../src/modules/ops-users/ops-user-store';
import {
  borrowerClient,
  registerBorrower,
  type BorrowerFixture,
  type JourneyApp,
} from '../../../src/modules/application/test-support/journey-app';
import { TELEMETRY_SESSION } from '../../../src/modules/telemetry/test-support';
import { OPS_AUTH } from '../../test-app';
import { samplePdf } from '../../sample-files';
import { opsTokenFrom } from '../../../src/modules/ops-users/test-support/ops-sign-in';

/** Who calls in the access matrix. */
export const CALLERS = [
  'owner',
  'sameLender',
  'otherLender',
  'ops',
  'opsElsewhere',
  'nobody',
] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * Which credential a route takes, so each caller presents the one of that kind they hold:
 * a borrower's session, their own chat's conversation token, an operations user's session, or
 * the operations admin token of the flag API. `public` routes take none; callers still send
 * their borrower session, which must change nothing.
 */
export type CredentialKind = 'borrower' | 'conversation' | 'ops' | 'ops-token' | 'public';

type Party = BorrowerFixture & {
  orgCode: string;
  /** The live chat the borrower started, and its conversation token. */
  conversationId: string;
  conversationToken: string;
};

export type AccessWorld = {
  owner: Party & {
    chatbotConversationId: string;
    attachmentId: string;
    /** A message the owner sent in their live chat. */
    chatMessageId: string;
    contactId: string;
    conditionUuid: string;
    documentUuid: string;
    /** The notification the document request left the owner. */
    notificationUuid: string;
    /** A telemetry session the owner was signed in during, and its replay link. */
    telemetrySessionUuid: string;
    replayLink: string;
    email: string;
  };
  sameLender: Party;
  otherLender: Party;
  opsToken: string;
  /** An operations user serving only the other lender. */
  opsElsewhereToken: string;
};

const OPS_PASSWORD = 'Matrix-Ops-2026!x';

async function opsToken(journey: JourneyApp, roles: string[], orgCodes: string[]) {
  const email = `${randomUUID()}@lender.example`;
  await createOpsUser(
    journey.workflow.db,
    { email, name: 'Morgan Matrix', roles: roles as never, orgCodes },
    { hash: await hashPassword(OPS_PASSWORD) },
  );
  const res = await journey.app.inject({
    method: 'POST',
    url: '/ops/api/v1/auth/login',
    payload: { email, password: OPS_PASSWORD },
    remoteAddress: '198.51.100.7',
  });
  if (res.statusCode !== 200) throw new Error(`ops login failed: ${res.body}`);
  return await opsTokenFrom(journey.app, res);
}

async function party(journey: JourneyApp, orgCode: string, lastName: string): Promise<Party> {
  const borrower = await registerBorrower(journey, { lastName, orgCode });
  const headers = { authorization: `Bearer ${borrower.token}`, 'x-org': orgCode };
  const nonce = await journey.app.inject({
    method: 'POST',
    url: '/service-csp/customer/secure/api/v1/webchat/authenticate',
    headers,
  });
  const chat = await journey.app.inject({
    method: 'POST',
    url: '/service-csp/external/api/v1/twilio/initWebChat',
    headers: { 'x-org': orgCode },
    payload: {
      friendlyName: `Pat ${lastName}`,
      emailAddress: `${lastName.toLowerCase()}@example.com`,
      nonce: nonce.json<{ nonce: string }>().nonce,
      applicationUuid: borrower.applicationUuid,
    },
  });
  if (chat.statusCode !== 200) throw new Error(`initWebChat failed: ${chat.body}`);
  const { omniProxyChannelId, token } = chat.json<{ omniProxyChannelId: string; token: string }>();
  return { ...borrower, orgCode, conversationId: omniProxyChannelId, conversationToken: token };
}

/**
 * The matrix's cast on one journey app: the owner with one of everything an id can name (an
 * application, a chat and its attachment, a chatbot conversation, a document request and its
 * document), a borrower of the same lender and one of another lender with their own, and two
 * operations users, one serving every lender and one serving only the other.
 */
export async function createAccessWorld(journey: JourneyApp): Promise<AccessWorld> {
  const otherOrg = journey.workflow.organizations
    .all()
    .find((org) => org.orgCode !== journey.orgCode)?.orgCode;
  if (!otherOrg) throw new Error('the lender data needs a second organisation');
  const owner = await party(journey, journey.orgCode, 'Matrixowner');
  const sameLender = await party(journey, journey.orgCode, 'Samelender');
  const otherLender = await party(journey, otherOrg, 'Otherlender');
  const ops = await opsToken(journey, ['ADMIN', 'UNDERWRITER', 'CHAT_AGENT', 'NOTARY'], ['*']);
  const opsElsewhere = await opsToken(
    journey,
    ['ADMIN', 'UNDERWRITER', 'CHAT_AGENT', 'NOTARY'],
    [otherOrg],
  );

  const asOwner = { authorization: `Bearer ${owner.conversationToken}` };
  const attachment = await journey.app.inject({
    method: 'POST',
    url: `/service-omni-proxy/insecure/api/v1/conversations/${owner.conversationId}/attachments`,
    headers: asOwner,
    payload: {
      fileName: 'statement.pdf',
      contentBase64: samplePdf('Statement').toString('base64'),
    },
  });
  const message = await journey.app.inject({
    method: 'POST',
    url: `/service-omni-proxy/insecure/api/v1/conversations/${owner.conversationId}/messages`,
    headers: asOwner,
    payload: { body: 'Hello from the matrix' },
  });
  const info = await journey.app.inject({
    method: 'POST',
    url: '/service-csp/external/api/v1/twilio/web-chat-info',
    payload: { omniProxyChannelId: owner.conversationId },
  });
  const chatbot = await journey.app.inject({
    method: 'POST',
    url: '/service-chat-chatbot/external/api/v1/message/chatWithAutobot',
    headers: { authorization: `Bearer ${owner.token}` },
    payload: { message: 'What is a HELOC?', applicationId: owner.applicationUuid },
  });
  const condition = await journey.app.inject({
    method: 'POST',
    url: `/ops/api/v1/applications/${owner.applicationUuid}/conditions`,
    headers: { authorization: `Bearer ${ops}` },
    payload: { categoryEnum: 'PROPERTY_LEGAL_DESCRIPTION', numDocsRequired: 1 },
  });
  const conditionUuid = condition.json<{ uuid: string }>().uuid;
  const documentUuid = await borrowerClient(journey, owner).uploadImage('BANK_STATEMENT');
  const answered = await journey.app.inject({
    method: 'POST',
    url: `/service-conditions/external/api/v1/applications/${owner.applicationUuid}/conditions/${conditionUuid}/documents`,
    headers: { authorization: `Bearer ${owner.token}` },
    payload: { documentUuids: [documentUuid] },
  });
  // An agent takes the chat, so that its satisfaction survey exists.
  const claimed = await journey.app.inject({
    method: 'POST',
    url: `/ops/api/v1/chat/conversations/${owner.conversationId}/claim`,
    headers: { authorization: `Bearer ${ops}` },
  });
  const session = await journey.app.inject({
    method: 'POST',
    url: '/ft/heloc/session',
    headers: { 'x-org': owner.orgCode },
    payload: TELEMETRY_SESSION,
  });
  const telemetrySessionUuid = session.json<{ sessionKey: { uuid: string } }>().sessionKey.uuid;
  const pageView = await journey.app.inject({
    method: 'POST',
    url: '/ft/heloc/event',
    headers: { authorization: `Bearer ${owner.token}`, 'x-org': owner.orgCode },
    payload: {
      domain: 'localhost',
      queryParams: {},
      pagePath: `/account/heloc/${owner.applicationUuid}/dashboard`,
      event: 'PAGE_VIEW',
      eventType: 'PAGE_VIEW',
      productType: 'HELOC',
      sessionKey: session.json<{ sessionKey: object }>().sessionKey,
      applicationUuid: owner.applicationUuid,
    },
  });
  const results = {
    attachment,
    message,
    info,
    chatbot,
    condition,
    answered,
    claimed,
    session,
    pageView,
  };
  for (const [name, res] of Object.entries(results)) {
    if (res.statusCode >= 300) throw new Error(`${name} failed: ${res.statusCode} ${res.body}`);
  }
  const notifications = await journey.app.inject({
    url: '/service-notifications/api/v1/notifications',
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const [notification] = notifications.json<{ notifications: { uuid: string }[] }>().notifications;
  if (!notification) throw new Error(`no notification for the owner: ${notifications.body}`);
  return {
    owner: {
      ...owner,
      email: 'matrixowner@example.com',
      attachmentId: attachment.json<{ id: string }>().id,
      chatMessageId: message.json<{ id: string }>().id,
      contactId: info.json<{ contactId: string }>().contactId,
      chatbotConversationId: chatbot.json<{ conversationId: string }>().conversationId,
      conditionUuid,
      documentUuid,
      notificationUuid: notification.uuid,
      telemetrySessionUuid,
      replayLink: `${testConfig().appBaseUrl}${replaySessionPath(telemetrySessionUuid)}`,
    },
    sameLender,
    otherLender,
    opsToken: ops,
    opsElsewhereToken: opsElsewhere,
  };
}

/** The headers `caller` sends to a route taking `kind` of credential. */
export function credentialsOf(
  world: AccessWorld,
  caller: Caller,
  kind: CredentialKind,
): Record<string, string> {
  if (caller === 'nobody') return {};
  if (caller === 'ops' || caller === 'opsElsewhere') {
    if (kind === 'ops-token') return caller === 'ops' ? OPS_AUTH : {};
    const token = caller === 'ops' ? world.opsToken : world.opsElsewhereToken;
    return { authorization: `Bearer ${token}` };
  }
  const party = world[caller];
  const token = kind === 'conversation' ? party.conversationToken : party.token;
  return { authorization: `Bearer ${token}`, 'x-org': party.orgCode };
}
