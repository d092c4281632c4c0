import {
  zDisableTwoFactorRequest,
  type AuthenticatorSetup,
  type DisableTwoFactorRequest,
} from '@openheloc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { FormActions } from '@/components/form/form-actions';
import { TextField } from '@/components/form/text-field';
import { useStepForm } from '@/components/form/use-step-form';
import { PageHeading } from '@/components/page-heading';
import { useDocumentTitle } from '@/lib/document-title';
import { formFailureFrom } from '@/lib/form-failure';
import { AuthenticatorSetupPanel } from '@/components/second-factor/authenticator-setup-panel';
import { RecoveryCodesPanel } from '@/components/second-factor/recovery-codes-panel';
import { SecurityCodeForm } from '@/components/second-factor/security-code-form';
import { CurrentPasswordField } from './current-password-field';
import { SETTINGS_PATH } from './settings-api';
import { SettingsFrame } from './settings-frame';
import { settingsNoticeState } from './settings-notice';
import {
  confirmSetup,
  newRecoveryCodes,
  startSetup,
  turnOff,
  useTwoFactorStatus,
} from './two-factor-api';

const TITLE = 'Two-factor sign-in';

type View =
  | { kind: 'status' }
  | { kind: 'setup'; setup: AuthenticatorSetup }
  | { kind: 'codes'; codes: string[] };

/**
 * /dashboard/settings/two-factor: optional for borrowers. Off: set up an authenticator app
 * (scan, then confirm with a code). On: new recovery codes, or turn it off (password and code).
 */
export function TwoFactorPage() {
  useDocumentTitle(TITLE);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const status = useTwoFactorStatus();
  const [view, setView] = useState<View>({ kind: 'status' });
  const [setupError, setSetupError] = useState<string | null>(null);

  let body;
  if (view.kind === 'setup') {
    body = (
      <AuthenticatorSetupPanel
        title={TITLE}
        setup={view.setup}
        onCode={async (code) =>
          setView({ kind: 'codes', codes: await confirmSetup(queryClient, code) })
        }
      />
    );
  } else if (view.kind === 'codes') {
    body = (
      <RecoveryCodesPanel
        codes={view.codes}
        onDone={() =>
          void navigate(SETTINGS_PATH, {
            state: settingsNoticeState('Two-factor sign-in is on.'),
          })
        }
      />
    );
  } else if (status.isPending) {
    body = <p aria-busy="true">Loading…</p>;
  } else if (status.isError) {
    body = <p>We could not load this setting. {status.error.message}</p>;
  } else if (!status.data.enabled) {
    body = (
      <>
        <p className="mb-4">
          Two-factor sign-in is off. Turn it on and, after your password, you will also enter a code
          from an authenticator app on your phone: someone who learns your password still cannot
          sign in.
        </p>
        {setupError ? (
          <p role="alert" className="mb-4 font-semibold text-error">
            {setupError}
          </p>
        ) : null}
        <Button
          type="button"
          onClick={async () => {
            try {
              setView({ kind: 'setup', setup: await startSetup() });
            } catch (error) {
              setSetupError(error instanceof Error ? error.message : 'Please try again.');
            }
          }}
        >
          Set up two-factor sign-in
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <p className="mb-6">
          Two-factor sign-in is on. You have {status.data.recoveryCodesLeft} recovery code
          {status.data.recoveryCodesLeft === 1 ? '' : 's'} left.
        </p>
        <h2 className="mb-3 text-xl font-semibold">Get new recovery codes</h2>
        <p className="mb-4">Your old recovery codes will stop working.</p>
        <SecurityCodeForm
          title={TITLE}
          allowRecoveryCode={false}
          submitLabel="Get new recovery codes"
          onCode={async (code) =>
            setView({ kind: 'codes', codes: await newRecoveryCodes(queryClient, code) })
          }
        />
        <h2 className="mb-3 mt-10 text-xl font-semibold">Turn off two-factor sign-in</h2>
        <TurnOffForm
          onDone={() =>
            navigate(SETTINGS_PATH, { state: settingsNoticeState('Two-factor sign-in is off.') })
          }
        />
      </>
    );
  }

  return (
    <SettingsFrame>
      <PageHeading caption="Your account">{TITLE}</PageHeading>
      {body}
    </SettingsFrame>
  );
}

function TurnOffForm({ onDone }: { onDone: () => Promise<void> | void }) {
  const queryClient = useQueryClient();
  const { form, errorFor, errorSummary, submitWith, showServerErrors, busy } = useStepForm<
    DisableTwoFactorRequest,
    DisableTwoFactorRequest
  >({
    schema: zDisableTwoFactorRequest,
    defaultValues: { currentPassword: '', code: '' },
    title: TITLE,
  });
  const onSubmit = submitWith(async (values) => {
    try {
      await turnOff(queryClient, values);
    } catch (error) {
      const failure = formFailureFrom(error, ['currentPassword', 'code']);
      showServerErrors(failure.fieldErrors, failure.formMessage);
      return;
    }
    await onDone();
  });
  return (
    <>
      {errorSummary}
      <form noValidate onSubmit={onSubmit}>
        <CurrentPasswordField
          error={errorFor('currentPassword')}
          {...form.register('currentPassword')}
        />
        <TextField
          label="Security code to turn off"
          hint="The 6-digit code your authenticator app shows now, or a recovery code."
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          error={errorFor('code')}
          {...form.register('code')}
        />
        <FormActions busy={busy}>Turn off</FormActions>
      </form>
    </>
  );
}
