import { DeclineScreen } from '../adverse-action/decline-screen';

/** error/income: declined because the new payment would take debts too high for the income. */
export function IncomeDeclinePage() {
  return (
    <DeclineScreen
      title="Your debts are too high for your income"
      intro={
        <>
          <p>
            With the payment on even the smallest line we offer, your monthly debts would be more
            than we can lend against your income, so we can’t approve your application at this time.
          </p>
          <p>
            Paying down other debts or adding income you didn’t tell us about can change this. The
            notice below gives the reasons and explains your rights.
          </p>
        </>
      }
    />
  );
}
