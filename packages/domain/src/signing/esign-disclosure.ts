/** The version of the E-SIGN disclosure below, recorded with the borrower's consent. */
export const ESIGN_DISCLOSURE_VERSION = 'esign-2026-11';

export type ESignDisclosureFacts = {
  lenderName: string;
  supportPhone: string;
  supportEmail: string;
};

/** The consumer disclosure the E-SIGN Act asks for before records are given electronically. */
export function eSignDisclosureText({
  lenderName,
  supportPhone,
  supportEmail,
}: ESignDisclosureFacts): string[] {
  return [
    `${lenderName} will give you your closing documents, and ask you to sign them, electronically. Your electronic signature has the same effect as signing on paper.`,
    `You may ask for paper copies of any document at no charge, and you may withdraw this consent at any time before you sign, by calling ${supportPhone} or writing to ${supportEmail}. Withdrawing means we will send the documents to sign on paper, which delays your closing.`,
    'To view, sign and keep the documents you need a current web browser that shows PDF files, an e-mail address, and a way to save or print PDF files. If your e-mail address changes, tell us.',
    'This consent covers the documents for this line of credit only.',
  ];
}
