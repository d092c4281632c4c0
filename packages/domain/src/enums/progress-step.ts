/** Application progress shown in the side bar. */
export const APPLICATION_PROGRESS_STEPS = [
  'Basic Info',
  'Select Offer',
  'Provide More Info',
  'Link Income Sources',
  'Verify Identity',
  'Sign Documents',
] as const;
export const MANUAL_NOTARY_STEP = 'Schedule Notary Session';
export const E_NOTARY_STEP = 'Talk to eNotary';
/**
 * The DSCR loan's fourth step: qualified on rent, it links no income, and that step holds only
 * the bank account (decision 0053).
 */
export const DSCR_BANK_STEP = 'Add Bank Account';
export type ApplicationProgressStep =
  | (typeof APPLICATION_PROGRESS_STEPS)[number]
  | typeof MANUAL_NOTARY_STEP
  | typeof E_NOTARY_STEP
  | typeof DSCR_BANK_STEP;

/** The last step depends on whether the notary session is manual or online. */
export function applicationProgressSteps({
  manualNotary,
  dscr = false,
}: {
  manualNotary: boolean;
  dscr?: boolean;
}): ApplicationProgressStep[] {
  return [
    ...APPLICATION_PROGRESS_STEPS.map((step) =>
      dscr && step === 'Link Income Sources' ? DSCR_BANK_STEP : step,
    ),
    manualNotary ? MANUAL_NOTARY_STEP : E_NOTARY_STEP,
  ];
}

/** Registration v2 screens, in order; each is also the route segment under /register-v2. */
export const REGISTRATION_V2_STEPS = [
  'register-v2',
  'home-address',
  'for-sale',
  'annual-income',
  'legal-name',
  'birthdate',
  'phone-and-email',
  'set-password',
] as const;
export type RegistrationV2Step = (typeof REGISTRATION_V2_STEPS)[number];

/** Steps counted by the progress bar only when the visitor is not yet a known identity. */
export const REGISTRATION_V2_ACCOUNT_STEPS = [
  'phone-and-email',
  'set-password',
] as const satisfies readonly RegistrationV2Step[];

export function registrationV2ProgressSteps({
  includeAccountSteps,
}: {
  includeAccountSteps: boolean;
}): RegistrationV2Step[] {
  const accountSteps: readonly RegistrationV2Step[] = REGISTRATION_V2_ACCOUNT_STEPS;
  return REGISTRATION_V2_STEPS.filter(
    (step) => includeAccountSteps || !accountSteps.includes(step),
  );
}

export interface ProgressSection {
  title: string;
  items: readonly string[];
}

/** Progress list of the older registration (/register). */
export const LEGACY_REGISTRATION_PROGRESS: readonly ProgressSection[] = [
  { title: 'Property Info', items: ['Address', 'Sale Status'] },
  { title: 'Income Info', items: [] },
  { title: 'Personal Info', items: ['Name', 'Birthdate'] },
  { title: 'Contact Info', items: [] },
  { title: 'Login Info', items: [] },
];

/** Contact Info is left out when the email and phone are already known. */
export function legacyRegistrationProgress({
  contactKnown,
}: {
  contactKnown: boolean;
}): ProgressSection[] {
  return LEGACY_REGISTRATION_PROGRESS.filter(
    (section) => !contactKnown || section.title !== 'Contact Info',
  );
}
