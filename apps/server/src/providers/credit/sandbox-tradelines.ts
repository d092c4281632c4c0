import type { PersonaTraits } from '../persona';
import type { SandboxPropertyFacts } from '../sandbox-property-facts';
import type { Seed } from '../stable-hash';
import type { Tradeline } from './types';

/**
 * The applicant's accounts: the first mortgage on the home (shared with property records and
 * title), a car loan and two cards. Sized so that the default persona's debt-to-income stays near
 * 15-35% of a $120k income; Highdti adds installment debt that takes it above 50%.
 */
export function sandboxTradelines(
  seed: Seed,
  property: SandboxPropertyFacts,
  traits: PersonaTraits,
): Tradeline[] {
  const mortgage = property.firstMortgage;
  const tradelines: Tradeline[] = [
    {
      kind: 'MORTGAGE',
      creditorName: mortgage.lenderName,
      accountLast4: mortgage.accountLast4,
      openedDate: mortgage.recordedDate,
      balance: mortgage.estimatedBalance,
      creditLimit: null,
      monthlyPayment: mortgage.monthlyPayment,
      daysPastDue: traits.mortgageDaysPastDue,
      lienPosition: 1,
    },
    installment(seed, 'auto', 'AUTO', 'Sandbox Auto Finance', [8, 28], [350, 520]),
    card(seed, 'card1', 'Sandbox Rewards Visa', traits.creditDerogatory ? 0 : null),
    card(seed, 'card2', 'Sandbox Cash Mastercard', traits.creditDerogatory ? 90 : null),
  ];
  if (traits.highDebt) {
    tradelines.push(
      installment(seed, 'auto2', 'AUTO', 'Sandbox Motor Credit', [25, 45], [800, 950]),
      installment(seed, 'personal', 'PERSONAL', 'Sandbox Personal Loans', [40, 60], [1_800, 2_100]),
      installment(
        seed,
        'student',
        'STUDENT',
        'Sandbox Student Servicing',
        [60, 110],
        [1_100, 1_300],
      ),
      maxedCard(seed, 'card3', 'Sandbox Platinum Card'),
      maxedCard(seed, 'card4', 'Sandbox Store Card'),
    );
  }
  return tradelines;
}

function installment(
  seed: Seed,
  label: string,
  kind: Tradeline['kind'],
  creditorName: string,
  balanceThousands: [number, number],
  payment: [number, number],
): Tradeline {
  return {
    kind,
    creditorName,
    accountLast4: last4(seed, label),
    openedDate: opened(seed, label),
    balance: seed.int(`${label}.balance`, ...balanceThousands) * 1_000,
    creditLimit: null,
    monthlyPayment: seed.int(`${label}.payment`, ...payment),
    daysPastDue: 0,
    lienPosition: null,
  };
}

/** Derogatory cards (Decline) run near their limit; a non-null daysPastDue marks that. */
function card(
  seed: Seed,
  label: string,
  creditorName: string,
  derogatoryDaysPastDue: 0 | 90 | null,
): Tradeline {
  const creditLimit = seed.int(`${label}.limit`, 5, 20) * 1_000;
  const balance =
    derogatoryDaysPastDue === null
      ? seed.int(`${label}.balance`, 5, 30) * 100
      : Math.round((creditLimit * seed.int(`${label}.utilisation`, 90, 98)) / 100);
  return {
    kind: 'CREDIT_CARD',
    creditorName,
    accountLast4: last4(seed, label),
    openedDate: opened(seed, label),
    balance,
    creditLimit,
    monthlyPayment: minimumPayment(balance),
    daysPastDue: derogatoryDaysPastDue ?? 0,
    lienPosition: null,
  };
}

function maxedCard(seed: Seed, label: string, creditorName: string): Tradeline {
  const balance = seed.int(`${label}.balance`, 120, 160) * 100;
  return {
    kind: 'CREDIT_CARD',
    creditorName,
    accountLast4: last4(seed, label),
    openedDate: opened(seed, label),
    balance,
    creditLimit: balance + seed.int(`${label}.headroom`, 5, 20) * 100,
    monthlyPayment: minimumPayment(balance),
    daysPastDue: 0,
    lienPosition: null,
  };
}

/** 2.5% of the balance, at least $25. */
function minimumPayment(balance: number): number {
  return Math.max(25, Math.round(balance * 0.025));
}

function last4(seed: Seed, label: string): string {
  return String(seed.int(`${label}.account`, 0, 9_999)).padStart(4, '0');
}

function opened(seed: Seed, label: string): string {
  const year = seed.int(`${label}.opened.year`, 2012, 2023);
  const month = String(seed.int(`${label}.opened.month`, 1, 12)).padStart(2, '0');
  return `${year}-${month}-01`;
}
