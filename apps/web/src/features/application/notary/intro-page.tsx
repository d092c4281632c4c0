import { formatCents, dollarsToCents, MANUAL_NOTARIZATION_COST } from '@openheloc/domain';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-classes';
import { useApplicationContext } from '../routing/application-context';
import { ApplicationScreen } from '../shell/application-screen';
import { NOTARY_CAPTION } from './notary-api';

/**
 * notary/intro: the deed of trust is notarized before funding. The borrower meets an eNotary
 * online now (no cost) or books an in-person notary at a time they choose (the manual fee).
 */
export function NotaryIntroPage() {
  const { application, pathTo } = useApplicationContext();
  const chosen = application.offers.find(
    (offer) => offer.id === application.selectedOffer?.offerId,
  );
  const fee = chosen?.pricing.manualNotarizationFee ?? dollarsToCents(MANUAL_NOTARIZATION_COST);
  return (
    <ApplicationScreen caption={NOTARY_CAPTION} title="Meet your notary" width="wide">
      <p>
        Your documents are signed. A notary now confirms your identity and witnesses your deed of
        trust, as state law requires. Choose how you would like to meet them.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        <li className="flex flex-col rounded-xl border border-line p-5">
          <h2 className="text-lg font-semibold">Online now with an eNotary</h2>
          <p className="mt-2 flex-1">
            A video call with a notary from your computer or phone, usually about 15 minutes. You
            need a camera, a microphone and your photo ID. There is no charge.
          </p>
          <Link to={pathTo('notary/session')} className={`${buttonClasses()} mt-4`}>
            Start the online session
          </Link>
        </li>
        <li className="flex flex-col rounded-xl border border-line p-5">
          <h2 className="text-lg font-semibold">In person at a time you choose</h2>
          <p className="mt-2 flex-1">
            A notary meets you at your home on a weekday you pick. A manual notarization costs{' '}
            {formatCents(fee, 0)}, added to your closing costs.
          </p>
          <Link
            to={pathTo('notary/schedule-manual')}
            className={`${buttonClasses({ variant: 'secondary' })} mt-4`}
          >
            Schedule an in-person notary
          </Link>
        </li>
      </ul>
    </ApplicationScreen>
  );
}
