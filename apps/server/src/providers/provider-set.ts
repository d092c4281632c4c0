import type { BankProvider } from './bank/types';
import type { BpoProvider } from './bpo/types';
import type { CreditProvider } from './credit/types';
import type { FloodProvider } from './flood/types';
import type { FundingProvider } from './funding/types';
import type { IdentityProvider } from './identity/types';
import type { IncomeProvider } from './income/types';
import type { PropertyProvider } from './property/types';
import type { TitleProvider } from './title/types';

/** One implementation of every third party, injected into the services that need them. */
export type Providers = {
  credit: CreditProvider;
  property: PropertyProvider;
  flood: FloodProvider;
  bpo: BpoProvider;
  title: TitleProvider;
  income: IncomeProvider;
  identity: IdentityProvider;
  bank: BankProvider;
  funding: FundingProvider;
};
