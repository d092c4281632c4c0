import { createSandboxBankProvider } from './bank/sandbox';
import { createSandboxBpoProvider } from './bpo/sandbox';
import { createSandboxCreditProvider } from './credit/sandbox';
import { createSandboxFloodProvider } from './flood/sandbox';
import { createSandboxFundingProvider } from './funding/sandbox';
import { createSandboxIdentityProvider } from './identity/sandbox';
import { createSandboxIncomeProvider } from './income/sandbox';
import type { Providers } from './provider-set';
import { createSandboxPropertyProvider } from './property/sandbox';
import { resolveSandboxOptions, type SandboxOptions } from './sandbox-options';
import { createSandboxTitleProvider } from './title/sandbox';

export * from './bank/aba-routing';
export * from './bank/types';
export * from './bpo/requirement';
export * from './bpo/types';
export * from './credit/types';
export * from './flood/types';
export * from './funding/types';
export * from './funding/transfer-store';
export * from './identity/types';
export * from './income/types';
export * from './persona';
export * from './property/types';
export * from './provider-call-log';
export * from './provider-set';
export * from './provider-types';
export * from './record-provider-calls';
export * from './redact';
export * from './sandbox-options';
export * from './sandbox-rules';
export * from './title/types';

/** Every provider as its deterministic sandbox (the default until a real vendor is configured). */
export function createSandboxProviders(options: SandboxOptions = {}): Providers {
  const resolved = resolveSandboxOptions(options);
  return {
    credit: createSandboxCreditProvider(resolved),
    property: createSandboxPropertyProvider(resolved),
    flood: createSandboxFloodProvider(resolved),
    bpo: createSandboxBpoProvider(resolved),
    title: createSandboxTitleProvider(resolved),
    income: createSandboxIncomeProvider(resolved),
    identity: createSandboxIdentityProvider(resolved),
    bank: createSandboxBankProvider(resolved),
    funding: createSandboxFundingProvider(resolved, options.fundingTransfers),
  };
}
