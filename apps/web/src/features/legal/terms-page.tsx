import { MIN_BORROWER_AGE, MIN_BORROWER_AGE_ALABAMA } from '@openheloc/domain';
import { linkClasses } from '@/components/link-classes';
import { useOrganization } from '@/lib/organization/organization-context';
import { LegalDocument, LegalList, type LegalSection } from './legal-document';
import { LegalPageLink } from './legal-page-link';
import { LenderContact } from './lender-contact';
import { jurisdictionName, lenderFacts, type LenderFacts } from './lender-facts';

function governingLaw(lender: LenderFacts): string {
  const law = lender.homeState
    ? `the laws of ${jurisdictionName(lender.homeState)}, where ${lender.legalName} is located`
    : `the laws of the state where ${lender.legalName} is located (${lender.address})`;
  return `These terms are governed by federal law and, where federal law does not apply, by ${law}.`;
}

function termsSections(lender: LenderFacts): LegalSection[] {
  const { brandName, legalName } = lender;
  return [
    {
      id: 'who-we-are',
      title: 'Who we are',
      content: (
        <>
          <p>
            This website and the online application are provided by {legalName} (“we”, “us”), NMLS
            ID {lender.nmls}, {lender.address}.
            {brandName === legalName
              ? null
              : ` ${brandName} is the name under which ${legalName} offers home equity lines of credit.`}
          </p>
          <p>
            By using this website you agree to these terms. If you do not agree, please do not use
            the website or apply through it.
          </p>
        </>
      ),
    },
    {
      id: 'who-can-apply',
      title: 'Who can use the website',
      content: (
        <>
          <p>To apply, you must:</p>
          <LegalList>
            <li>
              be at least {MIN_BORROWER_AGE} years old ({MIN_BORROWER_AGE_ALABAMA} in Alabama)
            </li>
            <li>apply for yourself, in your own name</li>
            <li>
              own a home in a state where we are licensed to lend (see our{' '}
              <LegalPageLink to="/licenses">licenses</LegalPageLink>)
            </li>
          </LegalList>
        </>
      ),
    },
    {
      id: 'your-account',
      title: 'Your account',
      content: (
        <>
          <p>
            You create an account to apply and to follow your application. Keep your password to
            yourself: you are responsible for what is done with your account.
          </p>
          <p>
            If you think someone else has used your account, call us at{' '}
            <a href={lender.phoneHref} className={`${linkClasses} whitespace-nowrap`}>
              {lender.phone}
            </a>{' '}
            straight away and change your password.
          </p>
        </>
      ),
    },
    {
      id: 'electronic-signatures',
      title: 'Electronic signatures and records',
      content: (
        <>
          <p>
            When you select a button such as “Continue” or “I agree”, check a consent box or type
            your name to sign a document on this website, you are signing electronically. Your
            electronic signature has the same legal effect as a signature on paper, and our
            electronic records of it are as valid as paper ones.
          </p>
          <p>
            We give you disclosures and documents electronically, as our{' '}
            <LegalPageLink to="/communications">electronic communications policy</LegalPageLink>{' '}
            describes. You agree to it before you apply, and you can ask for paper copies at any
            time.
          </p>
          <p>
            Some documents, such as the mortgage or deed of trust that secures your line, are signed
            in front of a notary, online or in person, as the law of your state requires.
          </p>
        </>
      ),
    },
    {
      id: 'no-guarantee-of-credit',
      title: 'Checking your rate is not a promise to lend',
      content: (
        <>
          <p>
            A pre-qualification shows what you may be able to borrow, based on what you tell us and
            a soft credit pull. A soft credit pull does not affect your credit score. A
            pre-qualification is not an approval and not a commitment to lend.
          </p>
          <p>
            We decide whether to approve your line of credit only after you submit your application,
            which includes a hard credit pull, and after we have verified your identity, income,
            home value, title and insurance. We may decline an application or offer a smaller line
            than the one you were pre-qualified for.
          </p>
          <p>
            Rates, amounts and fees shown on the website are examples and can change until you sign
            your loan documents. The terms of your line of credit are those in your signed loan
            agreement.
          </p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      content: (
        <>
          <p>When you use this website, you agree not to:</p>
          <LegalList>
            <li>
              give false, incomplete or misleading information, or apply in someone else’s name
            </li>
            <li>share your account, or use someone else’s</li>
            <li>
              try to reach parts of the website, our systems or data that you are not allowed to use
            </li>
            <li>
              test or get around our security, or upload viruses or anything else meant to harm the
              website or other people
            </li>
            <li>use bots, scrapers or other automated tools to use or copy the website</li>
            <li>copy, change or sell the website’s content, except to keep records for yourself</li>
            <li>use the website for anything unlawful</li>
          </LegalList>
          <p>
            We may suspend or close your access to the website if you do not follow these rules, or
            to protect you, us or other people from fraud.
          </p>
        </>
      ),
    },
    {
      id: 'your-information',
      title: 'Information you give us',
      content: (
        <>
          <p>
            The information you give us must be true and complete. You allow us to check it with
            others, such as credit bureaus, employers, payroll and tax record services, banks,
            property record services and identity verification services.
          </p>
          <p>
            How we collect, use, share and protect your information is explained in our{' '}
            <LegalPageLink to="/privacy">privacy policy</LegalPageLink>.
          </p>
        </>
      ),
    },
    {
      id: 'other-services',
      title: 'Other websites and services',
      content: (
        <p>
          To verify your income, link a bank account or meet a notary, you may use services run by
          other companies. Their own terms and privacy policies apply to what you do on them. Links
          to other websites are for your convenience; we are not responsible for their content.
        </p>
      ),
    },
    {
      id: 'our-content',
      title: 'Our content',
      content: (
        <p>
          The website, its text, design, logos and software belong to {legalName} or to the
          companies that license them to us. You may use them only to learn about our products,
          apply and manage your account.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Our responsibility to you',
      content: (
        <>
          <p>
            We work to keep the website accurate, secure and available, but we cannot promise that
            it will always be free of errors or interruptions. As far as the law allows, we are not
            responsible for losses caused by the website being unavailable, or by information on it
            being out of date.
          </p>
          <p>
            Nothing in these terms limits the rights you have under consumer protection law or under
            your loan agreement.
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      content: (
        <p>
          We may change these terms from time to time. The version on this page is the one that
          applies when you use the website. If a change affects an application you have already
          started, we will tell you before it takes effect.
        </p>
      ),
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      content: (
        <>
          <p>{governingLaw(lender)}</p>
          <p>
            Your line of credit itself is governed by the law named in your loan agreement, which is
            usually the law of the state where your home is.
          </p>
        </>
      ),
    },
    {
      id: 'contact-us',
      title: 'Contact us',
      content: (
        <>
          <p>If you have a question about these terms, contact {legalName}:</p>
          <LenderContact lender={lender} />
        </>
      ),
    },
  ];
}

/** The terms of use of the website and the online application, in the lender's name. */
export function TermsPage() {
  const lender = lenderFacts(useOrganization());
  return (
    <LegalDocument
      title="Terms of use"
      caption={lender.brandName}
      intro={
        <p>
          These terms explain the rules for using the {lender.brandName} website and applying online
          for a home equity line of credit. Please read them before you apply.
        </p>
      }
      sections={termsSections(lender)}
    />
  );
}
