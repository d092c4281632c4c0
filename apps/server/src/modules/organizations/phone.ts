/** Support numbers are US numbers; the data file may write them with any separators. */
export function phoneDigits(input: string): string | undefined {
  const digits = input.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? national : undefined;
}

/** (888) 555-0100, as the footer prints it. */
export function formatPhone(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
