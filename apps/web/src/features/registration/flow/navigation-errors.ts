import type { StepServerErrors } from './server-errors';
import type { StepKind } from './step-kinds';

/** The navigation state that carries the server's errors back to the step that asks for them. */
export interface ServerErrorsState {
  registrationErrors: StepServerErrors;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The errors the navigation brought for `kind`, if any (history state is checked, not trusted). */
export function serverErrorsFor(kind: StepKind, state: unknown): StepServerErrors | null {
  if (!isRecord(state) || !isRecord(state.registrationErrors)) return null;
  const { kind: target, fieldErrors, formMessage } = state.registrationErrors;
  if (target !== kind || !Array.isArray(fieldErrors)) return null;
  const valid = fieldErrors.filter(
    (error): error is { name: string; message: string } =>
      isRecord(error) && typeof error.name === 'string' && typeof error.message === 'string',
  );
  return {
    kind,
    fieldErrors: valid,
    ...(typeof formMessage === 'string' ? { formMessage } : {}),
  };
}
