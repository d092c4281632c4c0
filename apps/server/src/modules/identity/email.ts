/** E-mail is unique per organisation regardless of case: 'Pat@Example.com' is 'pat@example.com'. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
