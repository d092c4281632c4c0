import { runFallbackMachine } from './fallback-machine';
import { DECLINE_MACHINE_STATES, MACHINE_STATE_ROUTES, type MachineState } from './machine-states';
import { matchesRoute, normalizeRoutePath, type ApplicationRoute } from './routes';
import {
  routingFactsOf,
  type RoutingApplication,
  type RoutingIdentity,
  type RoutingStatus,
} from './routing-facts';
import { serverStateRule } from './server-states';

/** Which rule chose the route. */
export type RouteRule =
  | 'credit-no-match'
  | 'declined'
  | 'funding'
  | 'unknown'
  | 'server-state'
  | 'fallback-machine'
  | 'incorrect-ownership'
  | 'liens-disputed'
  | 'flood-cert'
  | 'decline-forced'
  | 'disclosures-kept';

/**
 * How a waiting server state is shown: the processing modal over the page, or a screen that is
 * itself the wait (funding, a value estimate that takes days). Null when nothing is running.
 */
export type RouteWait = 'modal' | 'page' | null;

export interface ResolvedRoute {
  /** The page the borrower belongs on, under /{uuid}/. */
  path: string;
  rule: RouteRule;
  /** Why, in words, for logs and tests. */
  reason: string;
  machineState: MachineState | null;
  wait: RouteWait;
  /** Route patterns the borrower may be on now; any other page sends them to `path`. */
  allowed: readonly string[];
}

export interface ResolveRouteInput {
  status: RoutingStatus;
  application: RoutingApplication;
  /** The page the borrower is on, under /{uuid}/ ('' for the index). */
  currentPath?: string;
  identity?: RoutingIdentity;
}

export const DISCLOSURES_PATH = 'document/disclosures';
export const TIMEOUT_PATH = 'error/timeout';
export const CREDIT_NO_MATCH_PATH = 'credit/social';
export const DECLINE_PATH = 'error/decline';
export const COMPLETE_PATH = 'complete';
export const INCORRECT_OWNERSHIP_PATH = 'review-app/incorrect-ownership';
export const FLOOD_CERT_PATH = 'error/flood-cert';

/**
 * States the flood certificate holds up while waitingOnFloodCert is set: insurance cannot be
 * completed before the certificate says whether flood insurance is required. The server also
 * sets the flag from the start of pre-qualification until its decision, but that wait is the
 * processing modal's (WAITING_FOR_OFFER_SELECTION), so it is not listed.
 */
export const FLOOD_CERT_BLOCKING_STATES: readonly string[] = ['TRUST_AND_INSURANCE'];

/** Screens that are the wait themselves, so no processing modal covers them. */
export const WAIT_PAGES: readonly string[] = [COMPLETE_PATH, 'bpo/waiting', TIMEOUT_PATH];

/** Pages the borrower may open whatever the state: the disclosures can always be read again. */
export const ALWAYS_ALLOWED_ROUTES: readonly ApplicationRoute[] = [DISCLOSURES_PATH];

/** Document requests (open conditions) point to these pages (chat document, section 2). */
export const CONDITION_ROUTES: readonly ApplicationRoute[] = [
  'conditions',
  'conditions/upload-document',
  'conditions/phone-number',
  'identity',
];

/**
 * Where each borrower action the server allows now is performed: those pages may be revisited
 * (the application summary's Change links, a new offer while the profile is filled in…). The
 * hard-pull consent is given on another step's page, and cancelling has no page of its own.
 */
export const ACTION_ROUTES: Readonly<Record<string, readonly ApplicationRoute[]>> = {
  PROVIDE_SSN: ['credit/social'],
  RETRY_CREDIT: ['credit/error'],
  CONFIRM_LIENS: ['liens'],
  SELECT_OFFER: ['product/select', 'product/prequal-winback'],
  SAVE_PROFILE: ['start/profile'],
  SAVE_CONTACT: ['start/contact'],
  GIVE_CONSENT: [],
  SAVE_HMDA: ['start/hmda'],
  SUBMIT: ['start/app-summary'],
  LINK_INCOME: ['income/review', 'income/link/{type}', 'income/pointserv-callback'],
  UPLOAD_PAYSTUBS: ['income/review', 'income/upload/{type}'],
  ADD_BANK_ACCOUNT: [
    'bank/disburse',
    'bank/manual-disburse',
    'bank/autopay',
    'bank/autopay-manual',
    'bank/confirm',
  ],
  UPLOAD_ID: ['identity'],
  SIGN_DOCUMENTS: ['signing/intro', 'signing/sign', 'signing/additional', 'signing/support'],
  SCHEDULE_NOTARY: ['notary/intro', 'notary/schedule-manual', 'notary/reserve-manual'],
  ADD_INSURANCE: ['insurance/requirements', 'insurance/upload'],
  ORDER_VALUE_ESTIMATE: ['bpo/estimate-value', 'bpo/condition', 'bpo/order-bpo'],
  ADD_SIGNER: ['signing/additional'],
  CANCEL: [],
};

interface Choice {
  path: string;
  rule: RouteRule;
  reason: string;
  machineState: MachineState | null;
}

const fromMachine = (state: MachineState, rule: RouteRule, reason: string): Choice => ({
  path: MACHINE_STATE_ROUTES[state].path,
  rule,
  reason,
  machineState: state,
});

