import { describe, expect, it } from 'vitest';
import {
  addressFromSuggestion,
  asAddressValue,
  unlistedAddress,
  withAddressPart,
} from './address-value';
import { comboboxKey } from './combobox-keys';

describe('comboboxKey', () => {
  const closed = { open: false, active: -1 };

  it('opens on the arrows and moves through the options, wrapping at both ends', () => {
    expect(comboboxKey('ArrowDown', closed, 3)).toEqual({
      state: { open: true, active: 0 },
      handled: true,
    });
    expect(comboboxKey('ArrowDown', { open: true, active: 2 }, 3).state.active).toBe(0);
    expect(comboboxKey('ArrowUp', { open: true, active: 0 }, 3).state.active).toBe(2);
    expect(comboboxKey('ArrowUp', closed, 3).state).toEqual({ open: true, active: 2 });
  });

  it('chooses the highlighted option with Enter, which then does not submit the form', () => {
    expect(comboboxKey('Enter', { open: true, active: 1 }, 3)).toEqual({
      state: { open: false, active: -1 },
      choose: 1,
      handled: true,
    });
  });

  it('lets Enter submit the form when nothing is highlighted', () => {
    expect(comboboxKey('Enter', { open: true, active: -1 }, 3).handled).toBe(false);
    expect(comboboxKey('Enter', closed, 3).handled).toBe(false);
  });

  it('closes with Escape, and with Tab without stopping the focus move', () => {
    expect(comboboxKey('Escape', { open: true, active: 1 }, 3)).toEqual({
      state: closed,
      handled: true,
    });
    expect(comboboxKey('Escape', closed, 3).handled).toBe(false);
    expect(comboboxKey('Tab', { open: true, active: 1 }, 3)).toEqual({
      state: closed,
      handled: false,
    });
  });

  it('does nothing with the arrows while there is nothing to list', () => {
    expect(comboboxKey('ArrowDown', closed, 0)).toEqual({ state: closed, handled: false });
  });
});

describe('address values', () => {
  const suggestion = {
    fullAddress: '100 Main St, Springfield, IL 62704',
    street1: '100 Main St',
    street2: '',
    city: 'Springfield',
    state: 'IL' as const,
    zip: '62704',
  };

  it('fills every part from a chosen suggestion', () => {
    expect(addressFromSuggestion(suggestion)).toEqual(suggestion);
  });

  it("keeps the typed text as the street for 'Address not listed'", () => {
    expect(unlistedAddress('12 Elm Road')).toEqual({
      street1: '12 Elm Road',
      street2: '',
      city: '',
      state: '',
      zip: '',
    });
  });

  it("drops the suggestion's line once a part is edited", () => {
    expect(withAddressPart(addressFromSuggestion(suggestion), 'street2', 'Apt 4')).toEqual({
      street1: '100 Main St',
      street2: 'Apt 4',
      city: 'Springfield',
      state: 'IL',
      zip: '62704',
    });
  });

  it('reads only a complete address as chosen', () => {
    expect(asAddressValue(suggestion)).toEqual(suggestion);
    expect(asAddressValue('100 Main St')).toBeUndefined();
    expect(asAddressValue({ street1: '100 Main St' })).toBeUndefined();
    expect(asAddressValue(undefined)).toBeUndefined();
  });
});
