import type { MachineState } from './machine-states';
import type { RoutingFacts } from './routing-facts';

type Condition = (facts: RoutingFacts) => boolean;

export interface MainPathStep {
  state: MachineState;
  /** The step's condition: once it holds the borrower moves on to the next step. */
  done: Condition;
  /** Where the borrower stands instead while the step is not done, when something blocks it. */
  blockedBy?: ReadonlyArray<{ state: MachineState; when: Condition }>;
}

/**
 * The main path (spec section 4) in order. A step is left when its condition holds:
 * profile -> liens when the soft-credit consent, a name, a birthdate and a selected property
 * exist; -> product when underwriting is done (and the liens are confirmed); -> moreProfile when
 * term and amount are chosen; -> hmda when ownership, SSN and the hard-credit consent exist; then
 * waitSummary, appSummary, incomeReview, ach; -> docVerify when a disbursement account is set;
 * -> waitSign when an ID document is uploaded (a Texas home also needs its value estimate); then
 * sign, codeed, waitNotary, notary, insurance, waitFund, complete.
 */
export const MAIN_PATH: readonly MainPathStep[] = [
  {
    state: 'profile',
    done: (f) => f.softCreditConsent && f.hasName && f.hasBirthdate && f.hasSelectedProperty,
  },
  { state: 'liens', done: (f) => f.underwritingDone && f.liensConfirmed },
  {
    state: 'product',
    done: (f) => f.offerChosen,
    blockedBy: [{ state: 'assetDepletion', when: (f) => f.assetDepletionPending }],
  },
  { state: 'moreProfile', done: (f) => f.propertyOwned && f.hasSsn && f.hardCreditConsent },
  { state: 'hmda', done: (f) => f.hasHmda },
  { state: 'waitSummary', done: (f) => f.summaryReady },
  { state: 'appSummary', done: (f) => f.summarySubmitted },
  {
    state: 'incomeReview',
    done: (f) => f.incomeVerified,
    blockedBy: [{ state: 'manualPaystubUpload', when: (f) => f.paystubUploadPending }],
  },
  { state: 'ach', done: (f) => f.disbursementAccountSet },
  {
    state: 'docVerify',
    done: (f) => f.idUploaded && !f.valueEstimateNeeded,
    blockedBy: [{ state: 'bpo', when: (f) => f.idUploaded && f.valueEstimateNeeded }],
  },
  { state: 'waitSign', done: (f) => f.closingDocumentsReady },
  { state: 'sign', done: (f) => f.documentsSigned },
  { state: 'codeed', done: (f) => !f.coSignersPending },
  { state: 'waitNotary', done: (f) => !f.manualNotaryReserved || f.notarized },
  { state: 'notary', done: (f) => f.notarized },
  { state: 'insurance', done: (f) => f.insuranceComplete },
  { state: 'waitFund', done: (f) => f.funded },
];

/** The main path's last state: reached when every step is done. */
export const MAIN_PATH_END: MachineState = 'complete';

export interface Jump {
  /** The spec's name of the jump. */
  name: string;
  to: MachineState;
  when: Condition;
}

/**
 * Jumps possible from any state (spec section 4), tried in this order before the main path: an
 * outcome that ends the application first (funding, credit problems, declines, reviews), then
 * the property, the value estimate, document requests, autopay and employer verification.
 */
export const JUMPS: readonly Jump[] = [
  { name: 'fund', to: 'complete', when: (f) => f.funded },
  { name: 'fund', to: 'waitFund', when: (f) => f.fundingStarted },
  { name: 'errorCredit', to: 'errorCredit', when: (f) => f.creditFrozen },
  { name: 'incorrectPin', to: 'incorrectPin', when: (f) => f.pinRejected },
  { name: 'noCredit', to: 'noCredit', when: (f) => f.noCreditFile },
  { name: 'inactive', to: 'declined', when: (f) => f.cancelled },
  { name: 'dtiDecline', to: 'dtiDeclined', when: (f) => f.dtiDeclined },
  { name: 'creditScoreDecline', to: 'creditScoreDeclined', when: (f) => f.creditScoreDeclined },
  { name: 'decline', to: 'declined', when: (f) => f.declined },
  { name: 'delinquency', to: 'delinquency', when: (f) => f.delinquencyReview },
  { name: 'noProperty', to: 'noProperty', when: (f) => f.propertyNotMatched },
  { name: 'datatreeError', to: 'datatreeError', when: (f) => f.propertyLookupFailed },
  { name: 'bpoProcessing', to: 'bpoProcessing', when: (f) => f.valueEstimateProcessing },
  { name: 'documents', to: 'documents', when: (f) => f.documentRequested },
  {
    name: 'autopay',
    to: 'manualAutopay',
    when: (f) => f.autopayAccountMissing && f.autopayAccountRejected,
  },
  { name: 'autopay', to: 'autopay', when: (f) => f.autopayAccountMissing },
  { name: 'employerVerification', to: 'emplVerify', when: (f) => f.employmentVerificationNeeded },
];

export interface MachineResult {
  state: MachineState;
  /** The jump taken, or null when the state is the borrower's place on the main path. */
  jump: string | null;
}

function firstOpenStep(facts: RoutingFacts): MainPathStep | undefined {
  return MAIN_PATH.find((step) => !step.done(facts));
}

/** The main-path step the borrower has reached (blockers aside): what progress shows. */
export function mainPathStep(facts: RoutingFacts): MachineState {
  return firstOpenStep(facts)?.state ?? MAIN_PATH_END;
}

/** Where the borrower stands on the main path alone, jumps left aside. */
export function mainPathState(facts: RoutingFacts): MachineState {
  const step = firstOpenStep(facts);
  if (!step) return MAIN_PATH_END;
  return step.blockedBy?.find((blocker) => blocker.when(facts))?.state ?? step.state;
}

/**
 * The fallback machine: the first jump whose condition holds, else the main-path state.
 *
 * With `among` (the machine states one server state covers) the machine is confined to them, as
 * the server state vouches for everything before: only jumps into them count, and the main path
 * is walked over their steps alone, stopping at the last one when all are done. Null when
 * nothing in scope applies.
 */
export function runFallbackMachine(facts: RoutingFacts): MachineResult;
export function runFallbackMachine(
  facts: RoutingFacts,
  among: readonly MachineState[],
): MachineResult | null;
export function runFallbackMachine(
  facts: RoutingFacts,
  among?: readonly MachineState[],
): MachineResult | null {
  const inScope = (state: MachineState) => among === undefined || among.includes(state);
  const jump = JUMPS.find((candidate) => inScope(candidate.to) && candidate.when(facts));
  if (jump) return { state: jump.to, jump: jump.name };
  if (among === undefined) return { state: mainPathState(facts), jump: null };
  const steps = MAIN_PATH.filter((step) => inScope(step.state));
  const open = steps.find((step) => !step.done(facts));
  if (open) {
    const blocker = open.blockedBy?.find(
      (candidate) => inScope(candidate.state) && candidate.when(facts),
    );
    return { state: blocker?.state ?? open.state, jump: null };
  }
  const last = steps.at(-1);
  return last ? { state: last.state, jump: null } : null;
}
