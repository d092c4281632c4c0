import {
  OCCUPANCY_TYPE_LABELS,
  REGISTRATION_INCOME_SOURCE_LABELS,
  formatDisplayDate,
  formatBasisPoints,
  formatCents,
  parseApiDate,
  type HelocApplication,
  type Offer,
  type OfferQuote,
} from '@openheloc/domain';
import { propertyOwnership, type StartIdentity } from '../identity-query';
import { describeHmda } from '../hmda/hmda-text';
import { APP_SUMMARY_PATH, withReturnTo } from '../return-to';

export interface SummaryChange {
  /** The step's path under /{uuid}/, coming back to the summary once saved. */
  path: string;
  /** Read after 'Change' by screen readers: 'Change mobile phone number'. */
  hiddenText: string;
}

export interface SummaryRow {
  key: string;
  label: string;
  /** One line each. */
  lines: readonly string[];
  /** Only when the server lets the borrower change it now. */
  change?: SummaryChange;
}

export interface SummaryGroup {
  key: string;
  title: string;
  rows: readonly SummaryRow[];
}

export interface SummaryInput {
  application: HelocApplication;
  identity: StartIdentity;
  /** Whether the borrower may open a page under /{uuid}/ now (the resolved route allows it). */
  canOpen: (path: string) => boolean;
}

/** The step that asks each group's answers. */
const STEPS = {
  offer: 'product/select',
  profile: 'start/profile',
  contact: 'start/contact',
  hmda: 'start/hmda',
} as const;

export const NOT_GIVEN = 'Not given';

function changeFor(
  step: keyof typeof STEPS,
  hiddenText: string,
  canOpen: SummaryInput['canOpen'],
): SummaryChange | undefined {
  const path = STEPS[step];
  return canOpen(path) ? { path: withReturnTo(path, APP_SUMMARY_PATH), hiddenText } : undefined;
}

function row(
  key: string,
  label: string,
  lines: readonly string[],
  change?: SummaryChange,
): SummaryRow {
  return change ? { key, label, lines, change } : { key, label, lines };
}

/** How the APR is made: prime plus margin, or the floor or cap that prime plus margin passed. */
export function rateBasis(quote: OfferQuote): string {
  const basis = `Prime rate ${formatBasisPoints(quote.primeRateBps, 2)} plus a margin of ${formatBasisPoints(quote.marginBps, 2)}`;
  switch (quote.aprLimit) {
    case 'FLOOR':
      return `${basis}, raised to the lowest APR of this line`;
    case 'CAP':
      return `${basis}, limited to the highest APR of this line`;
    default:
      return basis;
  }
}

function termLines(offer: Offer): string[] {
  if (offer.termYears === null) return ['No fixed term: interest-only payments'];
  return [
    `${offer.termYears} years`,
    `${offer.drawPeriodYears ?? 0}-year draw period, then ${offer.repaymentPeriodYears ?? 0}-year repayment period`,
  ];
}

/** The draw period's payment and, beside it, the repayment period's (none when interest only). */
export function paymentLines(quote: OfferQuote): string[] {
  return [
    `${formatCents(quote.drawPeriodMonthlyPayment, 2)} during the draw period`,
    ...(quote.repaymentPeriodMonthlyPayment !== null
      ? [`${formatCents(quote.repaymentPeriodMonthlyPayment, 2)} during the repayment period`]
      : []),
  ];
}

/** The income stated at registration: yearly before tax, other income, and its main source. */
function incomeLines(identity: StartIdentity): string[] {
  const income = identity.statedIncome;
  if (!income || income.annual === null) return [NOT_GIVEN];
  return [
    `${formatCents(income.annual, 0)} a year before tax`,
    ...(income.other ? [`${formatCents(income.other, 0)} a year of other income`] : []),
    ...(income.employmentType
      ? [`Main source: ${REGISTRATION_INCOME_SOURCE_LABELS[income.employmentType]}`]
      : []),
  ];
}

