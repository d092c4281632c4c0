import { useApplication } from '../routing/application-context';
import { SupportEmailLink } from './support-contact';

/** Where documents for a review go, with the loan number that matches them to the application. */
export function SendDocumentsNote() {
  const { application } = useApplication();
  return (
    <p>
      E-mail your documents to <SupportEmailLink /> with your loan number,{' '}
      <strong className="font-semibold">{application.loanNumber}</strong>, in the subject line so we
      can match them to your application.
    </p>
  );
}
