/** The version stored with the borrower's acceptance; change it whenever the words change. */
export const AUTOPAY_AUTHORIZATION_VERSION = 'autopay-authorization-2025-01';

export interface AutopayAuthorizationParties {
  /** The lender's name as the borrower knows it. */
  lenderName: string;
  /** The account drawn from, masked ('****1234'). */
  accountMask: string;
  supportPhone: string;
}

/**
 * The written authorization of recurring debits (Regulation E §1005.10(b), NACHA rules): who may
 * debit which account, for what, when, and how the borrower stops it.
 */
export function autopayAuthorizationText({
  lenderName,
  accountMask,
  supportPhone,
}: AutopayAuthorizationParties): string[] {
  return [
    `I authorize ${lenderName} to debit my checking account ending ${accountMask.slice(-4)} each month for the payment due on my home equity line of credit, starting with the first payment after my line is funded, on the payment due date or the next business day.`,
    'Each debit is the amount shown as due on my monthly statement. If an amount differs from my previous payment, I will be told on that statement at least 10 days before the debit.',
    `This authorization stays in effect until I cancel it. I can cancel it by calling ${supportPhone} or in my account settings at least 3 business days before a payment date. If I cancel, my interest rate goes up by the autopay discount.`,
    'If a debit is returned because there is not enough money in the account, I may be charged a returned-payment fee and the payment is still due.',
  ];
}
