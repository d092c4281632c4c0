import { ExternalLink } from '@/components/external-link';
import { useOrganization } from '@/lib/organization/organization-context';
import { LegalDocument, LegalList, type LegalSection } from './legal-document';
import { LenderContact } from './lender-contact';
import { lenderFacts, type LenderFacts } from './lender-facts';
import { SharingTable } from './sharing-table';

function privacySections(lender: LenderFacts): LegalSection[] {
  const { legalName } = lender;
  return [
    {
      id: 'why-this-notice',
      title: 'Why you are getting this notice',
      content: (
        <p>
          Financial companies choose how they share your personal information. Federal law gives you
          the right to limit some, but not all, of that sharing. It also requires us to tell you how
          we collect, share and protect your personal information. Please read this notice carefully
          to understand what we do.
        </p>
      ),
    },
    {
      id: 'what-we-collect',
      title: 'What information we collect',
      content: (
        <>
          <p>When you check your rate, apply for or have a line of credit with us, we collect:</p>
          <LegalList>
            <li>
              <strong className="font-semibold">Your application:</strong> your name, date of birth,
              Social Security number, address, phone number and e-mail, and your answers about the
              home and about yourself, including the demographic questions the law asks lenders to
              offer (answering those is up to you)
            </li>
            <li>
              <strong className="font-semibold">Your credit report:</strong> your credit history,
              credit score and debts from a credit bureau: a soft credit pull when you check your
              rate, and a hard credit pull when you submit your application
            </li>
            <li>
              <strong className="font-semibold">Your property:</strong> ownership and title records,
              mortgages and other liens, estimated value, flood zone and homeowners insurance
            </li>
            <li>
              <strong className="font-semibold">Your income:</strong> your income, employer, pay
              stubs, and the payroll or tax records you choose to link or upload
            </li>
            <li>
              <strong className="font-semibold">Your bank details:</strong> the account we send your
              funds to and take payments from, and the account information you choose to link
            </li>
            <li>
              <strong className="font-semibold">Your identity:</strong> photos of your ID and the
              results of identity checks
            </li>
            <li>
              <strong className="font-semibold">How you use our website:</strong> your device and
              browser, your IP address, the pages you visit and, when you sign documents, your
              location
            </li>
          </LegalList>
        </>
      ),
    },
    {
      id: 'why-we-collect',
      title: 'Why we collect it',
      content: (
        <>
          <p>We use your information to:</p>
          <LegalList>
            <li>show you the rate and line amount you pre-qualify for</li>
            <li>check your application and decide whether we can lend to you</li>
            <li>verify your identity, income and home, and protect you and us from fraud</li>
            <li>prepare your documents, fund your line, take your payments and run your account</li>
            <li>
              meet our legal duties, such as fair lending, anti-money-laundering and mortgage
              reporting laws
            </li>
            <li>contact you about your application and account, and improve our services</li>
          </LegalList>
        </>
      ),
    },
    {
      id: 'how-we-share',
      title: 'How we share it',
      content: (
        <>
          <p>
            All financial companies need to share customers’ personal information to run their
            everyday business. The table lists the reasons financial companies can share it, the
            reasons {legalName} chooses to share it, and whether you can limit that sharing.
          </p>
          <SharingTable lenderName={legalName} />
          <p>
            We also share your information with service providers that do work for us. They may use
            it only for that work, and they must protect it:
          </p>
          <LegalList>
            <li>
              <strong className="font-semibold">Credit bureaus</strong>, to get your credit report
              and to report how you repay your line
            </li>
            <li>
              <strong className="font-semibold">Property data and valuation services</strong>, to
              confirm who owns your home, its liens, value and flood zone
            </li>
            <li>
              <strong className="font-semibold">Income and employment verification services</strong>
              , to confirm your income from the records you link or upload
            </li>
            <li>
              <strong className="font-semibold">Identity verification services</strong>, to confirm
              that you are who you say you are
            </li>
            <li>
              <strong className="font-semibold">Notaries</strong>, to witness the signing of your
              mortgage documents, online or in person
            </li>
            <li>
              <strong className="font-semibold">Title, recording and funding partners</strong>,
              including banks and payment processors, to record your mortgage, send your funds and
              collect your payments
            </li>
          </LegalList>
        </>
      ),
    },
    {
      id: 'how-we-protect',
      title: 'How we protect it',
      content: (
        <>
          <p>
            To protect your personal information from unauthorised access and use, we use security
            measures that comply with federal law:
          </p>
          <LegalList>
            <li>
              256-bit encryption for everything you send us, and for sensitive details such as your
              Social Security number and bank account numbers while we store them
            </li>
            <li>
              access controls, so that only the people and service providers who need your
              information to serve you can see it
            </li>
            <li>
              when you link a bank or payroll account, you sign in on that service’s own screen: we
              never see or store your sign-in details
            </li>
          </LegalList>
        </>
      ),
    },
    {
      id: 'your-choices',
      title: 'Your choices',
      content: (
        <LegalList>
          <li>
            We do not share your information for any reason you can limit. If that changes, we will
            tell you first and give you a way to say no.
          </li>
          <li>You can stop marketing e-mails with the unsubscribe link in any of them.</li>
          <li>You can stop text messages by replying STOP.</li>
          <li>The demographic questions in the application are optional.</li>
          <li>
            You can ask us what information we hold about you, and ask us to correct it if it is
            wrong.
          </li>
          <li>If the law of your state gives you more rights than this notice, we follow it.</li>
        </LegalList>
      ),
    },
    {
      id: 'questions',
      title: 'Questions',
      content: (
        <>
          <p>
            This notice is provided by {legalName}, NMLS ID {lender.nmls}. To ask a question, or to
            use any of your choices, contact us:
          </p>
          <LenderContact lender={lender} />
        </>
      ),
    },
  ];
}

/** The lender's privacy policy lives on its own site: say where, and how to ask about it. */
function ExternalPrivacyPolicy({ lender, url }: { lender: LenderFacts; url: string }) {
  return (
    <LegalDocument
      title="Privacy policy"
      caption={lender.brandName}
      intro={
        <>
          <p>
            {lender.legalName} publishes its privacy policy on its own website. It explains how the
            information you give in this online application, and about your line of credit, is
            collected, used, shared and protected.
          </p>
          <p>
            <ExternalLink href={url} newTab>
              Read the {lender.legalName} privacy policy
            </ExternalLink>
          </p>
        </>
      }
      sections={[
        {
          id: 'questions',
          title: 'Questions',
          content: (
            <>
              <p>
                To ask about your privacy, or to use the choices the policy gives you, contact us:
              </p>
              <LenderContact lender={lender} />
            </>
          ),
        },
      ]}
    />
  );
}

/**
 * The privacy policy, in the shape of the federal (Gramm-Leach-Bliley) privacy notice. A lender
 * whose policy is on another site gets a pointer to it instead: two policies in its name could
 * disagree.
 */
export function PrivacyPage() {
  const organization = useOrganization();
  const lender = lenderFacts(organization);
  const { footer } = organization.footerData;
  if (footer.privacyLinkIsExternal) {
    return <ExternalPrivacyPolicy lender={lender} url={footer.privacyPolicyUrl} />;
  }
  return (
    <LegalDocument
      title="Privacy policy"
      caption={lender.brandName}
      intro={<p>What does {lender.legalName} do with your personal information?</p>}
      sections={privacySections(lender)}
    />
  );
}
