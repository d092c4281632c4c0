/** A consumer credit bureau and where a borrower lifts a freeze with it. */
export interface CreditBureau {
  name: string;
  /** As written for people; the tel: link is built from it. */
  phone: string;
  /** The bureau's own freeze page, written without the scheme as people type it. */
  website: string;
}

/** The three nationwide bureaus; each lifts a freeze for free, online or by phone. */
export const CREDIT_BUREAUS: readonly CreditBureau[] = [
  {
    name: 'Equifax',
    phone: '1-888-298-0045',
    website: 'www.equifax.com/personal/credit-report-services',
  },
  { name: 'Experian', phone: '1-888-397-3742', website: 'www.experian.com/freeze/center.html' },
  { name: 'TransUnion', phone: '1-888-909-8872', website: 'www.transunion.com/credit-freeze' },
];
