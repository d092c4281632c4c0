import { safeParse } from 'zod';
import { stepSchema, type StepContext, type StepOutput } from './step-schemas';
import type { StoredAnswers } from './answers-store';
import type { PersistedStepKind } from './step-kinds';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The property's state as answered, for the age rule, even before the step is complete. */
export function answeredPropertyState(answers: StoredAnswers): string | undefined {
  const property = answers.property;
  if (!isRecord(property) || !isRecord(property.propertyAddress)) return undefined;
  const state = property.propertyAddress.state;
  return typeof state === 'string' && state.trim() !== '' ? state.trim().toUpperCase() : undefined;
}

export function stepContextOf(answers: StoredAnswers, now?: Date): StepContext {
  return { propertyState: answeredPropertyState(answers), now };
}

/** A step's answers as its schema reads them, or null while they are missing or invalid. */
export function parseStep<K extends PersistedStepKind>(
  kind: K,
  answers: StoredAnswers,
  now?: Date,
): StepOutput<K> | null {
  const stored = answers[kind];
  if (stored === undefined) return null;
  const result = safeParse(stepSchema(kind, stepContextOf(answers, now)), stored);
  return result.success ? (result.data as StepOutput<K>) : null;
}

/** The visitor said the property is their primary home (not yet answered is not). */
export function isPrimaryHome(answers: StoredAnswers): boolean {
  const property = answers.property;
  return isRecord(property) && property.occupancyType === 'PRIMARY';
}

/** Whether the property is someone's second home or an investment: then the home is asked for. */
export function needsHomeAddress(answers: StoredAnswers): boolean {
  const property = answers.property;
  if (!isRecord(property)) return false;
  return property.occupancyType === 'SECONDARY' || property.occupancyType === 'INVESTMENT';
}
