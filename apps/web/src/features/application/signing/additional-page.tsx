import {
  DSCR_PRODUCT,
  SIGNER_ROLE_LABELS,
  SIGNER_STATUS_LABELS,
  zAddSignerRequest,
  zApiErrorEnvelope,
  type AddSignerInput,
  type AddSignerRequest,
  type SignerList,
} from '@openheloc/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toasts/toasts';
import { Button } from '@/components/button';
import { buttonClasses } from '@/components/button-classes';
import { FORM_SUBMIT_ID } from '@/components/form/form-actions';
import { PhoneField } from '@/components/form/phone-field';
import { RadioGroup } from '@/components/form/radio-group';
import { TextField } from '@/components/form/text-field';
import { useStepForm } from '@/components/form/use-step-form';
import { applicationKeys } from '@/features/application/routing/application-api';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { isFetchError } from '@/lib/fetch-error';
import { CoOwnersWaiting } from './co-owners-waiting';
import { SIGNING_CAPTION } from './signing-caption';
import { addSigner, fetchSigners, resendInvitation, signersKey } from './signers-api';
import { WaitingForSigners } from './waiting-for-signers';

const TITLE = 'Does anyone else need to sign?';
/** A DSCR loan has no right to cancel; each owner certifies its business purpose instead. */
function roleOptions(dscr: boolean) {
  return [
    {
      value: 'CO_DEEDER',
      label: SIGNER_ROLE_LABELS.CO_DEEDER,
      hint: dscr
        ? 'Owns the property with you. Signs the deed of trust and the business-purpose certification.'
        : 'Owns the home with you. Signs the deed of trust and their own notice of the right to cancel.',
    },
    {
      value: 'CO_BORROWER',
      label: SIGNER_ROLE_LABELS.CO_BORROWER,
      hint: 'Owns the home and shares the line of credit with you. Also signs the agreement.',
    },
  ] as const;
}
const LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phoneNumber: 'Mobile phone',
  role: 'How they sign',
};
const EMPTY: AddSignerInput = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  role: '' as AddSignerInput['role'],
};

/** The server's refusal: messages under their fields, the rest beside the button. */
function refusalOf(error: unknown) {
  const envelope = isFetchError(error) ? zApiErrorEnvelope.safeParse(error.data) : null;
  if (!envelope?.success) {
    return { fieldErrors: [], formMessage: error instanceof Error ? error.message : undefined };
  }
  const fieldErrors = envelope.data.errors.flatMap((item) =>
    item.field && item.field in LABELS ? [{ name: item.field, message: item.message }] : [],
  );
  const others = envelope.data.errors.filter((item) => !(item.field && item.field in LABELS));
  return {
    fieldErrors,
    formMessage: others.length > 0 ? others.map((item) => item.message).join('. ') : undefined,
  };
}

/**
 * signing/additional: everyone who owns the home signs. The borrower adds co-owners on title and
 * co-borrowers (each gets a single-use invitation by e-mail) until the closing documents are
 * prepared, and sees where each of them stands. Owners the property records name are suggested.
 */
export function AdditionalPage() {
  const { resolved } = useApplicationContext();
  // Signed, and others still to sign: the page says whom the borrower waits for.
  return resolved.path === 'signing/additional' ? <WaitingForSigners /> : <AddSigners />;
}