function lineOfCredit({ application, canOpen }: SummaryInput): SummaryGroup | null {
  const quote = application.selectedOffer?.quote;
  if (!quote) return null;
  const offer = application.offers.find((item) => item.id === quote.offerId);
  const term = offer
    ? termLines(offer)
    : application.term !== null
      ? [`${application.term} years`]
      : [];
  return {
    key: 'line',
    title: 'Your line of credit',
    rows: [
      row(
        'amount',
        'Credit line',
        [formatCents(quote.amount, 0)],
        changeFor('offer', 'credit line and terms', canOpen),
      ),
      row('initialDraw', 'Drawn at closing', [formatCents(quote.initialDraw, 0)]),
      row('apr', 'Annual percentage rate (APR)', [
        `${formatBasisPoints(quote.aprBps, 2)} variable`,
        rateBasis(quote),
      ]),
      ...(term.length > 0 ? [row('term', 'Term', term)] : []),
      row('payment', 'Estimated monthly payment', paymentLines(quote)),
      row('payType', 'Payments', [
        application.payType === 'MANUAL' ? 'Manual payments' : 'Automatic payments (autopay)',
      ]),
      row('fees', 'Fees', [formatCents(quote.totalFees, 2)]),
    ],
  };
}

function yourHome({ application, identity, canOpen }: SummaryInput): SummaryGroup {
  const { property } = application;
  const ownership = propertyOwnership(identity, application.selectedPropertyUuid);
  const occupancy = property.occupancyType as keyof typeof OCCUPANCY_TYPE_LABELS | null;
  return {
    key: 'home',
    title: 'Your home',
    rows: [
      row(
        'address',
        'Address',
        [
          property.street1,
          property.street2,
          `${property.city}, ${property.state} ${property.zip}`,
        ].filter((line) => line !== ''),
      ),
      row('occupancy', 'How you use it', [
        occupancy ? (OCCUPANCY_TYPE_LABELS[occupancy] ?? occupancy) : NOT_GIVEN,
      ]),
      row(
        'ownership',
        'Do you own this home?',
        [ownership === 'OWNED' ? 'Yes' : ownership === 'NOT_OWNED' ? 'No' : NOT_GIVEN],
        changeFor('profile', 'whether you own this home', canOpen),
      ),
    ],
  };
}

function aboutYou({ identity, canOpen }: SummaryInput): SummaryGroup {
  const name = identity.name
    ? [
        identity.name.firstName,
        identity.name.middleName,
        identity.name.lastName,
        identity.name.suffix,
      ]
        .filter((part) => part !== '')
        .join(' ')
    : NOT_GIVEN;
  const dob = identity.dob ? parseApiDate(identity.dob) : null;
  return {
    key: 'you',
    title: 'About you',
    rows: [
      row('name', 'Name', [name]),
      row('dob', 'Date of birth', [dob ? formatDisplayDate(dob) : NOT_GIVEN]),
      row('income', 'Income', incomeLines(identity)),
      row(
        'ssn',
        'Social Security number',
        // Only the last 4 digits ever come back to the browser.
        [identity.ssnLast4 ? `Ending in ${identity.ssnLast4}` : NOT_GIVEN],
        changeFor('profile', 'Social Security number', canOpen),
      ),
    ],
  };
}

function contact({ identity, canOpen }: SummaryInput): SummaryGroup {
  return {
    key: 'contact',
    title: 'Contact details',
    rows: [
      row(
        'phone',
        'Mobile phone number',
        [identity.phoneNumbers[0] ?? NOT_GIVEN],
        changeFor('contact', 'mobile phone number', canOpen),
      ),
      row('email', 'Email address', [identity.email]),
    ],
  };
}

function demographics({ application, canOpen }: SummaryInput): SummaryGroup {
  const change = (what: string) => changeFor('hmda', what, canOpen);
  if (!application.hmda) {
    return {
      key: 'hmda',
      title: 'Demographic information',
      rows: [
        row('hmda', 'Ethnicity, race and sex', [NOT_GIVEN], change('demographic information')),
      ],
    };
  }
  const described = describeHmda(application.hmda);
  return {
    key: 'hmda',
    title: 'Demographic information',
    rows: [
      row('ethnicity', 'Ethnicity', described.ethnicity, change('ethnicity')),
      row('race', 'Race', described.race, change('race')),
      row('sex', 'Sex', described.sex, change('sex')),
    ],
  };
}

/**
 * Every answer of the application, grouped as the borrower gave them. A row has a Change link
 * only when the server's state lets the borrower open its step; the link comes back here after.
 */
export function summaryGroups(input: SummaryInput): SummaryGroup[] {
  const line = lineOfCredit(input);
  return [
    ...(line ? [line] : []),
    yourHome(input),
    aboutYou(input),
    contact(input),
    demographics(input),
  ];
}
