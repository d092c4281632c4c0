/** What follows the offer, so that choosing one does not feel like signing for it. */
export function NextSteps({ dscr = false }: { dscr?: boolean }) {
  return (
    <section aria-labelledby="next-steps-title" className="mt-8">
      <h2 id="next-steps-title" className="text-lg font-semibold">
        What happens next
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-6">
        <li>We’ll ask for your Social Security number and confirm you own the home.</li>
        <li>
          You review and submit your application. Only then do we check your credit with a hard
          pull.
        </li>
        {dscr ? (
          // The DSCR loan is business credit qualified on rent (decision 0050): no income step,
          // a business-purpose certification in place of the HELOC booklet, no right to cancel.
          <>
            <li>
              You verify your identity, then sign with a notary online. We don’t ask about your
              income: the loan rests on the property’s rent.
            </li>
            <li>
              Among your closing documents you sign a business-purpose certification: the property
              is not your principal residence, and you hold it to earn rental income.
            </li>
            <li>
              As credit for a business purpose, the loan has no three-day right to cancel: once your
              insurance is in, we go straight on to funding it.
            </li>
          </>
        ) : (
          <li>You link your income, verify your identity, then sign with a notary online.</li>
        )}
      </ol>
      <p className="mt-2 text-muted">
        Choosing an offer doesn’t commit you to anything: nothing is final until you sign your
        closing documents.
      </p>
    </section>
  );
}
