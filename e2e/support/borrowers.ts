import { randomUUID } from 'node:crypto';
import { FIXTURE_PASSWORD, registrationFixture } from '@openheloc/domain/testing/registration';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { samplePng } from '../../apps/server/test/sample-files';

/** Borrowers made through the API as the browser makes them, and moved on as its screens do. */

export const HELOC = '/service-application/api/v1/application/heloc';
export const STATUS_ROUTE = '**/service-krang-heloc/borrower/secure/api/v1/*/status';
export const statusPath = (uuid: string) =>
  `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`;
export const BORROWER_PASSWORD = FIXTURE_PASSWORD;

export interface Borrower {
  uuid: string;
  /** 'Bearer <jwt>', as the app stores it and sends it. */
  authorization: string;
  email: string;
  /** The legal name registered: what a typed signature must be. */
  name: string;
}

export interface Status {
  state: string;
  waiting: boolean;
}

export interface Offer {
  id: string;
  minAmount: number;
}

export interface PropertyAddress {
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
}

export const SPRINGFIELD: PropertyAddress = {
  street1: '100 Main St',
  street2: '',
  city: 'Springfield',
  state: 'IL',
  zip: '62704',
};

/** Where a borrower lives who borrows against another property. */
const HOME_ADDRESS: PropertyAddress = {
  street1: '1234 Maple Street',
  street2: '',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
};

/**
 * What else the sandbox reads besides the last name: the credit file and the property are
 * derived from the names and the address, the debt-to-income ratio from the income.
 */
export interface RegisterOptions {
  firstName?: string;
  address?: PropertyAddress;
  income?: number;
  /** Starts the e-mail, for a test that looks for it on a page. */
  label?: string;
  /** INVESTMENT starts a DSCR loan at a lender that offers one (decision 0050). */
  occupancyType?: 'PRIMARY' | 'SECONDARY' | 'INVESTMENT';
}

/** Registers a borrower through the API; the sandbox picks its behaviour from `lastName`. */
export async function registerBorrower(
  request: APIRequestContext,
  lastName: string,
  {
    firstName = 'Pat',
    address = SPRINGFIELD,
    income = 120_000,
    label = 'e2e',
    occupancyType = 'PRIMARY',
  }: RegisterOptions = {},
): Promise<Borrower> {
  const email = `${label}-${lastName.toLowerCase()}-${randomUUID()}@example.com`;
  const response = await request.post('/identity/api/v1/registration/register', {
    data: registrationFixture({
      propertyAddress: { ...address, occupancyType },
      // A borrower who does not live at the property gives the address they live at.
      ...(occupancyType === 'PRIMARY' ? {} : { homeAddress: HOME_ADDRESS }),
      income: { income, otherIncome: 0, employmentType: 'FULL_TIME' },
      name: { firstName, middleName: '', lastName, suffix: '' },
      email,
      phoneNumber: '(217) 555-0142',
    }),
  });
  expect(response.status(), await response.text()).toBe(201);
  const { jwt, applicationUuid } = (await response.json()) as {
    jwt: string;
    applicationUuid: string;
  };
  return {
    uuid: applicationUuid,
    authorization: `Bearer ${jwt}`,
    email,
    name: `${firstName} ${lastName}`,
  };
}

