import {
  APPROVAL_MINUTES,
  ENCRYPTION_BITS,
  FUNDING_BUSINESS_DAYS,
  ID_TYPE_LABELS,
  ID_TYPES,
  MIN_BORROWER_AGE,
  MIN_BORROWER_AGE_ALABAMA,
  RECORDING_FEES_MAX,
  RECORDING_FEES_MIN,
  RECORDING_TAXES_MAX,
  RECORDING_TAXES_MIN,
  RECORDING_TAXES_PER_AMOUNT,
  RESCISSION_BUSINESS_DAYS,
  formatMoney,
  formatPercent,
  type Organization,
  type PricingConfig,
} from '@openheloc/domain';

/** One fact sheet entry: the words people ask it with, and the answer. */
export type KnowledgeEntry = {
  id: string;
  /** Phrasings and synonyms, searched with the answer itself. */
  keywords: string;
  answer: string;
};

const dollars = (amount: number) => formatMoney(amount, 0);
const percent = (value: number) => formatPercent(value, 2);
const list = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;

/**
 * The product's facts for one lender: the disclosures, its own pricing (amounts, APRs, fees,
 * terms, eligibility limits), the licensed states and how each step works. Figures come from the
 * lender's merged pricing and the shared lending limits, never from this file.
 */
export function knowledgeBase(org: Organization, pricing: PricingConfig): KnowledgeEntry[] {
  const phone = org.footerData.phoneFormatted;
  const email = org.theme.supportEmail;
  const terms = pricing.terms;
  const termYears = terms.map((term) => `${term.termYears}`);
  const feeTiers = [...pricing.originationFeeTiers].sort(
    (a, b) => b.minCreditScore - a.minCreditScore,
  );
  const cltv = pricing.maxCltvPercentByOccupancy;
  const states = org.licensedStates;

  return [
    {
      id: 'loan-amounts',
      keywords:
        'how much can I borrow loan amount line size minimum maximum limit credit line largest smallest',
      answer: `${org.brandName} lines of credit range from ${dollars(pricing.minLoanAmount)} to ${dollars(pricing.maxLoanAmount)}. How much you are offered depends on your home's value, what you still owe on it, your credit and your income.`,
    },
    {
      id: 'apr-range',
      keywords:
        'APR annual percentage rate interest rate range lowest highest what rate will I get',
      answer: `The APR ranges from ${percent(pricing.minApr)} to ${percent(pricing.maxApr)}. Your rate depends on your credit score, how much of your home's value is borrowed against and the line you choose; autopay lowers it by ${percent(pricing.autopayDiscountPercent)}.`,
    },
    {
      id: 'variable-rate',
      keywords: 'variable fixed rate prime rate margin index draw feature rate change adjust',
      answer: `The rate of the draw feature is based on the prime rate plus a fixed margin, so it moves when the prime rate moves. The prime rate used is ${percent(pricing.primeRatePercent)} as of ${pricing.primeRateAsOf}; your margin is set by your offer and does not change.`,
    },
    {
      id: 'origination-fee',
      keywords:
        'origination fee closing cost upfront fee charge percent of the draw how much does it cost',
      answer: `The origination fee is up to ${percent(pricing.maxOriginationFeePercent)} of the initial draw amount and depends on your credit score: ${feeTiers
        .map((tier) => `${percent(tier.feePercent)} from a score of ${tier.minCreditScore}`)
        .join(', ')}. It is taken from the initial draw, not paid out of pocket.`,
    },
    {
      id: 'fees-overview',
      keywords: 'fees costs charges what fees are there closing costs total cost hidden fees',
      answer: `The fees are: an origination fee of up to ${percent(pricing.maxOriginationFeePercent)} of the initial draw; a property valuation of ${dollars(pricing.valuationFee)} only if an automated valuation is not available; ${dollars(pricing.manualNotarizationFee)} only if you choose a manual (in-person) notarization; recording fees of ${dollars(RECORDING_FEES_MIN)} to ${dollars(RECORDING_FEES_MAX)}; and recording taxes of ${dollars(RECORDING_TAXES_MIN)} to ${dollars(RECORDING_TAXES_MAX)} per ${dollars(RECORDING_TAXES_PER_AMOUNT)} borrowed, depending on your county and state.`,
    },
    {
      id: 'valuation-fee',
      keywords: 'appraisal valuation fee home value estimate BPO broker price opinion inspection',
      answer: `Your home is valued with an automated valuation at no cost to you. If no automated valuation is available (or it is not confident enough, and always in Texas), a value estimate is ordered, which costs ${dollars(pricing.valuationFee)}.`,
    },
    {
      id: 'notary',
      keywords:
        'notary notarization notarize how does the notary session work sign in person online eNotary manual notary fee appointment closing',
      answer: `After signing your documents you meet a notary. The online eNotary session is included; a manual (in-person) notarization costs ${dollars(pricing.manualNotarizationFee)}.`,
    },
    {
      id: 'recording',
      keywords: 'recording fee recording tax county mortgage tax lien record deed of trust',
      answer: `Your line is recorded with your county. Recording fees are ${dollars(RECORDING_FEES_MIN)} to ${dollars(RECORDING_FEES_MAX)}, and recording taxes ${dollars(RECORDING_TAXES_MIN)} to ${dollars(RECORDING_TAXES_MAX)} per ${dollars(RECORDING_TAXES_PER_AMOUNT)} borrowed, depending on your county and state.`,
    },
    {
      id: 'credit-pull',
      keywords:
        'credit check credit pull soft pull hard pull inquiry affect hurt my credit score report',
      answer:
        'Checking your rate uses a soft credit pull, which does not affect your credit score. A hard credit pull is made only when you submit your application.',
    },
    {
      id: 'timeline',
      keywords:
        'how long does it take timeline time fast quick approval funding days when will I get my money',
      answer: `Approval can take as little as ${APPROVAL_MINUTES} minutes, and funding can happen in as few as ${FUNDING_BUSINESS_DAYS} business days once you have signed and met the notary.`,
    },
    {
      id: 'draw-period',
      keywords:
        'draw period how long can I draw withdraw borrow more access funds term length years',
      answer: `Terms are ${list(termYears)} years. The draw period, when you can draw from the line, is ${list(
        terms.map((term) => `${term.drawPeriodYears} years on the ${term.termYears}-year term`),
      )}. During the draw period you pay interest on what you have drawn.`,
    },
    {
      id: 'repayment-period',
      keywords:
        'repayment period pay back payments monthly payment principal amortize after the draw period ends',
      answer: `After the draw period, the balance is repaid in equal monthly payments of principal and interest over the rest of the term: ${list(
        terms.map(
          (term) =>
            `${term.termYears - term.drawPeriodYears} years on the ${term.termYears}-year term`,
        ),
      )}.`,
    },
    {
      id: 'eligibility',
      keywords:
        'eligible eligibility qualify requirements who can apply minimum credit score debt to income DTI equity',
      answer: `To qualify you need a credit score of at least ${pricing.minCreditScore}, a debt-to-income ratio of at most ${pricing.maxDtiPercent}%, and enough equity: all loans on the home together may be at most ${cltv.PRIMARY}% of its value for a primary home, ${cltv.SECONDARY}% for a second home and ${cltv.INVESTMENT}% for an investment property. You must be at least ${MIN_BORROWER_AGE} (${MIN_BORROWER_AGE_ALABAMA} in Alabama), have an income, and the home must be in a state where we lend.`,
    },
    {
      id: 'recent-purchase',
      keywords:
        'recently just bought purchased retitled transferred new home house last month weeks ago 90 days ownership how long owned can I apply',
      answer: `Properties bought or retitled within the last ${pricing.recentTransferDays} days are not eligible.`,
    },
    {
      id: 'property-types',
      keywords:
        'primary residence second home vacation investment rental property occupancy for sale listed',
      answer: `You can borrow against a primary home, a second home or an investment property (up to ${cltv.PRIMARY}%, ${cltv.SECONDARY}% and ${cltv.INVESTMENT}% combined loan-to-value). A home listed for sale is not eligible.`,
    },
    {
      id: 'states',
      keywords: 'states where do you lend available in my state licensed location',
      answer: states.length
        ? `${org.brandName} lends in ${states.length} states: ${states.join(', ')}.`
        : `${org.brandName} does not list its licensed states yet; please contact us.`,
    },
    {
      id: 'how-it-works',
      keywords: 'how does it work steps process apply application start what happens next overview',
      answer: `It works in steps: tell us about you and your home and check your rate with a soft credit pull; choose an offer; provide more information; link your income; verify your identity; sign your documents; then meet a notary, after which the line is funded to your bank account.`,
    },
    {
      id: 'income-verification',
      keywords:
        'income verification verify income payroll employer paystub pay stub proof of income self employed',
      answer:
        'You verify your income by linking your payroll or bank account. If your income cannot be linked, you can upload your recent paystubs instead and we review them.',
    },
    {
      id: 'identity-verification',
      keywords:
        'identity verification verify identity ID photo driver license passport documents accepted',
      answer: `You verify your identity with a photo of a government ID: ${list(ID_TYPES.map((type) => ID_TYPE_LABELS[type]))}.`,
    },
    {
      id: 'bank-account',
      keywords:
        'bank account funding deposit where does the money go disbursement autopay payments account',
      answer: `The money is sent to the bank account you link for funding. You can also pay by autopay from a linked account, which lowers your rate by ${percent(pricing.autopayDiscountPercent)}.`,
    },
    {
      id: 'insurance',
      keywords: 'insurance homeowners hazard flood zone flood insurance required policy',
      answer:
        'Your home must be insured (homeowners insurance). If it is in a flood zone, flood insurance is required as well; you add your policies during the application.',
    },
    {
      id: 'security',
      keywords: 'secure security safe encryption data privacy protect information',
      answer: `Your information is protected with ${ENCRYPTION_BITS}-bit encryption.`,
    },
    {
      id: 'rescission',
      keywords:
        'cancel cancellation right to cancel rescission rescind change my mind after signing back out three days',
      answer: `After you sign with the notary you have ${RESCISSION_BUSINESS_DAYS} business days to cancel your line at no cost: your right to cancel. Your money is sent after it ends. Signed in, ask me 'How do I cancel my line?' for your own deadline.`,
    },
    {
      id: 'autopay',
      keywords:
        'autopay how does autopay work automatic payments auto pay monthly payment pay automatically autopay discount bank draft',
      answer: `Autopay takes your monthly payment from a linked bank account and lowers your APR by ${percent(pricing.autopayDiscountPercent)}. You can choose it while you apply, or pay each month yourself instead.`,
    },
    {
      id: 'co-owners',
      keywords:
        'co-owner co owner spouse second owner title deed other owners co-borrower joint sign together',
      answer:
        'Every owner of the home on the title must sign. You add the other owners (and any co-borrower) from your application; each gets an e-mail invitation, signs their own documents and meets the notary.',
    },
    {
      id: 'contact',
      keywords:
        'contact phone number call email talk to a person human agent representative support customer service',
      answer: `You can call us at ${phone} or e-mail ${email}, or send us a message from our Support page.`,
    },
  ];
}
