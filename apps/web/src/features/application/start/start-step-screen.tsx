import type { FormEventHandler, ReactElement, ReactNode } from 'react';
import { Button } from '@/components/button';
import { FORM_SUBMIT_ID } from '@/components/form/form-actions';
import { useApplicationRoute } from '../routing/use-application-route';
import { ApplicationScreen } from '../shell/application-screen';
import type { ReturnTarget } from './return-to';
import { START_CAPTION } from './start-caption';

export interface StartStepScreenProps {
  /** The page's <h1>; the step form sets the document title. */
  title: string;
  /** The step before this one, linked by Back while the borrower may open it. */
  previous: string;
  /** From a Change link: Back returns there instead. */
  returnTo: ReturnTarget | null;
  errorSummary: ReactElement;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** The frame of the start steps: their caption, Back and one Continue button. */
export function StartStepScreen({
  title,
  previous,
  returnTo,
  errorSummary,
  busy,
  onSubmit,
  children,
}: StartStepScreenProps) {
  const { isAllowed } = useApplicationRoute();
  const back = returnTo ?? (isAllowed(previous) ? previous : undefined);
  return (
    <ApplicationScreen
      caption={START_CAPTION}
      title={title}
      documentTitle={false}
      {...(back ? { back } : {})}
      errorSummary={errorSummary}
      onSubmit={onSubmit}
      actions={
        <Button id={FORM_SUBMIT_ID} busy={busy}>
          Continue
        </Button>
      }
    >
      {children}
    </ApplicationScreen>
  );
}
