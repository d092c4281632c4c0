import {
  ESIGN_DISCLOSURE_VERSION,
  SIGNER_ROLE_LABELS,
  SIGNING_MESSAGES,
  eSignDisclosureText,
} from '@openheloc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { buttonClasses } from '@/components/button-classes';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormActions } from '@/components/form/form-actions';
import { useStepForm } from '@/components/form/use-step-form';
import { useOrganization } from '@/lib/organization/organization-context';
import { giveConsent, signerKeys, useSignerHome } from './signer-api';
import { SignerScreen, SignerScreenLoading } from './signer-screen';

const TITLE = 'Sign as an owner of the home';
const zConsentForm = z.object({
  agreed: z.literal(true, { error: SIGNING_MESSAGES.consentBox }),
});
type ConsentInput = { agreed: boolean };

/**
 * heloc-signer/intro: who asked, what the signer signs and how, and the E-SIGN disclosure to
 * agree to before anything is signed.
 */
export function SignerIntroPage() {
  const home = useSignerHome();
  const organization = useOrganization();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const step = useStepForm<ConsentInput, z.output<typeof zConsentForm>>({
    schema: zConsentForm,
    defaultValues: { agreed: false },
    title: TITLE,
  });
  const onSubmit = step.submitWith(async () => {
    try {
      queryClient.setQueryData(
        signerKeys.home,
        await giveConsent({ textVersion: ESIGN_DISCLOSURE_VERSION }),
      );
      await navigate('/heloc-signer/sign');
    } catch (error) {
      step.showServerErrors([], error instanceof Error ? error.message : undefined);
    }
  });
  const disclosure = eSignDisclosureText({
    lenderName: organization.brandName,
    supportPhone: organization.footerData.phoneFormatted,
    supportEmail: organization.theme.supportEmail,
  });

  if (!home.data) {
    return <SignerScreenLoading title={TITLE} error={home.error} />;
  }
  const { borrowerName, role, documents, signingOpen, consented } = home.data;
  const what = (
    <>
      <p className="mb-4">
        {borrowerName} is opening a home equity line of credit secured by the home you own together.
        You are on the application as: <strong>{SIGNER_ROLE_LABELS[role]}</strong>.
      </p>
      <p className="mb-4">
        You sign only the documents that concern you, then meet a notary online:
      </p>
      {documents.length > 0 ? (
        <ul className="mb-6 list-disc space-y-1 pl-6">
          {documents.map((document) => (
            <li key={document.uuid}>{document.title}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
  if (!signingOpen) {
    return (
      <SignerScreen title={TITLE}>
        {what}
        <p className="mb-6 font-semibold">
          Your documents are not ready to sign yet. We will e-mail you when they are; you can close
          this page.
        </p>
      </SignerScreen>
    );
  }
  if (consented) {
    return (
      <SignerScreen title={TITLE}>
        {what}
        <p className="mb-6">You have agreed to use electronic records and signatures.</p>
        <Link to="/heloc-signer/sign" className={buttonClasses()}>
          Go to your documents
        </Link>
      </SignerScreen>
    );
  }
  return (
    <SignerScreen title={TITLE} documentTitle={false} errorSummary={step.errorSummary}>
      {what}
      <form noValidate onSubmit={onSubmit}>
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
        <FormActions commits busy={step.busy}>
          Agree and continue
        </FormActions>
      </form>
    </SignerScreen>
  );
}
