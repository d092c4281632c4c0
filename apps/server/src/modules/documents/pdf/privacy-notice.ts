import { DocumentBuilder, type DocumentModel } from './document-model';
import type { LoanFile } from './loan-file';
import { headingOf } from './words';

/** The Gramm-Leach-Bliley privacy notice, laid out as the federal model form (Regulation P). */
export function composePrivacyNotice(file: LoanFile, createdAt: Date): DocumentModel {
  const { lender } = file;
  const name = lender.legalName;
  const layout = new DocumentBuilder(
    lender,
    headingOf(file, `What does ${lender.brandName} do with your personal information?`, createdAt),
  );
  layout
    .facts([
      [
        'Why?',
        'Financial companies choose how they share your personal information. Federal law gives consumers the right to limit some but not all sharing. Federal law also requires us to tell you how we collect, share, and protect your personal information. Please read this notice carefully to understand what we do.',
      ],
      [
        'What?',
        'The types of personal information we collect and share depend on the product or service you have with us. This information can include your Social Security number and income, your account balances and payment history, and your credit history and credit scores.',
      ],
      [
        'How?',
        `All financial companies need to share customers' personal information to run their everyday business. In the section below, we list the reasons financial companies can share their customers' personal information; the reasons ${name} chooses to share; and whether you can limit this sharing.`,
      ],
    ])
    .table(
      [
        { header: 'Reasons we can share your personal information', width: 4 },
        { header: 'Does the lender share?', width: 1.3 },
        { header: 'Can you limit this sharing?', width: 1.3 },
      ],
      [
        [
          'For our everyday business purposes, such as to process your transactions, maintain your account, respond to court orders and legal investigations, or report to credit bureaus',
          'Yes',
          'No',
        ],
        ['For our marketing purposes, to offer our products and services to you', 'Yes', 'No'],
        ['For joint marketing with other financial companies', 'No', 'We don’t share'],
        [
          "For our affiliates' everyday business purposes: information about your transactions and experiences",
          'No',
          'We don’t share',
        ],
        [
          "For our affiliates' everyday business purposes: information about your creditworthiness",
          'No',
          'We don’t share',
        ],
        ['For our affiliates to market to you', 'No', 'We don’t share'],
        ['For nonaffiliates to market to you', 'No', 'We don’t share'],
      ],
    )
    .facts([['Questions?', `Call ${lender.phone} or write to ${lender.email}.`]])
    .section('Who we are')
    .facts([['Who is providing this notice?', `${name}, NMLS #${lender.nmls}, ${lender.address}`]])
    .section('What we do')
    .facts([
      [
        'How do we protect your personal information?',
        'To protect your personal information from unauthorized access and use, we use security measures that comply with federal law. These measures include computer safeguards, 256-bit encryption, and secured files and buildings.',
      ],
      [
        'How do we collect your personal information?',
        'We collect your personal information, for example, when you apply for a loan, give us your income information, provide account information or give us your contact information. We also collect your personal information from others, such as credit bureaus, affiliates, or other companies.',
      ],
      [
        'Why can’t I limit all sharing?',
        'Federal law gives you the right to limit only sharing for affiliates’ everyday business purposes, affiliates from using your information to market to you, and sharing for nonaffiliates to market to you. State laws and individual companies may give you additional rights to limit sharing.',
      ],
    ])
    .section('Definitions')
    .facts([
      [
        'Affiliates',
        `Companies related by common ownership or control. ${name} does not share with its affiliates.`,
      ],
      [
        'Nonaffiliates',
        `Companies not related by common ownership or control. ${name} does not share with nonaffiliates so they can market to you.`,
      ],
      [
        'Joint marketing',
        `A formal agreement between nonaffiliated financial companies that together market financial products or services to you. ${name} doesn’t jointly market.`,
      ],
    ]);
  layout
    .section('Acknowledgment')
    .paragraph('By signing below you acknowledge receiving this privacy notice.')
    .signatureLines([{ name: file.borrower.name, role: 'Borrower' }]);
  return layout.model();
}