function chooseRoute({ status, application, identity }: ResolveRouteInput): Choice {
  if (status.status.waitingOnFloodCert && FLOOD_CERT_BLOCKING_STATES.includes(status.state)) {
    return {
      path: FLOOD_CERT_PATH,
      rule: 'flood-cert',
      reason: `${status.state}: waiting on the flood certificate`,
      machineState: null,
    };
  }
  const rule = serverStateRule(status.state);
  const facts = () => routingFactsOf(status, application, identity);
  switch (rule.kind) {
    case 'credit-no-match':
      return {
        path: CREDIT_NO_MATCH_PATH,
        rule: 'credit-no-match',
        reason: `${status.state}: the soft pull found no file, the SSN is asked`,
        machineState: 'ssnCredit',
      };
    case 'declined':
      return {
        path: DECLINE_PATH,
        rule: 'declined',
        reason: `${status.state}: the application is declined`,
        machineState: 'declined',
      };
    case 'funding':
      return {
        path: COMPLETE_PATH,
        rule: 'funding',
        reason: `${status.state}: a funding or rescission stage`,
        machineState: 'complete',
      };
    case 'unknown':
      return {
        path: TIMEOUT_PATH,
        rule: 'unknown',
        reason: `${status.state}: a state this client does not know`,
        machineState: null,
      };
    case 'step':
      return fromMachine(rule.state, 'server-state', `${status.state} is the ${rule.state} step`);
    case 'machine': {
      const result = runFallbackMachine(facts(), rule.among);
      const [first] = rule.among;
      return result
        ? fromMachine(
            result.state,
            'fallback-machine',
            `${status.state} covers ${rule.among.join(', ')}; the fallback machine says ${result.state}`,
          )
        : fromMachine(first, 'server-state', `${status.state} is first the ${first} step`);
    }
    case 'property-review': {
      const result = runFallbackMachine(facts(), rule.among);
      if (result) {
        return fromMachine(result.state, 'fallback-machine', `${status.state}: ${result.state}`);
      }
      // Underwriting placed the property, yet the liens are not confirmed: the borrower said
      // something is wrong with them, and a person reviews the application.
      return status.status.propertyComplete && !status.status.liensComplete
        ? fromMachine(
            'uwReview',
            'liens-disputed',
            `${status.state}: the borrower said the liens are not right`,
          )
        : {
            path: INCORRECT_OWNERSHIP_PATH,
            rule: 'incorrect-ownership',
            reason: `${status.state}: the borrower said the property is not theirs`,
            machineState: null,
          };
    }
  }
}

/** The decline screen: the server's own choice if it is one, else the machine's decline. */
function declineStateOf(choice: Choice, input: ResolveRouteInput): MachineState {
  if (choice.machineState !== null && DECLINE_MACHINE_STATES.includes(choice.machineState)) {
    return choice.machineState;
  }
  const { state } = runFallbackMachine(
    routingFactsOf(input.status, input.application, input.identity),
  );
  return DECLINE_MACHINE_STATES.includes(state) ? state : 'declined';
}

function unique(routes: readonly string[]): string[] {
  return [...new Set(routes)];
}

/**
 * Where the borrower belongs. The server's state takes priority: CREDIT_NO_MATCH goes to
 * credit/social, DECLINED to error/decline, funding and rescission stages to complete, an unknown
 * state to error/timeout; otherwise the state's machine state maps to its route, the fallback
 * machine choosing where one server state covers several steps. A DECLINE decision forces the
 * decline screen, except on the disclosures page.
 */
export function resolveApplicationRoute(input: ResolveRouteInput): ResolvedRoute {
  const { status } = input;
  const currentPath = normalizeRoutePath(input.currentPath ?? '');
  let choice = chooseRoute(input);
  let allowed: string[];

  if (status.decision.uwDecision === 'DECLINE') {
    const declineState = declineStateOf(choice, input);
    const declinePath = MACHINE_STATE_ROUTES[declineState].path;
    choice =
      currentPath === DISCLOSURES_PATH
        ? {
            path: DISCLOSURES_PATH,
            rule: 'disclosures-kept',
            reason: 'the underwriting decision is DECLINE, but the disclosures page is kept',
            machineState: declineState,
          }
        : choice.machineState === declineState
          ? choice
          : fromMachine(declineState, 'decline-forced', 'the underwriting decision is DECLINE');
    allowed = unique([declinePath, DISCLOSURES_PATH]);
  } else if (choice.rule === 'unknown') {
    allowed = [TIMEOUT_PATH, ...ALWAYS_ALLOWED_ROUTES];
  } else {
    allowed = unique([
      choice.path,
      ...(choice.machineState ? MACHINE_STATE_ROUTES[choice.machineState].pages : []),
      ...status.actions.flatMap((action) => ACTION_ROUTES[action] ?? []),
      ...(status.status.condition ? CONDITION_ROUTES : []),
      ...ALWAYS_ALLOWED_ROUTES,
    ]);
  }

  const wait: RouteWait = !status.waiting
    ? null
    : WAIT_PAGES.includes(choice.path)
      ? 'page'
      : 'modal';
  // While the modal covers the page the borrower may also be sent to the timeout page.
  if (wait === 'modal') allowed = unique([...allowed, TIMEOUT_PATH]);
  return { ...choice, wait, allowed };
}

/** Whether the page under /{uuid}/ may stay open; the index never does (it redirects). */
export function isRouteAllowed(currentPath: string, resolved: ResolvedRoute): boolean {
  const path = normalizeRoutePath(currentPath);
  if (path === '') return false;
  return resolved.allowed.some((route) => matchesRoute(path, route));
}

/**
 * Where to send the borrower from `currentPath`, or null to stay. While the processing modal
 * covers the page nothing moves (the borrower cannot act and the wait decides); a page out of
 * order, or a stale one whose state moved on, goes to the resolved route.
 */
export function routeRedirect(currentPath: string, resolved: ResolvedRoute): string | null {
  if (resolved.wait === 'modal') return null;
  return isRouteAllowed(currentPath, resolved) ? null : resolved.path;
}
