import { describe, expect, it } from 'vitest';
import { legacyProgress, v2Progress } from './progress';
import { STEP_KINDS } from './step-kinds';

describe('the v2 progress bar', () => {
  const seen = { identityKnown: false, homeAddressAsked: true };

  it('counts all eight steps for a new visitor whose property is not their home', () => {
    expect(STEP_KINDS.map((kind) => v2Progress(kind, seen))).toEqual([
      { step: 1, total: 8 },
      { step: 2, total: 8 },
      { step: 3, total: 8 },
      { step: 4, total: 8 },
      { step: 5, total: 8 },
      { step: 6, total: 8 },
      { step: 7, total: 8 },
      { step: 8, total: 8 },
    ]);
  });

  it('leaves out phone-and-email and set-password for a known identity', () => {
    const known = { ...seen, identityKnown: true };
    expect(v2Progress('birthdate', known)).toEqual({ step: 6, total: 6 });
    expect(v2Progress('contact', known)).toBeNull();
    expect(v2Progress('account', known)).toBeNull();
  });

  it.each([
    ['property', { step: 1, total: 7 }],
    ['home', null],
    ['forSale', { step: 2, total: 7 }],
    ['income', { step: 3, total: 7 }],
    ['account', { step: 7, total: 7 }],
  ] as const)(
    'counts only the steps a primary home sees, one after another: %s',
    (kind, expected) => {
      expect(v2Progress(kind, { ...seen, homeAddressAsked: false })).toEqual(expected);
    },
  );
});

describe('the older progress list', () => {
  it('marks sections and items done, current or to come', () => {
    const entries = legacyProgress('forSale', { identityKnown: false });
    expect(entries).toEqual([
      {
        title: 'Property Info',
        status: 'current',
        items: [
          { title: 'Address', status: 'complete' },
          { title: 'Sale Status', status: 'current' },
        ],
      },
      { title: 'Income Info', status: 'upcoming', items: [] },
      {
        title: 'Personal Info',
        status: 'upcoming',
        items: [
          { title: 'Name', status: 'upcoming' },
          { title: 'Birthdate', status: 'upcoming' },
        ],
      },
      { title: 'Contact Info', status: 'upcoming', items: [] },
      { title: 'Login Info', status: 'upcoming', items: [] },
    ]);
  });

  it('puts the home address under Address', () => {
    const [property] = legacyProgress('home', { identityKnown: false });
    expect(property?.items).toEqual([
      { title: 'Address', status: 'current' },
      { title: 'Sale Status', status: 'upcoming' },
    ]);
  });

  it('omits Contact Info when the e-mail and phone are already known', () => {
    const entries = legacyProgress('account', { identityKnown: true });
    expect(entries.map((entry) => [entry.title, entry.status])).toEqual([
      ['Property Info', 'complete'],
      ['Income Info', 'complete'],
      ['Personal Info', 'complete'],
      ['Login Info', 'current'],
    ]);
    expect(entries[2]?.items.every((item) => item.status === 'complete')).toBe(true);
  });
});
