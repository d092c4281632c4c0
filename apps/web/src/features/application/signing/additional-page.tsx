import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-classes';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { SIGNING_CAPTION } from './signing-caption';

const TITLE = 'Does anyone else need to sign?';

/**
 * signing/additional: the other owners of the home (co-deeders, additional signers) sign the
 * documents that concern them with their own sign-in; this says whether anyone does and where
 * they stand. The borrower's own signing does not wait for them.
 */
export function AdditionalPage() {
  const { application, pathTo } = useApplicationContext();
  const others = application.helocSigners.length;
  // The documents (which send to the consent first when it is not given yet).
  const backTo = 'signing/sign';
  const status = application.coDeedStatus;

  return (
    <ApplicationScreen caption={SIGNING_CAPTION} title={TITLE} back={backTo}>
      {status === 'NOT_REQUIRED' && others === 0 ? (
        <p className="mb-6">
          No. You are the only owner of the home on this application, so only your signature is
          needed.
        </p>
      ) : (
        <div className="mb-6 space-y-4">
          <p>
            Yes. Everyone who owns the home with you signs the deed of trust too
            {others > 0 ? ` (${others} ${others === 1 ? 'person' : 'people'})` : ''}. Each of them
            gets an invitation by e-mail and signs with their own sign-in; they never need your
            password.
          </p>
          <p className="font-semibold">
            {status === 'COMPLETE'
              ? 'Everyone else has signed.'
              : 'We are waiting for the other owners to sign. You can finish signing your own documents in the meantime.'}
          </p>
        </div>
      )}
      <p className="mb-6">
        Someone else who does not own the home, such as a family member helping you, cannot sign for
        you.
      </p>
      <Link to={pathTo(backTo)} className={buttonClasses()}>
        Back to your documents
      </Link>
    </ApplicationScreen>
  );
}
