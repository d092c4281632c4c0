import type { FlowId } from './flow-definitions';
import type { StepKind } from './step-kinds';

const V2_CAPTIONS: Record<StepKind, string> = {
  property: 'Your property',
  home: 'Your property',
  forSale: 'Your property',
  income: 'Your income',
  name: 'About you',
  birthdate: 'About you',
  contact: 'Contact details',
  account: 'Your account',
};

/** The older flow names its sections as its progress list does. */
const LEGACY_CAPTIONS: Record<StepKind, string> = {
  property: 'Property Info',
  home: 'Property Info',
  forSale: 'Property Info',
  income: 'Income Info',
  name: 'Personal Info',
  birthdate: 'Personal Info',
  contact: 'Contact Info',
  account: 'Login Info',
};

/** The section name shown small above a step's question. */
export function stepCaption(flow: FlowId, kind: StepKind): string {
  return (flow === 'v2' ? V2_CAPTIONS : LEGACY_CAPTIONS)[kind];
}
