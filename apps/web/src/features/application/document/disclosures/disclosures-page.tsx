import { z } from 'zod';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/button';
import { buttonClasses } from '@/components/button-classes';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FORM_SUBMIT_ID } from '@/components/form/form-actions';
import { useStepForm } from '@/components/form/use-step-form';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { useApplicationMutation } from '@/features/application/routing/use-application-mutation';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { formErrorsOf } from '@/features/application/start/form-errors';
import { APP_SUMMARY_PATH, readReturnTo } from '@/features/application/start/return-to';
import { START_CAPTION } from '@/features/application/start/start-caption';
import { CfpbBooklet } from './cfpb-booklet';
import { EarlyDisclosure } from './early-disclosure';
import { buildHelocDisclosure, CFPB_HELOC_BOOKLET_TITLE } from '@openheloc/domain';

const TITLE = 'Read your home equity line of credit disclosures';

/**
 * The version of the acknowledgement and of the disclosures it covers, recorded with it. Change
 * it whenever their words change.
 */
export const DISCLOSURES_TEXT_VERSION = 'heloc-early-disclosures-2026-11-01';
export const DISCLOSURES_REQUIRED_MESSAGE =
  'Please confirm you have received and reviewed the disclosures';

const zAcknowledgement = z.object({
  received: z.boolean().refine((given) => given, { error: DISCLOSURES_REQUIRED_MESSAGE }),
});
type Acknowledgement = z.infer<typeof zAcknowledgement>;

/**
 * The HELOC early disclosures and the CFPB booklet, given with the application: accepted once
 * before the application is submitted, and open to read again at any time.
 */
export function DisclosuresPage() {
  const { application, status, resolved, currentPath, pathTo } = useApplicationContext();
  const returnTo = readReturnTo(useLocation().search);
  const acknowledge = useApplicationMutation<unknown>('/consents');
  const step = useStepForm<Acknowledgement, Acknowledgement>({
    schema: zAcknowledgement,
    defaultValues: { received: false },
    title: TITLE,
  });

  const acknowledged = application.consents.some(
    (consent) => consent.type === 'HELOC_EARLY_DISCLOSURES',
  );
  const canAcknowledge = !acknowledged && status.actions.includes('GIVE_CONSENT');
  const quote = application.selectedOffer?.quote;
  const offer = application.offers.find((item) => item.id === quote?.offerId);
  const disclosure = offer && quote ? buildHelocDisclosure(offer, quote) : null;

  const onSubmit = step.submitWith(async () => {
    const outcome = await acknowledge.submit(
      { type: 'HELOC_EARLY_DISCLOSURES', granted: true, textVersion: DISCLOSURES_TEXT_VERSION },
      { next: returnTo ?? APP_SUMMARY_PATH },
    );
    if (outcome.kind === 'done') return;
    const errors = formErrorsOf(outcome, []);
    if (errors) step.showServerErrors(errors.fieldErrors, errors.formMessage);
  });

  const onward = returnTo ?? (resolved.path !== currentPath ? resolved.path : null);
  const printButton = (
    <Button type="button" variant="secondary" onClick={() => window.print()}>
      Print or save
    </Button>
  );
  const actions = canAcknowledge ? (
    <>
      <Button id={FORM_SUBMIT_ID} busy={step.busy}>
        Continue
      </Button>
      {printButton}
    </>
  ) : (
    <>
      {onward ? (
        <Link to={pathTo(onward)} className={buttonClasses()}>
          Continue
        </Link>
      ) : null}
      {printButton}
    </>
  );

  return (
    <ApplicationScreen
      caption={START_CAPTION}
      title={TITLE}
      documentTitle={false}
      width="wide"
      {...(returnTo ? { back: returnTo } : {})}
      errorSummary={step.errorSummary}
      {...(canAcknowledge ? { onSubmit } : {})}
      commits
      actions={actions}
    >
      <p className="mb-8">
        These are the terms of the line you chose and the Consumer Financial Protection Bureau’s
        booklet about home equity lines of credit. Read them before you submit your application, and
        keep a copy.
      </p>
      {disclosure ? (
        <EarlyDisclosure disclosure={disclosure} property={application.property} />
      ) : (
        <p className="mb-10">The terms of your line will show here once you choose an offer.</p>
      )}
      <CfpbBooklet />
      {canAcknowledge ? (
        <CheckboxField
          label={`I have received and reviewed the important terms of my home equity line of credit and the CFPB booklet ‘${CFPB_HELOC_BOOKLET_TITLE}’.`}
          error={step.errorFor('received')}
          {...step.form.register('received')}
        />
      ) : acknowledged ? (
        <p className="font-semibold">
          You confirmed you have received and reviewed these disclosures.
        </p>
      ) : null}
    </ApplicationScreen>
  );
}
