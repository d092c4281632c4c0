import type { AccountSettings } from '@openheloc/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DefaultValues, Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormActions } from '@/components/form/form-actions';
import { useStepForm, type StepForm } from '@/components/form/use-step-form';
import { PageHeading } from '@/components/page-heading';
import { SETTINGS_PATH, useAccountSettings } from './settings-api';
import { formFailureFrom } from '@/lib/form-failure';
import { SettingsFrame } from './settings-frame';
import { settingsNoticeState } from './settings-notice';
import { CurrentPasswordField } from './current-password-field';

type ChangeRequest = { currentPassword: string };

interface ChangeSettingPageProps<T extends ChangeRequest> {
  title: string;
  /** The setting the page changes, said as it is today above the form. */
  setting: keyof AccountSettings;
  today: (current: string) => ReactNode;
  schema: z.ZodType<T, T>;
  /** Every field of the form: the server's messages about them show under them. */
  defaultValues: DefaultValues<T> & Record<keyof T, string>;
  /** The field for the new value; the current password follows it. */
  renderField: (form: StepForm<T, T>) => ReactNode;
  save: (queryClient: QueryClient, values: T) => Promise<void>;
  /** What the settings page says once the change is made. */
  notice: (values: T) => string;
  submitLabel: string;
}

/** A sign-in detail (e-mail, mobile phone): the new value and the current password to confirm the owner. */
export function ChangeSettingPage<T extends ChangeRequest>({
  title,
  setting,
  today,
  schema,
  defaultValues,
  renderField,
  save,
  notice,
  submitLabel,
}: ChangeSettingPageProps<T>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const current = useAccountSettings().data?.[setting];
  const stepForm = useStepForm<T, T>({ schema, defaultValues, title });
  const { form, errorFor, errorSummary, submitWith, showServerErrors, busy } = stepForm;

  const onSubmit = submitWith(async (values) => {
    try {
      await save(queryClient, values);
    } catch (error) {
      const failure = formFailureFrom(error, Object.keys(defaultValues));
      showServerErrors(failure.fieldErrors, failure.formMessage);
      return;
    }
    await navigate(SETTINGS_PATH, { state: settingsNoticeState(notice(values)) });
  });

  return (
    <SettingsFrame>
      {errorSummary}
      <PageHeading caption="Settings">{title}</PageHeading>
      {current ? <p className="mb-6">{today(current)}</p> : null}
      <form noValidate onSubmit={onSubmit}>
        {renderField(stepForm)}
        <CurrentPasswordField
          error={errorFor('currentPassword')}
          // Every T has it; TypeScript cannot name a path of a generic T without being told.
          {...form.register('currentPassword' as Path<T>)}
        />
        <FormActions busy={busy}>{submitLabel}</FormActions>
      </form>
    </SettingsFrame>
  );
}