export async function statusOf(request: APIRequestContext, borrower: Borrower): Promise<Status> {
  const response = await request.get(statusPath(borrower.uuid), {
    headers: { authorization: borrower.authorization },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Status;
}

/**
 * How often a wait asks the server again: a sandbox job takes a second or two, and the default
 * (every second once past two) would add half a second to each of the many waits of a walk.
 */
const STATUS_POLL = [100, 200, 300];

/** Waits until the server has settled and answers its state. */
export async function settled(request: APIRequestContext, borrower: Borrower): Promise<string> {
  let state = '';
  await expect
    .poll(
      async () => {
        const status = await statusOf(request, borrower);
        state = status.state;
        return status.waiting;
      },
      { timeout: 20_000, intervals: STATUS_POLL },
    )
    .toBe(false);
  return state;
}

/** Waits, as long as real sandbox jobs may take on a busy machine, until the state is `state`. */
export async function waitForState(
  request: APIRequestContext,
  borrower: Borrower,
  state: string,
): Promise<void> {
  await expect
    .poll(async () => (await statusOf(request, borrower)).state, {
      timeout: 60_000,
      intervals: STATUS_POLL,
    })
    .toBe(state);
}

/** Sends a borrower action, as a step's screen does, and answers the new status. */
export async function send(
  request: APIRequestContext,
  borrower: Borrower,
  method: 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<Status> {
  const response = await request.fetch(`${HELOC}/${borrower.uuid}${path}`, {
    method,
    data,
    headers: { authorization: borrower.authorization },
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as Status;
}

/** A real PNG of random pixels: a file the server decodes and takes, never twice the same. */
export function uniquePng(): Buffer {
  return samplePng();
}

/** Uploads a file as the browser's upload field does, and answers the document's uuid. */
export async function uploadDocument(
  request: APIRequestContext,
  borrower: Borrower,
  type: string,
  file: { name: string; mimeType: string; buffer: Buffer } = {
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: uniquePng(),
  },
): Promise<string> {
  const response = await request.post(
    `/service-documents/api/v1/applications/${borrower.uuid}/documents`,
    { multipart: { type, file }, headers: { authorization: borrower.authorization } },
  );
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { uuid: string }).uuid;
}

/**
 * The borrower signed in again through the API: a new credential, as after a session expired
 * (`password` for one registered on the screens).
 */
export async function signedInAgain(
  request: APIRequestContext,
  borrower: Borrower,
  password = BORROWER_PASSWORD,
): Promise<Borrower> {
  const login = await request.post('/identity/api/v1/login', {
    data: { email: borrower.email, password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { jwt } = (await login.json()) as { jwt: string };
  return { ...borrower, authorization: `Bearer ${jwt}` };
}

/** The application as the server shows it to the borrower; the caller names what it reads. */
export async function applicationOf<T>(request: APIRequestContext, borrower: Borrower): Promise<T> {
  const response = await request.get(`${HELOC}/${borrower.uuid}`, {
    headers: { authorization: borrower.authorization },
  });
  return (await response.json()) as T;
}

export async function firstOffer(request: APIRequestContext, borrower: Borrower): Promise<Offer> {
  const { offers } = await applicationOf<{ offers: Offer[] }>(request, borrower);
  const [offer] = offers;
  if (!offer) throw new Error('The application has no offer');
  return offer;
}

/** Registers the persona and waits until pre-qualification has put the application in `state`. */
export async function borrowerInState(
  request: APIRequestContext,
  lastName: string,
  state: string,
  options?: RegisterOptions,
): Promise<Borrower> {
  const borrower = await registerBorrower(request, lastName, options);
  await waitForState(request, borrower, state);
  return borrower;
}

/** A borrower whose pre-qualification has settled with offers to choose from. */
export async function borrowerAtOfferSelection(
  request: APIRequestContext,
  lastName: string,
  options?: RegisterOptions,
): Promise<Borrower> {
  const borrower = await registerBorrower(request, lastName, options);
  expect(await settled(request, borrower)).toBe('OFFER_SELECTION');
  return borrower;
}

/**
 * A borrower with the liens confirmed and $20,000 of the first offer chosen: the application
 * waits for the more-profile answers (IN_PROGRESS).
 */
export async function borrowerAtMoreProfile(
  request: APIRequestContext,
  lastName: string,
  options?: RegisterOptions,
): Promise<Borrower> {
  const borrower = await borrowerAtOfferSelection(request, lastName, options);
  await send(request, borrower, 'POST', '/liens/confirm', { confirmed: true });
  const offer = await firstOffer(request, borrower);
  const chosen = await send(request, borrower, 'PUT', '/offer', {
    offerId: offer.id,
    // Amounts travel in cents: $20,000.
    amount: 2_000_000,
  });
  expect(chosen.state).toBe('IN_PROGRESS');
  return borrower;
}
