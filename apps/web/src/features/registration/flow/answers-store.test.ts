import { describe, expect, it } from 'vitest';
import { createTypedStorage } from '@/lib/storage';
import { createMemoryStorage } from '@/testing/memory-storage';
import { createAnswersStore, type RegistrationStorageKey } from './answers-store';
import { mergeDraft } from './merge-draft';
import { STEP_DEFAULTS } from './step-defaults';

function storeWith(initial: Record<string, string> = {}) {
  const memory = createMemoryStorage(initial);
  return {
    memory,
    store: createAnswersStore(createTypedStorage<RegistrationStorageKey>(() => memory)),
  };
}

describe('the answers store', () => {
  it('keeps each step under its own key and reads them all back', () => {
    const { memory, store } = storeWith();
    store.save('forSale', { isListedForSale: 'NO' });
    store.save('name', { name: { firstName: 'Ada' } });
    expect(memory.values.get('REGISTRATION_FOR_SALE')).toBe('{"isListedForSale":"NO"}');
    expect(store.readAll()).toEqual({
      forSale: { isListedForSale: 'NO' },
      name: { name: { firstName: 'Ada' } },
    });
  });

  it('reads an unreadable entry as unanswered', () => {
    const { store } = storeWith({ REGISTRATION_INCOME: '{not json' });
    expect(store.readAll()).toEqual({});
  });

  it('works, empty, where storage is unavailable', () => {
    const store = createAnswersStore(
      createTypedStorage<RegistrationStorageKey>(() => {
        throw new Error('SecurityError');
      }),
    );
    store.save('forSale', { isListedForSale: 'YES' });
    expect(store.readAll()).toEqual({});
  });

  it('keeps the marketing parameters of the first page that had them, and only those', () => {
    const { store } = storeWith();
    store.rememberSource('?utm_source=cloc&referrer=5b1c2d3e-1111-4222-8333-444455556666&x=1');
    store.rememberSource('');
    expect(store.source()).toEqual({
      utm_source: 'cloc',
      referrer: '5b1c2d3e-1111-4222-8333-444455556666',
    });
  });

  it('forgets everything once the registration succeeded', () => {
    const { memory, store } = storeWith();
    store.save('contact', { email: 'ada@example.com' });
    store.rememberSource('?utm_source=cloc');
    store.clear();
    expect(memory.values.size).toBe(0);
  });
});

describe('mergeDraft', () => {
  it('lays stored values over the blank form', () => {
    expect(
      mergeDraft(STEP_DEFAULTS.name, { name: { firstName: 'Ada', lastName: 'Lovelace' } }),
    ).toEqual({ name: { firstName: 'Ada', middleName: '', lastName: 'Lovelace', suffix: '' } });
  });

  it('restores a chosen address and an answered radio where the blank is undefined', () => {
    const address = {
      street1: '12 Oak St',
      street2: '',
      city: 'Denver',
      state: 'CO',
      zip: '80201',
    };
    expect(mergeDraft(STEP_DEFAULTS.home, { homeAddress: address })).toEqual({
      homeAddress: address,
    });
    expect(mergeDraft(STEP_DEFAULTS.forSale, { isListedForSale: 'YES' })).toEqual({
      isListedForSale: 'YES',
    });
  });

  it('drops values of the wrong shape and keys the form does not have', () => {
    expect(
      mergeDraft(STEP_DEFAULTS.contact, {
        email: 42,
        phoneNumber: '(415) 555-0123',
        smsMarketingConsent: 'yes',
        extra: 'x',
      }),
    ).toEqual({
      phoneNumber: '(415) 555-0123',
      email: '',
      smsMarketingConsent: false,
      smsTransactionalConsent: false,
    });
    expect(mergeDraft(STEP_DEFAULTS.home, { homeAddress: { street1: 1 } })).toEqual({
      homeAddress: undefined,
    });
    expect(mergeDraft(STEP_DEFAULTS.birthdate, 'garbage')).toEqual(STEP_DEFAULTS.birthdate);
  });
});
