import { resolvePricingConfig } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { createOrganizationRegistry } from '../organizations/registry';
import { createKnowledgeSearch } from './knowledge-search';

const org = createOrganizationRegistry().defaultOrganization;
const search = createKnowledgeSearch(org, resolvePricingConfig(org.pricingData));

/** The held set: product questions, the entry that must answer, and facts the answer must state. */
const HELD_QUESTIONS: [string, string, string[]][] = [
  ['What fees do you charge?', 'fees-overview', ['4.99%', '$180', '$300', '$315', '$1,400']],
  ['Is there an origination fee?', 'origination-fee', ['4.99%', 'initial draw']],
  ['What is the APR range?', 'apr-range', ['7.60%', '17.20%']],
  ['What interest rate will I get?', 'apr-range', ['7.60%', '17.20%']],
  ['Is the rate fixed or variable?', 'variable-rate', ['prime rate plus a fixed margin']],
  ['How much can I borrow?', 'loan-amounts', ['$15,000', '$400,000']],
  [
    'How long is the draw period?',
    'draw-period',
    ['2 years on the 5-year term', '5 years on the 30-year term'],
  ],
  ['How long is the repayment period?', 'repayment-period', ['25 years on the 30-year term']],
  ['How long does it take to get funded?', 'timeline', ['5 business days']],
  ['How fast is approval?', 'timeline', ['5 minutes']],
  [
    'Will checking my rate hurt my credit score?',
    'credit-pull',
    ['soft credit pull', 'does not affect'],
  ],
  ['When do you do a hard credit pull?', 'credit-pull', ['hard credit pull', 'submit']],
  ['What credit score do I need to qualify?', 'eligibility', ['at least 640']],
  ['What are the eligibility requirements?', 'eligibility', ['640', '50%', '85%']],
  ['I bought my house last month, can I apply?', 'recent-purchase', ['90 days']],
  ['Can I use a rental investment property?', 'property-types', ['investment property', '70%']],
  ['How does notarization work?', 'notary', ['notary', '$300']],
  ['How do I verify my income?', 'income-verification', ['payroll', 'paystubs']],
  [
    'Which IDs can I use to verify my identity?',
    'identity-verification',
    ["US Driver's License", 'US Passport'],
  ],
  ['Do you need an appraisal?', 'valuation-fee', ['$180', 'automated valuation']],
  // Issue 30: grown from what borrowers ask.
  ['Can I cancel after I sign?', 'rescission', ['3 business days', 'right to cancel']],
  ['What is the right to cancel?', 'rescission', ['3 business days']],
  ['How does autopay work?', 'autopay', ['0.25%', 'linked bank account']],
  ['Is there an autopay discount?', 'autopay', ['0.25%']],
  ['Does my spouse need to sign? We are both on the title', 'co-owners', ['Every owner']],
  ['What is your phone number?', 'contact', ['(888) 555-0142']],
];

const OUT_OF_SCOPE = [
  'What is the weather in Paris tomorrow?',
  'Can you recommend a good pizza place?',
  'Who won the World Series?',
  'Write me a poem about cats',
  'How do I reset my router?',
  'What is the capital of Australia?',
  'Can I pay my car loan with a credit card?',
  'asdf qwerty',
];

describe('chatbot knowledge search', () => {
  it.each(HELD_QUESTIONS)('answers %j from %s', (question, entryId, facts) => {
    const entry = search.answer(question);
    expect(entry?.id).toBe(entryId);
    for (const fact of facts) expect(entry?.answer).toContain(fact);
  });

  it.each(OUT_OF_SCOPE)('does not answer %j', (question) => {
    expect(search.answer(question)).toBeNull();
  });

  it("answers with the lender's own figures", () => {
    const ny = createOrganizationRegistry().byCode('OPENHELOC_NY');
    if (!ny) throw new Error('OPENHELOC_NY is in the lender data');
    const nySearch = createKnowledgeSearch(ny, resolvePricingConfig(ny.pricingData));
    expect(nySearch.answer('How much can I borrow?')?.answer).toContain('$350,000');
    expect(nySearch.answer('Which states do you lend in?')?.answer).toContain('NY');
  });
});
