import {
  zAnnualIncomeStep,
  zBirthdateStep,
  zForSaleStep,
  zHomeAddressStep,
  zLegalNameStep,
  zPhoneAndEmailStep,
  zPropertyAddressStep,
  zSetPasswordStep,
} from '@openheloc/domain';
import type * as z from 'zod/v4/core';
import type { StepKind } from './step-kinds';

/** What a step's rules depend on beyond its own answers. */
export interface StepContext {
  /** The property's state: Alabama raises the minimum age to 19. */
  propertyState?: string;
  /** Injected by tests; the time of validation otherwise. */
  now?: Date;
}

export const STEP_SCHEMAS = {
  property: () => zPropertyAddressStep,
  home: () => zHomeAddressStep,
  forSale: () => zForSaleStep,
  income: () => zAnnualIncomeStep,
  name: () => zLegalNameStep,
  birthdate: (context: StepContext) =>
    zBirthdateStep({ state: context.propertyState, now: context.now }),
  contact: () => zPhoneAndEmailStep,
  account: () => zSetPasswordStep,
} as const satisfies Record<StepKind, (context: StepContext) => z.$ZodType>;

export type StepSchema<K extends StepKind> = ReturnType<(typeof STEP_SCHEMAS)[K]>;
export type StepInput<K extends StepKind> = z.input<StepSchema<K>>;
export type StepOutput<K extends StepKind> = z.output<StepSchema<K>>;

/** A step's schema, typed by its form values and output (TypeScript cannot narrow the map). */
export function stepSchema<K extends StepKind>(
  kind: K,
  context: StepContext,
): z.$ZodType<StepOutput<K>, StepInput<K>> {
  return STEP_SCHEMAS[kind](context) as unknown as z.$ZodType<StepOutput<K>, StepInput<K>>;
}
