import { US_STATE_NAMES } from '@openheloc/domain';
import { DocumentBuilder, type DocumentModel } from './document-model';
import type { LoanFile } from './loan-file';
import { headingOf, longDate, ownerNames, propertyLine, wholeMoney } from './words';

/**
 * The deed of trust or the mortgage that secures the line, by the customs of the property's
 * state: the owners grant the lender (through a trustee for a deed of trust) a lien on the home.
 */
export function composeSecurityInstrument(file: LoanFile, createdAt: Date): DocumentModel {
  const deed = file.securityInstrument === 'DEED_OF_TRUST';
  const { lender, property } = file;
  const state = US_STATE_NAMES[property.state];
  const grantors = ownerNames(file);
  const layout = new DocumentBuilder(
    lender,
    headingOf(
      file,
      deed
        ? 'Deed of trust (open-end credit line)'
        : 'Open-end mortgage (home equity line of credit)',
      createdAt,
    ),
  );
  layout
    .paragraph(
      `Prepared by and, after recording, return to: ${lender.legalName}, ${lender.address}.`,
      {
        size: 9,
        italic: true,
      },
    )
    .facts([
      [deed ? 'Trustor (owners)' : 'Mortgagor (owners)', grantors],
      [
        deed ? 'Beneficiary (lender)' : 'Mortgagee (lender)',
        `${lender.legalName}, NMLS #${lender.nmls}`,
      ],
      ...(deed
        ? ([
            [
              'Trustee',
              property.state === 'CO'
                ? 'The Public Trustee of the county where the property is located'
                : `The trustee ${lender.legalName} names in the recorded instrument`,
            ],
          ] as const)
        : []),
      ['Property', propertyLine(property)],
      [
        'Legal description',
        file.title?.legalDescription ?? 'As set out in the title commitment, attached as Exhibit A',
      ],
      ['Maximum principal secured', wholeMoney(file.line.amount)],
      ['Date', longDate(file.date)],
      ['Loan number', file.loanNumber],
    ])
    .section('1. Grant')
    .paragraph(
      deed
        ? `For the purpose of securing the home equity line of credit agreement of ${longDate(file.date)} (loan ${file.loanNumber}), the Trustor irrevocably grants and conveys to the Trustee, in trust, with power of sale, for the benefit of the Beneficiary, the property in ${state} described above, with all improvements and fixtures now or later on it.`
        : `To secure the home equity line of credit agreement of ${longDate(file.date)} (loan ${file.loanNumber}), the Mortgagor mortgages, grants and conveys to the Mortgagee the property in ${state} described above, with all improvements and fixtures now or later on it.`,
    )
    .section('2. Open-end credit')
    .paragraph(
      `This instrument secures a revolving line of credit. It secures present and future advances, whether or not any amount is outstanding at a given time, up to a maximum principal amount of ${wholeMoney(file.line.amount)}, with interest, fees and the costs of protecting the property.`,
    )
    .section('3. Owners’ promises')
    .bullets([
      'To pay all taxes, assessments and charges on the property when due.',
      'To keep the property insured against fire and other hazards (and flood, where required), naming the lender as loss payee.',
      'To keep the property in good repair and not to commit waste.',
      'To pay on time every mortgage or lien that has priority over this instrument.',
      'Not to sell or transfer the property without paying the line in full, except as the law allows.',
    ])
    .section('4. Default and remedies')
    .paragraph(
      deed
        ? `If the borrower defaults under the agreement, the Beneficiary may declare all sums secured immediately due and may ask the Trustee to sell the property as the law of ${state} allows, after the notices that law requires.`
        : `If the borrower defaults under the agreement, the Mortgagee may declare all sums secured immediately due and may foreclose this mortgage as the law of ${state} allows, after the notices that law requires.`,
    )
    .section('5. Release')
    .paragraph(
      deed
        ? 'When the line is closed and all sums secured are paid, the Beneficiary will ask the Trustee to reconvey the property, and the Trustee will reconvey it without warranty.'
        : 'When the line is closed and all sums secured are paid, the Mortgagee will release this mortgage.',
    )
    .section('Signatures')
    .paragraph(`Signed by every owner of the property, before a notary public:`)
    .signatureLines(
      file.owners.map((owner) => ({
        name: owner.name,
        role: deed ? 'Trustor' : 'Mortgagor',
        signer: owner.role === 'Borrower' ? ('BORROWER' as const) : ('CO_OWNER' as const),
      })),
    )
    .section('Notary acknowledgment')
    .paragraph(`State of ${state}`)
    .blanks([{ key: 'county', label: 'County of' }])
    .paragraph(
      `On the date below, before me, the undersigned notary public, personally appeared ${grantors}, proved to me on the basis of satisfactory evidence to be the person(s) whose name(s) are subscribed to this instrument, and acknowledged that they executed it.`,
    )
    .signatureLines([{ name: 'Notary public', role: 'signature', signer: 'NOTARY' }])
    .blanks(
      [
        { key: 'notaryName', label: 'Notary public (printed name)' },
        { key: 'commissionNumber', label: 'Commission number' },
        { key: 'commissionExpires', label: 'My commission expires' },
        { key: 'notarialAct', label: 'Notarial act' },
      ],
      true,
    );
  return layout.model();
}
