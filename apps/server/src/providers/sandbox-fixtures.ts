import { createSandboxProviders } from './index';
import type { Providers } from './provider-set';
import type { PersonName, PostalAddress } from './provider-types';
import { ZERO_SANDBOX_DELAYS } from './sandbox-options';

/**
 * Inputs and an instant sandbox for tests of the providers and of the services built on them.
 * The default address avoids every street-number rule in SANDBOX_RULES.
 */
export const SANDBOX_FIXED_NOW = new Date('2026-03-02T15:04:05.000Z');

export const SANDBOX_ADDRESS: PostalAddress = {
  street1: '100 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62704',
};

export const SANDBOX_DATE_OF_BIRTH = '1980-04-12';
export const SANDBOX_SSN = '123456789';

export function sandboxApplicant(lastName = 'Smith', firstName = 'Jane'): PersonName {
  return { firstName, lastName };
}

export function sandboxAddress(
  street1: string,
  state: PostalAddress['state'] = 'IL',
): PostalAddress {
  return { ...SANDBOX_ADDRESS, street1, state };
}

/** A settable clock, so that BPO completion and settlement are tested without waiting. */
export function sandboxClock(start: Date = SANDBOX_FIXED_NOW) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

export function instantSandboxProviders(now: () => Date = () => SANDBOX_FIXED_NOW): Providers {
  return createSandboxProviders({ delays: ZERO_SANDBOX_DELAYS, now });
}

/** Stand-in file bytes (an ID image, a paystub), different per label. */
export function sandboxFileBytes(label: string, size = 2_048): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (label.charCodeAt(i % label.length) + i) % 256;
  return bytes;
}
