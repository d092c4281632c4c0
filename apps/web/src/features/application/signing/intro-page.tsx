import {
  ESIGN_DISCLOSURE_VERSION,
  SIGNING_MESSAGES,
  eSignDisclosureText,
  isSignedAtClosing,
} from '@openheloc/domain';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/button';
import { buttonClasses } from '@/components/button-classes';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FORM_SUBMIT_ID } from '@/components/form/form-actions';
import { useStepForm } from '@/components/form/use-step-form';
import { linkClasses } from '@/components/link-classes';
import { useOrganization } from '@/lib/organization/organization-context';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { mutationOutcomeOf } from '@/features/application/routing/mutation-outcome';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { useESignConsent } from './api/use-esign-consent';
import { useSigning } from './api/use-signing';
import { SIGNING_CAPTION } from './signing-caption';

const TITLE = 'Sign your closing documents';
const zConsentForm = z.object({
  agreed: z.literal(true, { error: SIGNING_MESSAGES.consentBox }),
});
type ConsentInput = { agreed: boolean };

/**
 * signing/intro: what signing involves, and the E-SIGN disclosure to agree to before anything
 * is signed. Agreeing records the consent and goes on to the documents.
 */
export function IntroPage() {
  const { uuid, pathTo, followResolvedRoute } = useApplicationContext();
  const organization = useOrganization();
  const navigate = useNavigate();
  const signing = useSigning(uuid);
  const consent = useESignConsent(uuid);
  const step = useStepForm<ConsentInput, z.output<typeof zConsentForm>>({
    schema: zConsentForm,
    defaultValues: { agreed: false },
    title: TITLE,
  });
  const onSubmit = step.submitWith(async () => {
    try {
      await consent.mutateAsync({ textVersion: ESIGN_DISCLOSURE_VERSION });
      await navigate(pathTo('signing/sign'));
    } catch (error) {
      const outcome = mutationOutcomeOf(error);
      // Signing closed meanwhile (another tab signed): go where the application is now.
      if (outcome.kind === 'conflict') followResolvedRoute({ notice: outcome.message });
      else step.showServerErrors([], 'message' in outcome ? outcome.message : outcome.formMessage);
    }
  });
  const disclosure = eSignDisclosureText({
    lenderName: organization.brandName,
    supportPhone: organization.footerData.phoneFormatted,
    supportEmail: organization.theme.supportEmail,
  });
  const count = signing.data?.documents.filter((d) => isSignedAtClosing(d.type)).length ?? 0;

  const steps = (
    <ol className="mb-8 list-decimal space-y-2 pl-6">
      <li>Agree to use electronic records and signatures.</li>
      <li>Choose whether to share your location for the signing record.</li>
      <li>
        Read each document{count > 0 ? ` (${count} in all)` : ''} to the end, then sign it by typing
        your name or drawing your signature.
      </li>
    </ol>
  );

  if (signing.isPending) {
    return (
      <ApplicationScreen caption={SIGNING_CAPTION} title={TITLE}>
        <p role="status">Loading your documents…</p>
      </ApplicationScreen>
    );
  }
  if (signing.data?.consented) {
    return (
      <ApplicationScreen caption={SIGNING_CAPTION} title={TITLE}>
        {steps}
        <p className="mb-6">
          You have agreed to use electronic records and signatures. Your documents are ready.
        </p>
        <Link to={pathTo('signing/sign')} className={buttonClasses()}>
          Go to your documents
        </Link>
        <p className="mt-6 text-sm text-muted">
          <Link to={pathTo('signing/support')} className={linkClasses}>
            Get help with signing
          </Link>
        </p>
      </ApplicationScreen>
    );
  }

  return (
    <ApplicationScreen
      caption={SIGNING_CAPTION}
      title={TITLE}
      documentTitle={false}
      errorSummary={step.errorSummary}
      onSubmit={onSubmit}
      commits
      actions={
        <Button id={FORM_SUBMIT_ID} busy={step.busy || consent.isPending}>
          Agree and continue
        </Button>
      }
    >
      <p className="mb-4">
        Your closing documents are ready. You sign them here, online, in three steps:
      </p>
      {steps}
      <section aria-labelledby="esign-heading">
        <h2 id="esign-heading" className="text-lg font-semibold">
          Consent to electronic records and signatures
        </h2>
        <div className="mt-3 mb-4 space-y-3 rounded-lg border border-line p-4 text-sm">
          {disclosure.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <CheckboxField
          label="I agree to use electronic records and signatures"
          error={step.errorFor('agreed')}
          {...step.form.register('agreed')}
        />
      </section>
      <p className="text-sm text-muted">
        Questions before you sign?{' '}
        <Link to={pathTo('signing/support')} className={linkClasses}>
          Get help with signing
        </Link>
      </p>
    </ApplicationScreen>
  );
}
