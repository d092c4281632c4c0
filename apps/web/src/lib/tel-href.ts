import { normalizePhone } from '@openheloc/domain';

/** A tel: link for a US support number written with any punctuation. */
export function telHref(phone: string): string {
  const digits = normalizePhone(phone).replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return `tel:+1${national}`;
}
