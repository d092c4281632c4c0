import {
  INCOME_DATA_KIND_LABELS,
  LINK_FAILURE_MESSAGES,
  SIGN_IN_REQUIRED_MESSAGES,
  type LinkInstitution,
  type LinkSessionView,
} from '@openheloc/domain';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { TextField } from '@/components/form/text-field';
import { useOrganization } from '@/lib/organization/organization-context';

/** The sandbox aggregator's name, as a real one shows its own. */
export const AGGREGATOR_NAME = 'Sandbox Link';

export interface LinkDialogProps {
  session: LinkSessionView;
  /** A request to the aggregator is on its way. */
  busy: boolean;
  /** The last request failed outright (not an aggregator answer): why. */
  requestError: string | null;
  /** Answers the session after the sign-in, or null when the request failed. */
  onSignIn: (
    institution: LinkInstitution,
    username: string,
    password: string,
  ) => Promise<LinkSessionView | null>;
  onConsent: () => void;
  /** Start again from the choice of institution (a new session). */
  onRetry: () => void;
  /** Send the finished link (a success, or a failure to go on to paystubs). */
  onFinish: () => void;
  onClose: () => void;
}

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h2 id="link-dialog-title" className="text-xl font-semibold" tabIndex={-1}>
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </>
  );
}

function Alert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="mb-4 rounded-lg border-l-4 border-error bg-white p-3 font-semibold">
      {children}
    </p>
  );
}

/** Ends a name with a full stop, unless it has one ("Sandbox Logistics Inc."). */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The aggregator's dialog over the link page: choose an institution, sign in with it (the
 * sandbox shows its credentials), allow the data to be shared, then the result: linked, or a
 * failure with the reason and a way to try again. Each step is the server's, so a reload resumes.
 */
export function LinkDialog({
  session,
  busy,
  requestError,
  onSignIn,
  onConsent,
  onRetry,
  onFinish,
  onClose,
}: LinkDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const organization = useOrganization();
  const labels = INCOME_DATA_KIND_LABELS[session.kind];
  // A wrong password keeps the sign-in form open at the same institution.
  const [chosen, setChosen] = useState<LinkInstitution | null>(
    session.failure === 'INVALID_CREDENTIALS' ? session.institution : null,
  );
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ username?: string; password?: string }>({});

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  // Each new step is announced by moving focus to its heading.
  const stepKey = `${session.uuid}-${session.step}-${chosen?.id ?? ''}-${session.failure ?? ''}`;
  useEffect(() => {
    dialogRef.current?.querySelector<HTMLElement>('#link-dialog-title')?.focus();
  }, [stepKey]);

  async function submitSignIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) return;
    const errors = {
      ...(username.trim() ? {} : { username: SIGN_IN_REQUIRED_MESSAGES.username }),
      ...(password ? {} : { password: SIGN_IN_REQUIRED_MESSAGES.password }),
    };
    setMissing(errors);
    if (errors.username || errors.password) return;
    const next = await onSignIn(chosen, username, password);
    // An institution that does not answer sends the borrower back to the choice.
    if (next?.failure === 'INSTITUTION_NOT_RESPONDING') setChosen(null);
    if (next?.failure === 'INVALID_CREDENTIALS') setPassword('');
  }

  let content: ReactNode;
  if (session.step === 'CHOOSE' && !chosen) {
    content = (
      <Step title={`Select your ${labels.institution}`}>
        {session.failure === 'INSTITUTION_NOT_RESPONDING' ? (
          <Alert>{LINK_FAILURE_MESSAGES.INSTITUTION_NOT_RESPONDING}</Alert>
        ) : null}
        <ul className="space-y-2">
          {session.institutions.map((institution) => (
            <li key={institution.id}>
              <button
                type="button"
                className="w-full rounded-lg border border-line px-4 py-3 text-left font-semibold hover:border-brand-600 hover:bg-brand-50"
                onClick={() => {
                  setChosen(institution);
                  setMissing({});
                }}
              >
                {institution.name}
              </button>
            </li>
          ))}
        </ul>
      </Step>
    );
  } else if (session.step === 'CHOOSE' && chosen) {
    content = (
      <Step title={`Sign in to ${chosen.name}`}>
        {session.failure === 'INVALID_CREDENTIALS' ? (
          <Alert>{LINK_FAILURE_MESSAGES.INVALID_CREDENTIALS}</Alert>
        ) : null}
        {session.sandboxCredentials ? (
          <p className="mb-4 rounded-lg bg-brand-50 p-3 text-sm">
            This is a sandbox. Sign in with username{' '}
            <code className="font-semibold">{session.sandboxCredentials.username}</code> and
            password <code className="font-semibold">{session.sandboxCredentials.password}</code>.
          </p>
        ) : null}
        <form noValidate onSubmit={(event) => void submitSignIn(event)}>
          <TextField
            name="link-username"
            label="Username"
            autoComplete="off"
            spellCheck={false}
            value={username}
            error={missing.username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <TextField
            name="link-password"
            label="Password"
            type="password"
            autoComplete="off"
            value={password}
            error={missing.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button busy={busy}>Sign in</Button>
            <Button type="button" variant="secondary" onClick={() => setChosen(null)}>
              Choose another
            </Button>
          </div>
        </form>
      </Step>
    );
  } else if (session.step === 'CONSENT') {
    content = (
      <Step title="Allow access to your data">
        <p>
          {organization.brandName} would like to read {labels.data} from{' '}
          {session.institution?.name ?? `your ${labels.institution}`}, once, to verify the income on
          your application.
        </p>
        <p className="mt-2 text-sm text-muted">
          {AGGREGATOR_NAME} shares only this data. You can disconnect at any time.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button type="button" busy={busy} onClick={onConsent}>
            Allow
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </Step>
    );
  } else if (session.step === 'LINKED') {
    content = (
      <Step title="Your account is linked">
        <p>
          We read your income from {session.institution?.name ?? `your ${labels.institution}`}.
          {session.employerName ? ` Employer found: ${asSentence(session.employerName)}` : ''}
        </p>
        <div className="mt-6">
          <Button type="button" busy={busy} onClick={onFinish}>
            Continue
          </Button>
        </div>
      </Step>
    );
  } else if (session.step === 'FAILED') {
    content = (
      <Step title="We couldn’t verify your income">
        <Alert>
          {session.failure ? LINK_FAILURE_MESSAGES[session.failure] : 'The link did not work.'}
        </Alert>
        <p>Try another account, or upload your paystubs instead.</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button type="button" busy={busy} onClick={onRetry}>
            Try again
          </Button>
          <Button type="button" variant="secondary" onClick={onFinish}>
            Upload paystubs instead
          </Button>
        </div>
      </Step>
    );
  } else {
    content = (
      <Step title="This link is finished">
        <p>You have already sent this link.</p>
      </Step>
    );
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="link-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl p-0 backdrop:bg-black/50"
    >
      <div className="flex items-center justify-between border-b border-line px-5 py-3">
        <p className="text-sm font-semibold">{AGGREGATOR_NAME}</p>
        <button
          type="button"
          className="rounded px-2 py-1 text-sm font-semibold underline"
          onClick={onClose}
        >
          Close<span className="sr-only"> the link dialog</span>
        </button>
      </div>
      <div className="px-5 py-5" aria-busy={busy}>
        {requestError ? <Alert>{requestError}</Alert> : null}
        {content}
      </div>
    </dialog>
  );
}
