import type { HelocApplication } from '../application/application-schema';
import { isWaitingState } from '../application/application-state';
import { applicationProgressSteps, type ApplicationProgressStep } from '../enums/progress-step';
import { DSCR_PRODUCT } from '../lending/dscr';
import { formatRescissionDeadline } from '../time/rescission';
import { mainPathStep } from './fallback-machine';
import type { MachineState } from './machine-states';
import { resolveApplicationRoute, type ResolvedRoute } from './resolve-route';
import {
  routingFactsOf,
  type RoutingApplication,
  type RoutingIdentity,
  type RoutingStatus,
} from './routing-facts';

/**
 * The side bar's step (0 Basic Info … 6 the notary step, 7 all done) of each machine state; null
 * where the state says nothing of progress (a decline, a review, a document request), in which
 * case the borrower's place on the main path counts.
 */
export const MACHINE_STATE_PROGRESS: Readonly<Record<MachineState, number | null>> = {
  profile: 0,
  ssnCredit: 0,
  errorCredit: 0,
  incorrectPin: 0,
  noCredit: 0,
  noProperty: 0,
  datatreeError: 0,
  liens: 0,
  delinquency: 0,
  product: 1,
  assetDepletion: 1,
  moreProfile: 2,
  hmda: 2,
  waitSummary: 2,
  appSummary: 2,
  incomeReview: 3,
  manualPaystubUpload: 3,
  emplVerify: 3,
  ach: 3,
  autopay: 3,
  manualAutopay: 3,
  docVerify: 4,
  waitSign: 5,
  sign: 5,
  codeed: 5,
  waitMerchant: 5,
  lienAttestation: 5,
  waitNotary: 6,
  notary: 6,
  insurance: 7,
  waitFund: 7,
  complete: 7,
  uwReview: null,
  documents: null,
  declined: null,
  dtiDeclined: null,
  creditScoreDeclined: null,
  bpo: null,
  bpoProcessing: null,
};

export type ProgressStepStatus = 'done' | 'current' | 'upcoming';

export interface ApplicationProgress {
  steps: ReadonlyArray<{ label: ApplicationProgressStep; status: ProgressStepStatus }>;
  /** The current step's index; steps.length once every step is done. */
  currentIndex: number;
}

export function applicationProgress(
  resolved: Pick<ResolvedRoute, 'machineState'>,
  status: RoutingStatus,
  application: RoutingApplication,
  identity?: RoutingIdentity,
): ApplicationProgress {
  const labels = applicationProgressSteps({
    manualNotary: status.status.manualNotary,
    dscr: application.product === DSCR_PRODUCT,
  });
  const known =
    resolved.machineState === null ? null : MACHINE_STATE_PROGRESS[resolved.machineState];
  const currentIndex =
    known ??
    MACHINE_STATE_PROGRESS[mainPathStep(routingFactsOf(status, application, identity))] ??
    0;
  return {
    steps: labels.map((label, index) => ({
      label,
      status: index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming',
    })),
    currentIndex,
  };
}

/** The status as the application itself carries it (a list shows no separate status call). */
export function routingStatusOfApplication(application: HelocApplication): RoutingStatus {
  return {
    state: application.state,
    waiting: isWaitingState(application.state),
    terminal: false,
    actions: [],
    status: application.status,
    decision: {
      uwDecision: application.status.uwDecision,
      uwSubDecision: application.status.uwSubDecision,
      adverseActionReasons: application.adverseActionReasons,
    },
  };
}

/** A short label of where an application stands, for the dashboard's list. */
export function applicationStageLabel(application: HelocApplication): string {
  switch (application.state) {
    case 'DECLINED':
      return 'Declined';
    case 'CANCELLED':
      return 'Cancelled';
    case 'COMPLETE':
      return 'Funded';
    case 'RESCISSION': {
      const lastDay = application.closing.rescissionLastDay;
      return lastDay ? `Right to cancel until ${formatRescissionDeadline(lastDay)}` : 'Closing';
    }
  }
  const status = routingStatusOfApplication(application);
  const resolved = resolveApplicationRoute({ status, application });
  if (resolved.rule === 'funding') return 'Funding in progress';
  if (resolved.rule === 'unknown') return 'In review';
  const progress = applicationProgress(resolved, status, application);
  const current = progress.steps[progress.currentIndex];
  return current ? `In progress: ${current.label}` : 'Closing';
}

/** What the dashboard offers for an application, and what it says comes next. */
export interface ApplicationNextStep {
  /** The card's button: only an application with something left for the borrower continues. */
  action: 'Continue' | 'View' | 'Read the notice';
  /** "What comes next", in the borrower's words, from where the application stands now. */
  next: string;
  /** How long the next part takes, when the product knows; null otherwise. */
  howLong: string | null;
}

/** Said while the borrower's next step is linking their income (spec sections 1, 9). */
export const LINK_INCOME_NEXT =
  'Next, link your income sources so we can verify your income. Then you’ll add your bank account, verify your identity and sign your documents.';
export const LINK_INCOME_HOW_LONG =
  'Linking your income takes about 5 minutes. Approval is possible in five minutes, and funding in five business days.';
const NOTHING_TO_DO = 'There is nothing you need to do.';

/**
 * The dashboard's reading of an application's stage (issue 30: it said "link your income" during
 * the right to cancel, and a funded line still offered 'Continue'). Past signing (the right to
 * cancel, funding, funded) there is nothing left to continue.
 */
export function applicationNextStep(application: HelocApplication): ApplicationNextStep {
  const view = (next: string): ApplicationNextStep => ({ action: 'View', next, howLong: null });
  switch (application.state) {
    case 'DECLINED':
      return { action: 'Read the notice', next: NOTHING_TO_DO, howLong: null };
    case 'CANCELLED':
      return view(`This application is cancelled. ${NOTHING_TO_DO}`);
    case 'COMPLETE':
      return view(`Your line of credit is open. ${NOTHING_TO_DO}`);
    case 'RESCISSION': {
      const lastDay = application.closing.rescissionLastDay;
      const until = lastDay ? ` until ${formatRescissionDeadline(lastDay)}` : '';
      return view(
        `You may cancel your line of credit${until}. Then we send your initial draw to your bank account. ${NOTHING_TO_DO}`,
      );
    }
  }
  if (application.closing.disbursement) {
    return view(`Your initial draw is on its way to your bank account. ${NOTHING_TO_DO}`);
  }
  const status = routingStatusOfApplication(application);
  const resolved = resolveApplicationRoute({ status, application });
  if (resolved.rule === 'funding') {
    return view(`We are sending your initial draw to your bank account. ${NOTHING_TO_DO}`);
  }
  if (resolved.rule === 'unknown') {
    return {
      action: 'Continue',
      next: 'We are reviewing your application and will e-mail you when you have something to do.',
      howLong: null,
    };
  }
  const { steps, currentIndex } = applicationProgress(resolved, status, application);
  const current = steps[currentIndex]?.label;
  if (current === 'Link Income Sources') {
    return { action: 'Continue', next: LINK_INCOME_NEXT, howLong: LINK_INCOME_HOW_LONG };
  }
  const later = steps.slice(currentIndex + 1).map((step) => step.label);
  const then = later.length > 0 ? ` Then: ${later.join(', ')}.` : '';
  return {
    action: 'Continue',
    next: current ? `Next: ${current}.${then}` : 'Next: finish closing your line of credit.',
    howLong: null,
  };
}
