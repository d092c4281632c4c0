import { useOrganization } from '@/lib/organization/organization-context';
import { LegalDocument, LegalList, type LegalSection } from './legal-document';
import { LenderContact } from './lender-contact';
import { lenderFacts, type LenderFacts } from './lender-facts';
import { linkClasses } from '@/components/link-classes';

function communicationsSections(lender: LenderFacts): LegalSection[] {
  const contactLine = (
    <>
      call us at{' '}
      <a className={`${linkClasses} whitespace-nowrap`} href={lender.phoneHref}>
        {lender.phone}
      </a>
      , e-mail{' '}
      <a className={linkClasses} href={`mailto:${lender.email}`}>
        {lender.email}
      </a>{' '}
      or write to {lender.legalName}, {lender.address}
    </>
  );
  return [
    {
      id: 'what-we-send',
      title: 'What we send you electronically',
      content: (
        <>
          <p>With your consent, we give you these documents electronically instead of on paper:</p>
          <LegalList>
            <li>this policy, our terms of use and our privacy notices</li>
            <li>
              the results of checking your rate, and notices about our decision on your application,
              including any notice explaining why we could not approve it
            </li>
            <li>
              disclosures the law requires, such as the home equity line of credit early
              disclosures, the Consumer Financial Protection Bureau’s home equity booklet and
              notices about your credit report
            </li>
            <li>
              your application summary and the documents you review and sign, such as your loan
              agreement, your mortgage or deed of trust and your notice of the right to cancel
            </li>
            <li>
              while your line is open: statements, payment confirmations, notices of changes to your
              terms and other notices about your account
            </li>
          </LegalList>
        </>
      ),
    },
    {
      id: 'how-we-send',
      title: 'How we send them',
      content: (
        <p>
          We put documents in your account on this website and send an e-mail to the address you
          gave us when something new is ready, or send the document with the e-mail. Documents are
          PDF files that you can open, save and print. A document counts as delivered when we have
          made it available in either way.
        </p>
      ),
    },
    {
      id: 'what-you-need',
      title: 'What you need',
      content: (
        <>
          <p>To get and keep our documents electronically, you need:</p>
          <LegalList>
            <li>a computer, tablet or phone connected to the internet</li>
            <li>
              a current version of Chrome, Safari, Edge or Firefox, with JavaScript and cookies
              turned on
            </li>
            <li>
              a program that opens PDF files, such as your browser’s own viewer or the free Adobe
              Acrobat Reader
            </li>
            <li>an e-mail account that you can use</li>
            <li>enough storage to save the documents, or a printer to print them</li>
          </LegalList>
          <p>
            If we change these requirements in a way that could stop you from opening or keeping our
            documents, we will tell you first. You can then withdraw your consent without a fee.
          </p>
        </>
      ),
    },
    {
      id: 'paper-copies',
      title: 'Paper copies',
      content: (
        <p>
          You can ask for a paper copy of any document we sent you electronically, at no cost:{' '}
          {contactLine}. Asking for a paper copy does not withdraw your consent.
        </p>
      ),
    },
    {
      id: 'withdraw-consent',
      title: 'Withdrawing your consent',
      content: (
        <>
          <p>
            You can withdraw your consent at any time, at no cost. To do so, {contactLine}. Please
            include your name and the e-mail address you use with us.
          </p>
          <LegalList>
            <li>We will act on your request within a reasonable time.</li>
            <li>Documents we gave you electronically before then remain valid and delivered.</li>
            <li>
              Because the application is online only, if you withdraw your consent before your line
              is opened we may not be able to go on with your application. We will tell you what
              your options are.
            </li>
          </LegalList>
        </>
      ),
    },
    {
      id: 'update-email',
      title: 'Keeping your e-mail address up to date',
      content: (
        <p>
          Tell us whenever your e-mail address changes, so that you do not miss a document. You can
          change it in the settings of your account after you sign in, or ask us to change it:{' '}
          {contactLine}. If our e-mails to you are returned, we will try to reach you in another
          way.
        </p>
      ),
    },
    {
      id: 'keep-copies',
      title: 'Keeping copies',
      content: (
        <p>
          Please save or print the documents we send you, so that you have them when you need them.
          You can also download them from your account.
        </p>
      ),
    },
    {
      id: 'contact-us',
      title: 'Contact us',
      content: <LenderContact lender={lender} />,
    },
  ];
}

/** The consent to electronic communications required by the federal E-SIGN Act. */
export function CommunicationsPage() {
  const lender = lenderFacts(useOrganization());
  return (
    <LegalDocument
      title="Electronic communications policy"
      caption={lender.brandName}
      intro={
        <>
          <p>
            {lender.legalName} gives you disclosures, notices and other documents about your home
            equity line of credit electronically. The federal Electronic Signatures in Global and
            National Commerce Act (E-SIGN Act) says we need your consent to do so.
          </p>
          <p>
            You give your consent when you agree to this policy as you create your account. This
            page explains what that means and how you can change your mind.
          </p>
        </>
      }
      sections={communicationsSections(lender)}
    />
  );
}
