import { zOrganization, type Organization } from '@openheloc/domain';

export const ORG_RECORD_ELEMENT_ID = 'org-record';

export type InjectedOrganization =
  | { status: 'found'; organization: Organization }
  | { status: 'absent' }
  | { status: 'invalid'; error: string };

/**
 * Reads the organisation record the server writes into index.html as a JSON data block
 * (a data block, not a script, so the CSP's ban on inline scripts does not apply).
 */
export function readInjectedOrganization(
  doc: Pick<Document, 'getElementById'>,
): InjectedOrganization {
  const text = doc.getElementById(ORG_RECORD_ELEMENT_ID)?.textContent;
  if (text === undefined || text === null || text.trim() === '') return { status: 'absent' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { status: 'invalid', error: error instanceof Error ? error.message : String(error) };
  }
  const parsed = zOrganization.safeParse(json);
  return parsed.success
    ? { status: 'found', organization: parsed.data }
    : { status: 'invalid', error: parsed.error.message };
}
