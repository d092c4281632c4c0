/**
 * The sandbox personas (architecture: "Sandbox providers and personas"). Every sandbox picks its
 * behaviour from the applicant's last name through this one table, so that anyone can walk any
 * path of the journey from the browser.
 */
export const PERSONAS = [
  'default',
  'decline',
  'frozen',
  'nohit',
  'noproperty',
  'highdti',
  'paystub',
  'delinquent',
  'coowner',
  'rental',
  'lowrent',
] as const;
export type Persona = (typeof PERSONAS)[number];

export type PersonaTraits = {
  /** The last name that selects the persona; null for the default (any other name). */
  readonly lastName: string | null;
  readonly summary: string;
  /** Score the bureau reports when it finds an unfrozen file. */
  readonly creditScore: number;
  readonly creditFrozen: boolean;
  /** The bureau finds the file only when the request carries the SSN. */
  readonly creditNeedsSsn: boolean;
  /** Revolving accounts near their limits, one seriously past due. */
  readonly creditDerogatory: boolean;
  /** Extra installment debt that puts DTI above 50% of a typical stated income. */
  readonly highDebt: boolean;
  /** Days past due on the first mortgage (60 = the delinquency review path). */
  readonly mortgageDaysPastDue: 0 | 60;
  /** Property records and title vest the property in the applicant. */
  readonly ownsProperty: boolean;
  /** The records vest the property in the applicant and one other owner, who must sign too. */
  readonly sharesTitle: boolean;
  /** Payroll, bank and tax income links succeed. */
  readonly incomeLinkable: boolean;
  /** The valuation provider's monthly rent estimate, per $10,000 of the property's value. */
  readonly monthlyRentPer10k: number;
};

export const PERSONA_TABLE: Readonly<Record<Persona, PersonaTraits>> = {
  default: {
    lastName: null,
    summary:
      'approved: credit score 760, no freeze, property found and owned, value about 2.5x the existing liens',
    ...traits({}),
  },
  decline: {
    lastName: 'Decline',
    summary: 'credit score 580: pre-qualification declined (credit score), adverse-action reasons',
    ...traits({ creditScore: 580, creditDerogatory: true }),
  },
  frozen: {
    lastName: 'Frozen',
    summary:
      'credit report frozen (no score) until the borrower lifts the freeze: credit lock path',
    ...traits({ creditFrozen: true }),
  },
  nohit: {
    lastName: 'Nohit',
    summary: 'soft pull without SSN finds no file (CREDIT_NO_MATCH); with the SSN it matches',
    ...traits({ creditNeedsSsn: true }),
  },
  noproperty: {
    lastName: 'Noproperty',
    summary: 'property records and title vest the property in someone else: property review path',
    ...traits({ ownsProperty: false }),
  },
  highdti: {
    lastName: 'Highdti',
    summary: 'monthly debt payments above 50% of a typical stated income: DTI decline',
    ...traits({ highDebt: true }),
  },
  paystub: {
    lastName: 'Paystub',
    summary: 'income links fail: manual paystub upload path; the paystub review verifies',
    ...traits({ incomeLinkable: false }),
  },
  delinquent: {
    lastName: 'Delinquent',
    summary: 'first mortgage 60 days past due: delinquency review path',
    ...traits({ creditScore: 700, mortgageDaysPastDue: 60 }),
  },
  coowner: {
    lastName: 'Coowner',
    summary:
      'approved; property records name a second owner on title, whom the borrower is asked to add as a signer',
    ...traits({ sharesTitle: true }),
  },
  rental: {
    lastName: 'Rental',
    summary:
      'an investment property whose rent (1% of its value a month) covers its debt service: a DSCR offer where the lender offers the DSCR loan',
    ...traits({ monthlyRentPer10k: 100 }),
  },
  lowrent: {
    lastName: 'Lowrent',
    summary:
      'an investment property whose rent (0.3% of its value a month) does not cover its debt service: DSCR decline',
    ...traits({ monthlyRentPer10k: 30 }),
  },
};

/** The stated annual income the sandbox's debt levels are designed around. */
export const TYPICAL_STATED_ANNUAL_INCOME = 120_000;

export function personaFor(lastName: string): Persona {
  const key = lastName.trim().toLowerCase();
  return PERSONAS.find((p) => PERSONA_TABLE[p].lastName?.toLowerCase() === key) ?? 'default';
}

export function personaTraits(lastName: string): PersonaTraits {
  return PERSONA_TABLE[personaFor(lastName)];
}

function traits(
  overrides: Partial<Omit<PersonaTraits, 'lastName' | 'summary'>>,
): Omit<PersonaTraits, 'lastName' | 'summary'> {
  return {
    creditScore: 760,
    creditFrozen: false,
    creditNeedsSsn: false,
    creditDerogatory: false,
    highDebt: false,
    mortgageDaysPastDue: 0,
    ownsProperty: true,
    sharesTitle: false,
    incomeLinkable: true,
    monthlyRentPer10k: 80,
    ...overrides,
  };
}
