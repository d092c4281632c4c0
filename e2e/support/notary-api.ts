import type { APIRequestContext, Page } from '@playwright/test';
import WebSocket from 'ws';
import { HELOC, type Borrower } from './borrowers';
import { expect } from './fixtures';
import { opsAuthorization, OPS_USERS } from './ops';

/** The sandbox notary's bearer credential, signed in through the operations API. */
export function notaryAuthorization(request: APIRequestContext): Promise<string> {
  return opsAuthorization(request, OPS_USERS.notary);
}

/** What the sandbox notary writes into the acknowledgment: county and a current commission. */
export const NOTARY_ACKNOWLEDGMENT = {
  county: 'Denver',
  commissionNumber: '20264012345',
  commissionExpires: '2030-06-30',
} as const;

/**
 * The notary completes the notarization in their room: the confirmation asks for the county and
 * the commission the acknowledgment states, then completes it.
 */
export async function completeNotarizationInRoom(notary: Page) {
  await notary.getByRole('button', { name: 'Complete notarization' }).click();
  const dialog = notary.getByRole('dialog', { name: 'Complete the notarization?' });
  await dialog.getByLabel('County where you are notarizing').fill(NOTARY_ACKNOWLEDGMENT.county);
  await dialog.getByLabel('Your commission number').fill(NOTARY_ACKNOWLEDGMENT.commissionNumber);
  await dialog.getByLabel('Your commission expires').fill(NOTARY_ACKNOWLEDGMENT.commissionExpires);
  await dialog.getByRole('button', { name: 'Complete notarization' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The notarization through the API, for tests about later steps: the borrower opens their
 * eNotary room (a socket, as the session screen does), the sandbox notary completes it.
 */
export async function notarizeByApi(request: APIRequestContext, borrower: Borrower) {
  const ticket = await request.post(`${HELOC}/${borrower.uuid}/notary/room-ticket`, {
    headers: { authorization: borrower.authorization },
  });
  expect(ticket.status(), await ticket.text()).toBe(200);
  const { ticket: value, socketPath } = (await ticket.json()) as {
    ticket: string;
    socketPath: string;
  };
  // The server that issued the ticket (the shared one, or a spec's own).
  const socket = new WebSocket(new URL(socketPath, ticket.url().replace(/^http/, 'ws')));
  await new Promise<void>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'join', ticket: value })));
    socket.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type: string }).type === 'joined') resolve();
    });
  });
  const done = await request.post(`/ops/api/v1/notary/sessions/${borrower.uuid}/complete`, {
    headers: { authorization: await notaryAuthorization(request) },
    data: NOTARY_ACKNOWLEDGMENT,
  });
  socket.close();
  expect(done.status(), await done.text()).toBe(200);
}
