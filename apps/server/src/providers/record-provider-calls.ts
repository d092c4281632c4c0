import type { Db } from '../db/client';
import { recordCall, type ProviderBudgetCheck } from './provider-call-log';
import type { Providers } from './provider-set';
import type { ProviderCallOptions, ProviderInfo } from './provider-types';

export type CallRecorder = {
  db: Db;
  applicationUuid: string;
  now?: () => Date;
  /** The application's lender, whose daily budget of paid calls `budget` checks. */
  orgCode?: string;
  budget?: ProviderBudgetCheck;
};

type ProviderMethod = (request: unknown, options?: ProviderCallOptions) => Promise<unknown>;

/**
 * The same provider, with every call recorded against one application (operation = method
 * name). Cheap: build one per application and unit of work.
 */
export function withRecording<P extends ProviderInfo>(provider: P, recorder: CallRecorder): P {
  return new Proxy(provider, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      const method = value as ProviderMethod;
      return (request: unknown, options?: ProviderCallOptions) =>
        recordCall(
          recorder.db,
          {
            applicationUuid: recorder.applicationUuid,
            ...(recorder.orgCode === undefined ? {} : { orgCode: recorder.orgCode }),
            provider: target.kind,
            operation: property,
            sandbox: target.sandbox,
          },
          request,
          () => method.call(target, request, options),
          recorder.now,
          recorder.budget,
        );
    },
  });
}

export function withRecordingAll(providers: Providers, recorder: CallRecorder): Providers {
  return {
    credit: withRecording(providers.credit, recorder),
    property: withRecording(providers.property, recorder),
    flood: withRecording(providers.flood, recorder),
    bpo: withRecording(providers.bpo, recorder),
    title: withRecording(providers.title, recorder),
    income: withRecording(providers.income, recorder),
    identity: withRecording(providers.identity, recorder),
    bank: withRecording(providers.bank, recorder),
    funding: withRecording(providers.funding, recorder),
  };
}
