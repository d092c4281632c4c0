import {
  APPLICATION_ROUTES,
  APPLICATION_STATES,
  INITIAL_STATUS_FLAGS,
  matchesRoute,
  resolveApplicationRoute,
  type ApplicationStatusFlags,
  type HelocApplication,
} from '@openheloc/domain';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { applicationAtSummary } from './start/testing/application-fixture';
import { applicationRoutes } from './routes';

/**
 * Screens the routing can lead to that other work owes (each names who): they show the "can't
 * be shown here yet" page until it lands. Any other route without a page fails below.
 */
const OWED: Readonly<Record<string, string>> = {};

/** The route patterns under /{uuid} that have a screen (the catch-all '*' is not one). */
function screenPatterns(): string[] {
  const layout = applicationRoutes.find((route) => route.path === ':uuid');
  const children: RouteObject[] = layout?.children ?? [];
  return children
    .flatMap((route) => (route.path && route.path !== '*' ? [route.path] : []))
    .map((path) => path.replace(/:[a-z]+/gi, '{type}'));
}

type Scenario = {
  name: string;
  flags?: Partial<ApplicationStatusFlags>;
  application?: Partial<HelocApplication>;
};

const TEXAS = { ...applicationAtSummary().property, state: 'TX' };

/** What the server's flags and the application can say in any state, one at a time. */
const SCENARIOS: Scenario[] = [
  { name: 'nothing set' },
  { name: 'offer chosen, liens confirmed', flags: { liensComplete: true, uwDecision: 'APPROVED' } },
  { name: 'paystubs asked', flags: { manualPaystubUpload: true } },
  { name: 'employer verification', flags: { employmentVerificationNeeded: true } },
  { name: 'account closed', flags: { giactAccountStatus: 'CLOSED' } },
  { name: 'account high risk', flags: { giactAccountStatus: 'HIGH_RISK' } },
  { name: 'document requested', flags: { condition: true } },
  { name: 'flood certificate pending', flags: { waitingOnFloodCert: true } },
  { name: 'value estimate processing', flags: { bpo: 'BPO_PROCESSING' } },
  { name: 'value estimate pending', flags: { uwDecision: 'REVIEW', uwSubDecision: 'BPO_PENDING' } },
  {
    name: 'Texas, value estimate required',
    flags: { bpo: 'BPO_REQUIRED' },
    application: { property: TEXAS },
  },
  { name: 'credit frozen', flags: { creditFrozenWithPin: true } },
  { name: 'PIN rejected', flags: { uwSubDecision: 'CREDIT_FROZEN' } },
  { name: 'property not matched', flags: { datatreeNoMatch: true } },
  { name: 'property lookup failed', flags: { uwDecision: 'ERROR' } },
  { name: 'delinquency review', flags: { uwDecision: 'REVIEW' } },
  { name: 'declined', flags: { uwDecision: 'DECLINE' } },
  { name: 'DTI declined', flags: { uwDecision: 'DECLINE', dtiDecline: true } },
  { name: 'credit score declined', flags: { uwDecision: 'DECLINE', creditScoreDecline: true } },
  { name: 'funding started', flags: { checklistStatus: 'IN_PROGRESS' } },
  { name: 'funded', flags: { checklistStatus: 'COMPLETE' } },
  {
    name: 'manual notary',
    flags: { manualNotary: true },
    application: { requestedManualNotaryTime: '2030-01-01T15:00:00.000Z' },
  },
  { name: 'co-signers pending', application: { coDeedStatus: 'PENDING' } },
  {
    name: 'autopay account missing',
    application: {
      payType: 'AUTOPAY',
      disburseAccount: {
        uuid: '7d3e4f50-3333-4444-8555-666677778888',
        routingNumber: '021000021',
        mask: '****1234',
        bankName: null,
      },
    },
  },
];

const ALL_ACTIONS = [
  'LINK_INCOME',
  'UPLOAD_PAYSTUBS',
  'ADD_BANK_ACCOUNT',
  'UPLOAD_ID',
  'ADD_INSURANCE',
  'SIGN_DOCUMENTS',
  'SCHEDULE_NOTARY',
];

describe('every server state leads to a screen', () => {
  const patterns = screenPatterns();
  const hasScreen = (path: string) => patterns.some((pattern) => matchesRoute(path, pattern));
  const owedBy = (path: string) =>
    Object.entries(OWED).find(([pattern]) => matchesRoute(path, pattern))?.[1];

  it('gives every route of the spec a screen, or names who owes it', () => {
    const missing = APPLICATION_ROUTES.map((route) =>
      route.replace('{type}', 'TRUV_PAYROLL'),
    ).filter((path) => !hasScreen(path) && !owedBy(path));
    expect(missing).toEqual([]);
  });

  it.each(APPLICATION_STATES)('%s', (state) => {
    const unmapped: string[] = [];
    for (const scenario of SCENARIOS) {
      const flags = { ...INITIAL_STATUS_FLAGS, ...scenario.flags };
      const resolved = resolveApplicationRoute({
        status: {
          state,
          waiting: state.startsWith('WAITING_FOR_') || state.startsWith('GEN_'),
          terminal: false,
          actions: ALL_ACTIONS,
          status: flags,
          decision: {
            uwDecision: flags.uwDecision,
            uwSubDecision: flags.uwSubDecision,
            adverseActionReasons: [],
          },
        },
        application: applicationAtSummary(scenario.application),
        currentPath: '',
      });
      for (const path of [resolved.path, ...resolved.allowed]) {
        const concrete = path.replace('{type}', 'TRUV_PAYROLL');
        if (!hasScreen(concrete) && !owedBy(concrete)) {
          unmapped.push(
            `${scenario.name}: ${path}${path === resolved.path ? ' (where it leads)' : ' (allowed)'}`,
          );
        }
      }
    }
    expect([...new Set(unmapped)], `${state} reaches routes with no screen`).toEqual([]);
  });
});
