import { DISCLOSURES_PATH } from '@openheloc/domain';
import { z } from 'zod';
import { Navigate } from 'react-router';
import { Button } from '@/components/button';
import { FORM_SUBMIT_ID } from '@/components/form/form-actions';
import { useStepForm } from '@/components/form/use-step-form';
import { TextLink } from '@/components/text-link';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { useApplicationMutation } from '@/features/application/routing/use-application-mutation';
import { useApplicationRoute } from '@/features/application/routing/use-application-route';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { formErrorsOf } from '../form-errors';
import { IdentityGate } from '../identity-gate';
import type { StartIdentity } from '../identity-query';
import { APP_SUMMARY_PATH, withReturnTo } from '../return-to';
import { START_CAPTION } from '../start-caption';
import { SummaryList } from './summary-list';
import { summaryGroups } from './summary-groups';

const TITLE = 'Check your answers before you submit';

/** Nothing to fill in: the answers were given on their own pages, the authorisation on the first. */
const zSubmitForm = z.object({});
type SubmitForm = z.infer<typeof zSubmitForm>;

function AppSummary({ identity }: { identity: StartIdentity }) {
  const { application, status, pathTo } = useApplicationContext();
  const { isAllowed } = useApplicationRoute();
  const submission = useApplicationMutation<void>('/submit');
  const step = useStepForm<SubmitForm, SubmitForm>({
    schema: zSubmitForm,
    defaultValues: {},
    title: TITLE,
  });

  const onSubmit = step.submitWith(async () => {
    const submitted = await submission.submit();
    if (submitted.kind === 'done') return;
    const errors = formErrorsOf(submitted, []);
    if (errors) step.showServerErrors(errors.fieldErrors, errors.formMessage);
  });

  const canSubmit = status.actions.includes('SUBMIT');
  const acknowledged = application.consents.some(
    (consent) => consent.type === 'HELOC_EARLY_DISCLOSURES',
  );
  // The early disclosures come with the application: read and accepted before it is submitted.
  if (canSubmit && !acknowledged) {
    return <Navigate to={pathTo(DISCLOSURES_PATH)} replace />;
  }

  const groups = summaryGroups({ application, identity, canOpen: isAllowed });
  return (
    <ApplicationScreen
      caption={START_CAPTION}
      title={TITLE}
      documentTitle={false}
      width="wide"
      errorSummary={step.errorSummary}
      onSubmit={onSubmit}
      commits
      actions={
        canSubmit ? (
          <Button id={FORM_SUBMIT_ID} busy={step.busy}>
            Submit application
          </Button>
        ) : undefined
      }
    >
      {groups.map((group) => (
        <SummaryList key={group.key} group={group} pathTo={pathTo} />
      ))}
      <section aria-labelledby="summary-disclosures" className="mb-10">
        <h2 id="summary-disclosures" className="mb-3 text-[22px] font-bold">
          Disclosures
        </h2>
        <p>
          {acknowledged
            ? 'You received and reviewed the important terms of your home equity line of credit and the CFPB booklet.'
            : 'You will receive the important terms of your home equity line of credit and the CFPB booklet before you submit.'}{' '}
          <TextLink to={pathTo(withReturnTo(DISCLOSURES_PATH, APP_SUMMARY_PATH))}>
            Read the disclosures
          </TextLink>
        </p>
      </section>
      <section aria-labelledby="summary-owners" className="mb-10">
        <h2 id="summary-owners" className="mb-3 text-[22px] font-bold">
          Other owners of the home
        </h2>
        <p>
          Everyone who owns the home with you signs too, with their own sign-in.{' '}
          <TextLink to={pathTo('signing/additional')}>Add co-owners or a co-borrower</TextLink>
        </p>
      </section>
      {canSubmit ? (
        <section aria-labelledby="summary-submit" className="max-w-[560px]">
          <h2 id="summary-submit" className="mb-3 text-[22px] font-bold">
            Now submit your application
          </h2>
          <p className="mb-4">
            By submitting, you confirm that the answers you gave are true and complete.
          </p>
          <p className="mb-4">
            We then check your full credit report, as you authorized when you gave your Social
            Security number. This is a hard credit inquiry. Then we confirm your offer.
          </p>
        </section>
      ) : null}
    </ApplicationScreen>
  );
}

/** Check your answers: every answer grouped with Change links, then submission and the hard pull. */
export function AppSummaryPage() {
  return <IdentityGate>{(identity) => <AppSummary identity={identity} />}</IdentityGate>;
}
