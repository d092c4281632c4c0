import { SIGNER_MESSAGES, type SignerHome } from '@openheloc/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/button-classes';
import { FormActions } from '@/components/form/form-actions';
import {
  IdDocumentFields,
  IdFailedAlert,
  idFormFieldErrors,
  useIdForm,
  type SendId,
} from '@/components/id-document/id-form-fields';
import { CreditCheckForm } from './credit-check-form';
import { nextSignerPath } from './next-step';
import { signerReturnTo } from './return-to';
import { signerFormErrors } from './signer-form-errors';
import { sendSignerId, signerKeys, signerPaths, useSignerHome } from './signer-api';
import { SignerScreen, SignerScreenLoading } from './signer-screen';

const TITLE = 'Verify your identity';
const ID_CAPTION = 'Co-borrower checks: step 2 of 2';

/** Where the signer goes on: back where they came from (a signer page), else their next step. */
function ContinueLink({ home, children }: { home: SignerHome; children: ReactNode }) {
  const [params] = useSearchParams();
  const to = signerReturnTo(params.get('returnTo')) ?? nextSignerPath(home);
  // Held here (waiting for operations): there is nowhere further to go yet.
  if (to === '/heloc-signer/identity') return null;
  return (
    <Link to={to} className={buttonClasses()}>
      {children}
    </Link>
  );
}

function Notice({
  home,
  title,
  caption,
  children,
}: {
  home: SignerHome;
  title: string;
  caption?: string;
  children: ReactNode;
}) {
  return (
    <SignerScreen title={title} {...(caption ? { caption } : {})}>
      <div role="status" className="mb-6 space-y-3">
        {children}
      </div>
      <ContinueLink home={home}>Continue</ContinueLink>
    </SignerScreen>
  );
}

/** The co-borrower's ID, sent to the same identity check as the borrower's. */
function IdCheckForm({ home }: { home: SignerHome }) {
  const queryClient = useQueryClient();
  const send: SendId = async ({ idType, front, back }) => {
    try {
      const next = await sendSignerId({
        idType,
        frontDocumentUuid: front.uuid,
        ...(back ? { backDocumentUuid: back.uuid } : {}),
      });
      queryClient.setQueryData(signerKeys.home, next);
      return null;
    } catch (error) {
      const errors = signerFormErrors(error, ['idType', 'frontDocumentUuid', 'backDocumentUuid']);
      return { ...errors, fieldErrors: idFormFieldErrors(errors.fieldErrors) };
    }
  };
  const { step, onSubmit } = useIdForm(TITLE, send);
  return (
    <SignerScreen
      title={TITLE}
      caption={ID_CAPTION}
      documentTitle={false}
      errorSummary={step.errorSummary}
    >
      {home.checks.identity === 'FAILED' ? (
        <IdFailedAlert failedChecks={home.idFailedChecks} />
      ) : (
        <p className="mb-6">
          We need a photo of a government ID to confirm that you are the person named on the
          application. On a phone you can take the photos with your camera.
        </p>
      )}
      <form noValidate onSubmit={onSubmit}>
        <IdDocumentFields
          step={step}
          applicationUuid={home.applicationUuid}
          uploadPath={signerPaths.uploads}
        />
        <FormActions commits busy={step.busy}>
          Verify my ID
        </FormActions>
      </form>
    </SignerScreen>
  );
}

/**
 * heloc-signer/identity: a co-borrower's checks before signing, as the borrower went through
 * them: first the soft credit pull (with the details it needs, which the ID is then matched
 * against), then the ID check. A result that waits for operations says so and what happens next;
 * a co-deeder has nothing to do here. `?returnTo=` (a /heloc-signer path) is where Continue goes.
 */
export function SignerIdentityPage() {
  const home = useSignerHome();
  if (!home.data) {
    return <SignerScreenLoading title={TITLE} error={home.error} />;
  }
  const data = home.data;
  const { identity, credit } = data.checks;
  if (data.role !== 'CO_BORROWER') {
    return (
      <Notice home={data} title={TITLE}>
        <p>{SIGNER_MESSAGES.coBorrowerOnly}.</p>
      </Notice>
    );
  }
  if (credit === 'BELOW_MINIMUM') {
    return (
      <Notice home={data} title="Your credit check needs a review" caption="Co-borrower checks">
        <p>
          The credit check did not meet our lending rules on its own, so our operations team will
          review the application. You cannot sign until they have; the application waits with you.
        </p>
        <p>We will contact you and {data.borrowerName} about what happens next.</p>
      </Notice>
    );
  }
  if (credit !== 'PASSED') return <CreditCheckForm key={credit} home={data} />;
  if (identity === 'PENDING_REVIEW') {
    return (
      <Notice home={data} title="Your ID is being reviewed" caption={ID_CAPTION}>
        <p>{SIGNER_MESSAGES.identityInReview}.</p>
      </Notice>
    );
  }
  if (identity !== 'VERIFIED') return <IdCheckForm key={identity} home={data} />;
  return (
    <Notice home={data} title="Your identity is verified" caption="Co-borrower checks">
      <p>Your credit check and your ID are done. Thank you.</p>
      {data.ssnLast4 ? <p>Social Security number on file: ending {data.ssnLast4}.</p> : null}
    </Notice>
  );
}
