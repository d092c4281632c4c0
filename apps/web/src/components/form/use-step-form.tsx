import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type BaseSyntheticEvent, type ReactElement } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { ErrorSummary } from '../error-summary';
import { useDocumentTitle } from '@/lib/document-title';
import { flattenFieldErrors, remainingSummaryNames, type NamedError } from './flatten-field-errors';
import { FORM_SUBMIT_ID } from './form-actions';
import { fieldLabelOnPage } from './field-label';
import { summaryItems } from './summary-items';

const SERVER_ERROR_TYPE = 'server';

function isServerError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'type' in error &&
    error.type === SERVER_ERROR_TYPE
  );
}

export interface StepFormOptions<TInput extends FieldValues, TOutput> {
  schema: z.$ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  /** The page's title; 'Error: ' goes in front of it while the summary shows. */
  title: string;
  /** Where a message links when its field is not an input itself: a date, an address. */
  focusTargets?: Readonly<Record<string, string>>;
  /** Labels of fields that can share a message, so that the summary can tell them apart. */
  labels?: Readonly<Record<string, string>>;
}

export interface StepForm<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** The message to show under a field. */
  errorFor: (name: string) => string | undefined;
  /** The error summary, for the top of the page. */
  errorSummary: ReactElement;
  /** The form's onSubmit: validates, then calls `onValid` with the schema's output. */
  submitWith: (
    onValid: (values: TOutput) => Promise<void> | void,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** Shows the server's answer: messages under their fields, the rest linked to the button. */
  showServerErrors: (fieldErrors: readonly NamedError[], formMessage?: string) => void;
  busy: boolean;
}

/**
 * react-hook-form with the step's zod schema and the error pattern: validate on submit, then
 * again as the user corrects; on failure the summary lists the messages, takes focus and marks
 * the title; each message also shows under its field.
 */
export function useStepForm<TInput extends FieldValues, TOutput>({
  schema,
  defaultValues,
  title,
  focusTargets = {},
  labels = {},
}: StepFormOptions<TInput, TOutput>): StepForm<TInput, TOutput> {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Focus goes to the summary, which links to each field.
    shouldFocusError: false,
  });
  const [summaryNames, setSummaryNames] = useState<string[]>([]);
  const [formMessage, setFormMessage] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  // A field the user has corrected leaves the summary for good, until the next submit.
  useEffect(
    () =>
      form.subscribe({
        formState: { errors: true },
        callback: ({ errors }) =>
          setSummaryNames((names) => remainingSummaryNames(names, flattenFieldErrors(errors))),
      }),
    [form],
  );

  // The server's verdict on a value no longer holds once the value changes.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name, errors }) => {
          const error: unknown = name ? get(errors, name) : undefined;
          if (name && isServerError(error)) form.clearErrors(name as Path<TInput>);
        },
      }),
    [form],
  );

  const items = summaryItems({
    errors: flattenFieldErrors(form.formState.errors),
    listed: new Set(summaryNames),
    focusTargets,
    labels,
    labelOf: fieldLabelOnPage,
  });
  if (formMessage) items.push({ fieldId: FORM_SUBMIT_ID, message: formMessage });

  useDocumentTitle(title, { hasErrors: items.length > 0 });

  const failed = (names: string[], message?: string) => {
    setSummaryNames(names);
    setFormMessage(message);
    setAttempt((count) => count + 1);
  };

  return {
    form,
    errorFor: (name) => {
      const error: unknown = get(form.formState.errors, name);
      return typeof error === 'object' &&
        error !== null &&
        'message' in error &&
        typeof error.message === 'string'
        ? error.message
        : undefined;
    },
    errorSummary: <ErrorSummary errors={items} focusKey={attempt} />,
    submitWith: (onValid) =>
      form.handleSubmit(
        async (values) => {
          setFormMessage(undefined);
          await onValid(values);
        },
        (errors) => failed(flattenFieldErrors(errors).map((error) => error.name)),
      ),
    showServerErrors: (fieldErrors, message) => {
      for (const { name, message: fieldMessage } of fieldErrors) {
        form.setError(name as Path<TInput>, { type: SERVER_ERROR_TYPE, message: fieldMessage });
      }
      failed(
        fieldErrors.map((error) => error.name),
        message,
      );
    },
    busy: form.formState.isSubmitting,
  };
}
