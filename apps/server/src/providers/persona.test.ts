import { describe, expect, it } from 'vitest';
import { PERSONA_TABLE, PERSONAS, personaFor } from './persona';

describe('personaFor', () => {
  it.each([
    ['Decline', 'decline'],
    ['Frozen', 'frozen'],
    ['Nohit', 'nohit'],
    ['Noproperty', 'noproperty'],
    ['Highdti', 'highdti'],
    ['Paystub', 'paystub'],
    ['Delinquent', 'delinquent'],
    ['DECLINE', 'decline'],
    ['  frozen ', 'frozen'],
    ['nOhIt', 'nohit'],
    ['Smith', 'default'],
    ['Declined', 'default'],
    ['No Property', 'default'],
    ['', 'default'],
  ])('%j is the %s persona', (lastName, persona) => {
    expect(personaFor(lastName)).toBe(persona);
  });

  it('gives every persona but the default its own last name', () => {
    const names = PERSONAS.map((p) => PERSONA_TABLE[p].lastName);
    expect(names.filter((n) => n === null)).toHaveLength(1);
    expect(new Set(names.map((n) => n?.toLowerCase())).size).toBe(PERSONAS.length);
    for (const persona of PERSONAS) {
      const lastName = PERSONA_TABLE[persona].lastName;
      if (lastName !== null) expect(personaFor(lastName)).toBe(persona);
    }
  });
});
