import type { SandboxTransferStore } from './funding/transfer-store';

/**
 * How long each sandbox takes to answer, so that the journey's waiting states are real. The
 * defaults are close to what the vendors take; tests pass ZERO_SANDBOX_DELAYS.
 */
export type SandboxDelays = {
  credit: number;
  /** Property records and the automated valuation. */
  property: number;
  flood: number;
  /** Placing a BPO order or checking its status. */
  bpoOrder: number;
  /** From ordering a BPO until its status reports BPO_COMPLETE. */
  bpoCompletion: number;
  title: number;
  income: number;
  identity: number;
  bank: number;
  /** Submitting a disbursement or checking its status. */
  funding: number;
  /** From submitting a disbursement until its status reports SETTLED. */
  fundingSettlement: number;
};

export const DEFAULT_SANDBOX_DELAYS: Readonly<SandboxDelays> = {
  credit: 1_200,
  property: 800,
  flood: 1_000,
  bpoOrder: 600,
  bpoCompletion: 90_000,
  title: 1_500,
  income: 1_500,
  identity: 2_000,
  bank: 700,
  funding: 1_000,
  fundingSettlement: 120_000,
};

export const ZERO_SANDBOX_DELAYS: Readonly<SandboxDelays> = {
  credit: 0,
  property: 0,
  flood: 0,
  bpoOrder: 0,
  bpoCompletion: 0,
  title: 0,
  income: 0,
  identity: 0,
  bank: 0,
  funding: 0,
  fundingSettlement: 0,
};

export type SandboxOptions = {
  /** Per-provider delays in milliseconds; missing ones take the defaults. */
  delays?: Partial<SandboxDelays>;
  /** The clock (BPO completion, settlement, report dates); the app's injectable clock in practice. */
  now?: () => Date;
  /** Where the funding sandbox keeps its transfers by idempotency key; memory when absent. */
  fundingTransfers?: SandboxTransferStore;
};

export type ResolvedSandboxOptions = { delays: SandboxDelays; now: () => Date };

export function resolveSandboxOptions(options: SandboxOptions = {}): ResolvedSandboxOptions {
  const delays = { ...DEFAULT_SANDBOX_DELAYS, ...options.delays };
  for (const [name, ms] of Object.entries(delays)) {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`sandbox delay ${name} must be >= 0`);
  }
  return { delays, now: options.now ?? (() => new Date()) };
}
