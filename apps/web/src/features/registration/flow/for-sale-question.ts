/**
 * The lenders whose borrowers are also asked about a sale planned within six months (the spec
 * names three lender or partner brands): the wholesale channel and two partner credit unions.
 */
export const SALE_WITHIN_SIX_MONTHS_LENDERS: readonly string[] = [
  'OPENHELOC_WHOLESALE',
  'BLUE_HERON_CU',
  'IRONWEED_BANK',
];

export const FOR_SALE_QUESTION = 'Is this property currently for sale?';
export const FOR_SALE_WITHIN_SIX_MONTHS_QUESTION =
  'Is this property currently for sale, or will it be listed for sale within the next 6 months?';

export function forSaleQuestion(orgCode: string): string {
  return SALE_WITHIN_SIX_MONTHS_LENDERS.includes(orgCode)
    ? FOR_SALE_WITHIN_SIX_MONTHS_QUESTION
    : FOR_SALE_QUESTION;
}
