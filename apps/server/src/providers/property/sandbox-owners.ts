import { personaTraits } from '../persona';
import type { PersonName } from '../provider-types';
import type { Seed } from '../stable-hash';
import type { PropertyOwner } from './types';

const OTHER_FIRST_NAMES = ['Margaret', 'Howard', 'Elaine', 'Victor', 'Rosalind'] as const;
const OTHER_LAST_NAMES = ['Aldridge', 'Beckett', 'Castillo', 'Dunmore', 'Ellsworth'] as const;

/**
 * Who the records vest the property in: the applicant, for Coowner the applicant and a second
 * owner, or for Noproperty someone else (shared by property records and title so both tell the
 * same story).
 */
export function sandboxVestedOwners(seed: Seed, applicant: PersonName): PropertyOwner[] {
  const traits = personaTraits(applicant.lastName);
  const other = {
    firstName: seed.pick('owner.first', OTHER_FIRST_NAMES),
    lastName: seed.pick('owner.last', OTHER_LAST_NAMES),
  };
  if (!traits.ownsProperty) return [other];
  const own = { firstName: applicant.firstName, lastName: applicant.lastName };
  return traits.sharesTitle ? [own, other] : [own];
}

export function ownersInclude(owners: readonly PropertyOwner[], applicant: PersonName): boolean {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return owners.some(
    (o) => same(o.firstName, applicant.firstName) && same(o.lastName, applicant.lastName),
  );
}
