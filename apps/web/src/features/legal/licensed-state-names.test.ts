import { describe, expect, it } from 'vitest';
import { licensedStateNames } from './licensed-state-names';

describe('licensedStateNames', () => {
  it('spells the states out and orders them by name, not by code', () => {
    const licenses = ['AL', 'AR', 'AZ', 'IA', 'ID', 'IL', 'IN'].map((abbrev) => ({ abbrev }));
    expect(licensedStateNames(licenses).map((state) => state.name)).toEqual([
      'Alabama',
      'Arizona',
      'Arkansas',
      'Idaho',
      'Illinois',
      'Indiana',
      'Iowa',
    ]);
  });

  it('reads codes in any case and shows a code it does not know as it is', () => {
    expect(licensedStateNames([{ abbrev: 'vt' }, { abbrev: 'GU' }])).toEqual([
      { abbrev: 'GU', name: 'GU' },
      { abbrev: 'vt', name: 'Vermont' },
    ]);
  });

  it('is empty for no licences', () => {
    expect(licensedStateNames([])).toEqual([]);
  });
});
