import { CFPB_HELOC_BOOKLET_TITLE, CFPB_HELOC_BOOKLET_URL } from '@openheloc/domain';
import { ExternalLink } from '@/components/external-link';

/** The booklet's link and what it says, in short. */
export function CfpbBooklet() {
  return (
    <section aria-labelledby="cfpb-booklet-title" className="mb-10">
      <h2 id="cfpb-booklet-title" className="mb-3 text-[22px] font-bold">
        {CFPB_HELOC_BOOKLET_TITLE}
      </h2>
      <p className="mb-3">
        The Consumer Financial Protection Bureau (CFPB) publishes this booklet to help you decide
        whether a home equity line of credit is right for you and to compare offers. In short:
      </p>
      <ul className="mb-4 list-disc space-y-2 pl-6">
        <li>
          A home equity line of credit lets you borrow, spend and repay as you go, using your home
          as collateral. If you cannot make the payments, you could lose your home.
        </li>
        <li>
          Most lines have a variable rate, so your payments can go up. You can usually draw money
          only during the draw period; after it, you repay what you owe.
        </li>
        <li>
          Compare the rate, the margin, the fees and the repayment terms of several lenders before
          you choose. The booklet has tables to help you.
        </li>
        <li>
          Think about other ways to borrow too, such as a home equity loan, a cash-out refinance or
          a personal loan.
        </li>
        <li>
          If the line is secured by your main home, you can usually cancel it within three business
          days after you open it, without paying for it.
        </li>
      </ul>
      <p>
        <ExternalLink href={CFPB_HELOC_BOOKLET_URL} newTab>
          Read the CFPB booklet: {CFPB_HELOC_BOOKLET_TITLE} (PDF)
        </ExternalLink>
      </p>
    </section>
  );
}
