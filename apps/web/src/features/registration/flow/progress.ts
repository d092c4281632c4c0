import {
  LEGACY_REGISTRATION_PROGRESS,
  legacyRegistrationProgress,
  registrationV2ProgressSteps,
  type RegistrationV2Step,
} from '@openheloc/domain';
import type { StepKind } from './step-kinds';

const V2_STEP_NAMES: Record<StepKind, RegistrationV2Step> = {
  property: 'register-v2',
  home: 'home-address',
  forSale: 'for-sale',
  income: 'annual-income',
  name: 'legal-name',
  birthdate: 'birthdate',
  contact: 'phone-and-email',
  account: 'set-password',
};

export interface BarProgress {
  step: number;
  total: number;
}

/**
 * The v2 progress bar's reading: the step's place among the steps this visitor sees. The account
 * steps are counted only for a visitor not yet known, and the home address only when the
 * property is not their primary home (so a primary home's 'Step 1' is followed by 'Step 2');
 * on an uncounted step there is no bar.
 */
export function v2Progress(
  kind: StepKind,
  { identityKnown, homeAddressAsked }: { identityKnown: boolean; homeAddressAsked: boolean },
): BarProgress | null {
  const counted = registrationV2ProgressSteps({ includeAccountSteps: !identityKnown }).filter(
    (step) => homeAddressAsked || step !== 'home-address',
  );
  const index = counted.indexOf(V2_STEP_NAMES[kind]);
  return index === -1 ? null : { step: index + 1, total: counted.length };
}

/** Where each step sits in the older flow's grouped progress list. */
const LEGACY_PLACES: Record<StepKind, { section: string; item?: string }> = {
  property: { section: 'Property Info', item: 'Address' },
  home: { section: 'Property Info', item: 'Address' },
  forSale: { section: 'Property Info', item: 'Sale Status' },
  income: { section: 'Income Info' },
  name: { section: 'Personal Info', item: 'Name' },
  birthdate: { section: 'Personal Info', item: 'Birthdate' },
  contact: { section: 'Contact Info' },
  account: { section: 'Login Info' },
};

export type ProgressStatus = 'complete' | 'current' | 'upcoming';

export interface ProgressEntry {
  title: string;
  status: ProgressStatus;
  items: Array<{ title: string; status: ProgressStatus }>;
}

function compare(index: number, currentIndex: number): ProgressStatus {
  if (index < currentIndex) return 'complete';
  return index === currentIndex ? 'current' : 'upcoming';
}

/** The older flow's list with each section and item marked done, current or to come. */
export function legacyProgress(
  kind: StepKind,
  { identityKnown }: { identityKnown: boolean },
): ProgressEntry[] {
  const place = LEGACY_PLACES[kind];
  const order = LEGACY_REGISTRATION_PROGRESS.map((section) => section.title);
  const currentSection = order.indexOf(place.section);
  return legacyRegistrationProgress({ contactKnown: identityKnown }).map((section) => {
    const status = compare(order.indexOf(section.title), currentSection);
    const currentItem = place.item === undefined ? -1 : section.items.indexOf(place.item);
    return {
      title: section.title,
      status,
      items: section.items.map((item, index) => ({
        title: item,
        status: status === 'current' ? compare(index, currentItem) : status,
      })),
    };
  });
}
