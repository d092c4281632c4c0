/**
 * The organisation code of the page, set once the organisation record is known, so that every
 * API request can name its lender in the x-org header without threading it through each call.
 */
let currentOrgCode: string | undefined;

export function setCurrentOrgCode(orgCode: string): void {
  currentOrgCode = orgCode;
}

export function getCurrentOrgCode(): string | undefined {
  return currentOrgCode;
}
