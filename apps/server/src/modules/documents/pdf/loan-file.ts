import type {
  CreditScoreDisclosure,
  HelocDisclosure,
  HmdaAnswers,
  OfferFee,
  SecurityInstrument,
  UsState,
} from '@openheloc/domain';
import type { PdfBrand } from './brand';

export type LoanFilePerson = { name: string; role: 'Borrower' | 'Co-owner'; identityUuid: string };

export type LoanFileAccount = {
  bankName: string | null;
  accountType: 'CHECKING' | 'SAVINGS';
  routingNumber: string;
  last4: string;
};

/**
 * Everything the generated documents are made from, read once from the application, as plain
 * JSON: each stored document keeps the file it was made from beside its hash.
 */
export type LoanFile = {
  lender: PdfBrand;
  loanNumber: string;
  /** yyyy-MM-dd, in Pacific Time: the day the documents were made. */
  date: string;
  borrower: {
    name: string;
    email: string;
    phone: string | null;
    annualIncome: number | null;
    otherIncome: number | null;
    employmentType: string | null;
  };
  /** The borrower first, then every additional signer on title. */
  owners: LoanFilePerson[];
  property: {
    street1: string;
    street2: string | null;
    city: string;
    state: UsState;
    zip: string;
    occupancy: string | null;
  };
  securityInstrument: SecurityInstrument;
  line: {
    amount: number;
    initialDraw: number;
    aprBps: number;
    termYears: number | null;
    drawPeriodYears: number | null;
    repaymentPeriodYears: number | null;
    payType: 'AUTOPAY' | 'MANUAL';
    fees: OfferFee[];
    totalFees: number;
  };
  disclosure: HelocDisclosure;
  hmda: HmdaAnswers | null;
  submittedAt: string | null;
  disbursementAccount: LoanFileAccount | null;
  autopayAccount: LoanFileAccount | null;
  title: { reportId: string; legalDescription: string } | null;
  flood: { zone: string; certificateId: string; insuranceRequired: boolean } | null;
  insurance: { kind: 'HAZARD' | 'FLOOD'; carrier: string; policyNumber: string }[];
  creditScore: CreditScoreDisclosure | null;
};
