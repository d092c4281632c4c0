import {
  cents,
  basisPoints,
  formatBasisPoints,
  formatCents,
  pacificToday,
  type BasisPoints,
  type Cents,
} from '@openheloc/domain';
import type { LoanFile } from './loan-file';

export const money = (amount: number) => formatCents(cents(amount) as Cents, 2);
export const wholeMoney = (amount: number) => formatCents(cents(amount) as Cents, 0);
export const percent = (rate: number) => formatBasisPoints(basisPoints(rate) as BasisPoints, 2);
export const years = (count: number | null) => `${count ?? 0} ${count === 1 ? 'year' : 'years'}`;

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeZone: 'UTC',
});

/**
 * A calendar day (yyyy-MM-dd, already in Pacific Time) or an instant (an ISO date-time, taken to
 * Pacific Time) as 'November 24, 2026'.
 */
export function longDate(isoDate: string): string {
  const day = isoDate.length > 10 ? pacificToday(new Date(isoDate)) : isoDate;
  return LONG_DATE.format(new Date(`${day}T12:00:00Z`));
}

export function propertyLine(property: LoanFile['property']): string {
  const street = [property.street1, property.street2].filter(Boolean).join(', ');
  return `${street}, ${property.city}, ${property.state} ${property.zip}`;
}

export function ownerNames(file: LoanFile): string {
  const names = file.owners.map((owner) => owner.name);
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/** The subtitle under every title: the loan and the day. */
export const subtitleOf = (file: LoanFile) =>
  `Loan number ${file.loanNumber}  |  Prepared ${longDate(file.date)} for ${file.borrower.name}`;

export const headingOf = (file: LoanFile, title: string, createdAt: Date) => ({
  title,
  subtitle: subtitleOf(file),
  reference: `Loan ${file.loanNumber}`,
  createdAt,
  corpus: JSON.stringify(file),
});

export const accountLine = (account: {
  bankName: string | null;
  accountType: string;
  last4: string;
}) =>
  `${account.bankName ?? 'Bank'} ${account.accountType === 'SAVINGS' ? 'savings' : 'checking'} account ending in ${account.last4}`;
