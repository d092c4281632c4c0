import type { ProviderGateway } from '../../config/config';
import { zBankVerification } from '../bank/types';
import { zBpoOrderStatus, zBpoProcessing } from '../bpo/types';
import { zCreditBureauIdentity, zCreditReport } from '../credit/types';
import { zFloodCertification } from '../flood/types';
import { zDisbursementStatus, zDisbursementSubmitted } from '../funding/types';
import { zIdVerification } from '../identity/types';
import {
  zIncomeLinkResult,
  zIncomeLinkStart,
  zIncomeSignInResult,
  zPaystubReview,
} from '../income/types';
import { zPropertyRecord, zRentEstimate, zValuation } from '../property/types';
import type { Providers } from '../provider-set';
import { zTitleReport } from '../title/types';
import { gatewayClient } from './gateway-client';

/**
 * Every provider through the lender's gateway. The credit bureau's identity (named on
 * adverse-action notices) is asked for once, at start: a server that cannot reach its gateway
 * does not start.
 */
export async function connectGatewayProviders(
  gateway: ProviderGateway,
  fetchImpl: typeof fetch = fetch,
): Promise<Providers> {
  const client = gatewayClient(gateway, fetchImpl);
  const bureau = await client.get('credit', 'bureau', zCreditBureauIdentity);
  const real = { sandbox: false } as const;
  return {
    credit: {
      ...real,
      kind: 'credit',
      bureau,
      softPull: (request, options) =>
        client.call('credit', 'softPull', request, zCreditReport, options),
      hardPull: (request, options) =>
        client.call('credit', 'hardPull', request, zCreditReport, options),
    },
    property: {
      ...real,
      kind: 'property',
      lookup: (request, options) =>
        client.call('property', 'lookup', request, zPropertyRecord, options),
      valuate: (request, options) =>
        client.call('property', 'valuate', request, zValuation, options),
      rentEstimate: (request, options) =>
        client.call('property', 'rentEstimate', request, zRentEstimate, options),
    },
    flood: {
      ...real,
      kind: 'flood',
      certify: (request, options) =>
        client.call('flood', 'certify', request, zFloodCertification, options),
    },
    bpo: {
      ...real,
      kind: 'bpo',
      order: (request, options) => client.call('bpo', 'order', request, zBpoProcessing, options),
      status: (request, options) => client.call('bpo', 'status', request, zBpoOrderStatus, options),
    },
    title: {
      ...real,
      kind: 'title',
      prequal: (request, options) =>
        client.call('title', 'prequal', request, zTitleReport, options),
      final: (request, options) => client.call('title', 'final', request, zTitleReport, options),
    },
    income: {
      ...real,
      kind: 'income',
      startLink: (source, options) =>
        client.call('income', 'startLink', { source }, zIncomeLinkStart, options),
      signIn: (request, options) =>
        client.call('income', 'signIn', request, zIncomeSignInResult, options),
      link: (request, options) =>
        client.call('income', 'link', request, zIncomeLinkResult, options),
      reviewPaystubs: (request, options) =>
        client.call('income', 'reviewPaystubs', request, zPaystubReview, options),
    },
    identity: {
      ...real,
      kind: 'identity',
      verifyId: (request, options) =>
        client.call('identity', 'verifyId', request, zIdVerification, options),
    },
    bank: {
      ...real,
      kind: 'bank',
      verifyAccount: (request, options) =>
        client.call('bank', 'verifyAccount', request, zBankVerification, options),
    },
    funding: {
      ...real,
      kind: 'funding',
      disburse: (request, options) =>
        client.call('funding', 'disburse', request, zDisbursementSubmitted, options),
      status: (request, options) =>
        client.call('funding', 'status', request, zDisbursementStatus, options),
    },
  };
}
