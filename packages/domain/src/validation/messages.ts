/** Validation messages, word for word from the spec's validation tables. */
export const VALIDATION_MESSAGES = {
  required: 'Required',
  occupancyType: 'Please select an occupancy type',
  employmentTypeRequired: 'Please select a primary source of income.',
  unemployed: "We apologize. At this time, we don't lend to unemployed borrowers.",
  amountMin: 'Must be at least $0',
  annualIncomeMax: 'Must be less than $10,000,000',
  wholeCents: 'Enter dollars and cents only, for example 85000 or 85000.50',
  dateOfBirthRequired: 'Date of birth is required',
  invalidDate: 'Invalid date',
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email address',
  firstNameRequired: 'Please enter the first name',
  lastNameRequired: 'Please enter the last name',
  unsupportedCharacters: 'Some of the characters entered are not supported.',
  firstNameTooShort: 'First name must be at least 2 characters long',
  lastNameTooShort: 'Last name is required',
  passwordTooShort: 'Must be at least 12 characters long',
  passwordUppercase: 'Must contain at least one uppercase letter',
  passwordLowercase: 'Must contain at least one lowercase letter',
  passwordNumber: 'Must contain at least one number',
  passwordSpecial: 'Must contain at least one special character',
  passwordNotStrong: 'Password is not strong enough',
  passwordsDontMatch: "Passwords don't match",
  phoneRequired: 'Please enter your mobile phone',
  phoneInvalid: 'Please enter a valid phone number',
  phoneCountryCode: 'Country code 1 is not needed',
  street1: 'Street address is required',
  city: 'Please enter a valid city name',
  stateLength: 'State must be two characters in length',
  stateInvalid: 'Please enter a valid state',
  zip: 'Please enter a valid zipcode',
  typeahead: 'Please enter a valid property address',
  tooLong: 'Cannot be more than 128 characters',
  chatbotReason: 'Please select a reason',
  chatbotFeedbackTooLong: 'Please restrict your response to 140 characters.',
  feedbackTooShort: 'Must be at least 10 characters',
  feedbackTooLong: 'Must be at most 1000 characters',
  /** Amounts typed as thousands or a month's pay ('$12', '$850'); the spec gives no floor. */
  annualIncomeTooLow:
    'Must be at least $1,000 a year. Enter your yearly income before tax in dollars, for example 85000.',
  amountUnreadable: 'Enter the amount in dollars, for example 85000.',
  /** The spec leaves the suffix message unstated; worded like its other choice messages. */
  suffixInvalid: 'Please select a valid suffix',
} as const;

/**
 * After the spec's bare 'Invalid date': which part is wrong and what it may be (the spec leaves
 * the detail open, ui.md asks for it).
 */
export const DATE_PART_PROBLEMS = {
  month: 'Invalid date. The month must be a number from 1 to 12.',
  year: 'Invalid date. The year must have 4 digits, 1900 or later.',
  future: 'Invalid date. A date of birth cannot be in the future.',
} as const;

/** 'Invalid date. The day must be a number from 1 to 30.' (the month's last day when known). */
export function dayProblem(lastDay: number): string {
  return `Invalid date. The day must be a number from 1 to ${lastDay}.`;
}

/** The spec's phone message, then what is wrong with the value. */
export function phoneDigitsProblem(digits: number): string {
  return `Please enter a valid phone number. It needs 10 digits; you entered ${digits}.`;
}

/** 'Must be at least 18 years old', or 19 where the state's age of majority is 19. */
export function minimumAgeMessage(age: number): string {
  return `Must be at least ${age} years old`;
}