function AddSigners() {
  const { uuid, pathTo, resolved, application } = useApplicationContext();
  const queryClient = useQueryClient();
  const signers = useQuery({
    queryKey: signersKey(uuid),
    queryFn: ({ signal }) => fetchSigners(uuid, signal),
    staleTime: 0,
  });
  const [resending, setResending] = useState<string | null>(null);
  const step = useStepForm<AddSignerInput, AddSignerRequest>({
    schema: zAddSignerRequest,
    defaultValues: EMPTY,
    title: TITLE,
    labels: LABELS,
  });
  const backTo = resolved.path;
  const keep = (list: SignerList) => queryClient.setQueryData(signersKey(uuid), list);

  const onSubmit = step.submitWith(async (values) => {
    try {
      keep(await addSigner(uuid, values));
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all(uuid) });
      step.form.reset(EMPTY);
      toast.success(`Invitation sent to ${values.email}`);
    } catch (error) {
      const refusal = refusalOf(error);
      step.showServerErrors(refusal.fieldErrors, refusal.formMessage);
    }
  });
  const resend = async (signerUuid: string, email: string) => {
    setResending(signerUuid);
    try {
      keep(await resendInvitation(uuid, signerUuid));
      toast.success(`A new invitation was sent to ${email}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something unexpected happened');
    } finally {
      setResending(null);
    }
  };

  const list = signers.data;
  return (
    <ApplicationScreen
      caption={SIGNING_CAPTION}
      title={TITLE}
      back={backTo}
      documentTitle={false}
      errorSummary={list?.canAdd ? step.errorSummary : undefined}
      onSubmit={list?.canAdd ? onSubmit : undefined}
      actions={
        list?.canAdd ? (
          <Button id={FORM_SUBMIT_ID} busy={step.busy}>
            Add and send invitation
          </Button>
        ) : undefined
      }
    >
      <p className="mb-4">
        Everyone who owns the home with you signs the deed of trust too, and a co-borrower also
        signs the agreement. Each of them gets an invitation by e-mail and signs with their own
        sign-in; they never need your password.
      </p>
      <CoOwnersWaiting uuid={uuid} />
      {signers.isPending ? <p role="status">Loading…</p> : null}
      {signers.isError ? <p role="alert">{signers.error.message}</p> : null}
      {list && list.ownersOnRecord.length > 0 ? (
        <div className="mb-6 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4">
          <p className="font-semibold">
            Property records also list{' '}
            {list.ownersOnRecord.map((owner) => `${owner.firstName} ${owner.lastName}`).join(', ')}{' '}
            as an owner of the home.
          </p>
          <p className="mt-1">Every owner must sign. Add them below with their contact details.</p>
        </div>
      ) : null}
      {list && list.signers.length > 0 ? (
        <section aria-labelledby="signers-heading" className="mb-8">
          <h2 id="signers-heading" className="mb-2 text-lg font-semibold">
            Signing with you
          </h2>
          <ul className="border-t border-line">
            {list.signers.map((signer) => (
              <li key={signer.uuid} className="border-b border-line py-3">
                <p className="font-semibold">
                  {signer.firstName} {signer.lastName}
                </p>
                <p className="text-sm [overflow-wrap:anywhere]">
                  {SIGNER_ROLE_LABELS[signer.role]} · {signer.email}
                </p>
                <p className="text-sm font-semibold">{SIGNER_STATUS_LABELS[signer.status]}</p>
                {signer.status === 'INVITED' ? (
                  <Button
                    type="button"
                    variant="secondary"
                    className="mt-2"
                    busy={resending === signer.uuid}
                    onClick={() => void resend(signer.uuid, signer.email)}
                  >
                    Send the invitation again
                    <span className="sr-only">
                      {' '}
                      to {signer.firstName} {signer.lastName}
                    </span>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {list?.canAdd ? (
        <section aria-labelledby="add-heading">
          <h2 id="add-heading" className="mb-4 text-lg font-semibold">
            Add someone who signs
          </h2>
          <TextField
            label={LABELS.firstName}
            autoComplete="off"
            error={step.errorFor('firstName')}
            {...step.form.register('firstName')}
          />
          <TextField
            label={LABELS.lastName}
            autoComplete="off"
            error={step.errorFor('lastName')}
            {...step.form.register('lastName')}
          />
          <TextField
            label={LABELS.email}
            type="email"
            hint="We send their invitation here."
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            error={step.errorFor('email')}
            {...step.form.register('email')}
          />
          <PhoneField
            label={LABELS.phoneNumber}
            autoComplete="off"
            error={step.errorFor('phoneNumber')}
            {...step.form.register('phoneNumber')}
          />
          <RadioGroup
            legend={LABELS.role}
            options={roleOptions(application.product === DSCR_PRODUCT)}
            error={step.errorFor('role')}
            {...step.form.register('role')}
          />
        </section>
      ) : list ? (
        <p className="mb-6">
          {list.signers.length === 0
            ? 'You are the only owner on this application, so only your signature is needed.'
            : 'Your closing documents are prepared with the people above.'}{' '}
          To change who signs now, please contact support.
        </p>
      ) : null}
      {list && !list.canAdd ? (
        <Link to={pathTo(backTo)} className={buttonClasses()}>
          Back to your documents
        </Link>
      ) : null}
    </ApplicationScreen>
  );
}
