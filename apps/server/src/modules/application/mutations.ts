import {
  zBankAccountRequest,
  zConsentRequest,
  zContactRequest,
  zCreditSsnRequest,
  zHmdaRequest,
  zIdentityUploadRequest,
  zIncomeLinkRequest,
  zInsuranceRequest,
  zLiensConfirmationRequest,
  zOfferSelectionRequest,
  zPaystubUploadRequest,
  zProfileRequest,
  zValueEstimateOrderRequest,
} from '@openheloc/domain';
import type { z } from 'zod';
import * as actions from './borrower-actions';
import type { BorrowerContext } from './borrower-actions';

/** A mutation: the borrower event it sends, its body, and the service call. */
type Mutation<Body extends z.ZodType> = {
  method: 'POST' | 'PUT';
  path: string;
  summary: string;
  body?: Body;
  run: (ctx: BorrowerContext, body: z.output<Body>) => Promise<unknown>;
};

const mutation = <Body extends z.ZodType>(m: Mutation<Body>) => m;

/** Every borrower action the journey sends, each one route. */
export const MUTATIONS = [
  mutation({
    method: 'POST',
    path: '/credit/ssn',
    summary:
      'Give the SSN after the soft pull found no file (CREDIT_NO_MATCH); the pull runs again',
    body: zCreditSsnRequest,
    run: actions.provideSsn,
  }),
  mutation({
    method: 'POST',
    path: '/credit/retry',
    summary: 'Pull credit again once the borrower lifted the freeze (credit lock)',
    run: (ctx) => actions.retryCredit(ctx),
  }),
  mutation({
    method: 'POST',
    path: '/liens/confirm',
    summary:
      'Confirm the liens found on the property, or say something is wrong (with an optional explanation): the application goes to the property review',
    body: zLiensConfirmationRequest,
    run: actions.confirmLiens,
  }),
  mutation({
    method: 'PUT',
    path: '/offer',
    summary:
      "Choose an offer, an amount within its limits and autopay ('Amount must be between …')",
    body: zOfferSelectionRequest,
    run: actions.selectOffer,
  }),
  mutation({
    method: 'PUT',
    path: '/profile',
    summary:
      'More profile: property ownership and the SSN (left out, the number on file is kept; required while none is)',
    body: zProfileRequest,
    run: actions.saveProfile,
  }),
  mutation({
    method: 'PUT',
    path: '/contact',
    summary: 'Contact: mobile phone',
    body: zContactRequest,
    run: actions.saveContact,
  }),
  mutation({
    method: 'POST',
    path: '/consents',
    summary:
      'Record a consent: the hard-pull authorisation (before HMDA) or the HELOC early disclosures (before submission)',
    body: zConsentRequest,
    run: actions.giveConsent,
  }),
  mutation({
    method: 'PUT',
    path: '/hmda',
    summary:
      'HMDA demographic answers; the application summary is generated next (again, when changed from the summary)',
    body: zHmdaRequest,
    run: actions.saveHmda,
  }),
  mutation({
    method: 'POST',
    path: '/submit',
    summary:
      'Submit the application once the hard-pull authorisation and the early disclosures are on record: the hard pull and underwriting on the full report',
    run: (ctx) => actions.submit(ctx),
  }),
  mutation({
    method: 'POST',
    path: '/income/link',
    summary: 'Link an income source (payroll, bank or tax data)',
    body: zIncomeLinkRequest,
    run: actions.linkIncome,
  }),
  mutation({
    method: 'POST',
    path: '/income/paystubs',
    summary:
      'Send the paystubs uploaded (POST /service-documents/…/documents) when linking income failed',
    body: zPaystubUploadRequest,
    run: actions.uploadPaystubs,
  }),
  mutation({
    method: 'POST',
    path: '/bank-accounts',
    summary: 'The disbursement account (and autopay account); the number is stored encrypted',
    body: zBankAccountRequest,
    run: actions.addBankAccount,
  }),
  mutation({
    method: 'POST',
    path: '/identity',
    summary:
      'Send a government ID: its front, and the back of a driver’s license, uploaded first as documents',
    body: zIdentityUploadRequest,
    run: actions.uploadIdentity,
  }),
  mutation({
    method: 'POST',
    path: '/insurance',
    summary: 'Hazard (and, in a flood zone, flood) insurance; funding starts when all are given',
    body: zInsuranceRequest,
    run: actions.addInsurance,
  }),
  mutation({
    method: 'POST',
    path: '/value-estimate',
    summary:
      "Order the value estimate (broker price opinion) with the owner's estimate and the home's condition",
    body: zValueEstimateOrderRequest,
    run: actions.orderValueEstimate,
  }),
  mutation({
    method: 'POST',
    path: '/cancel',
    summary: 'Withdraw the application',
    run: (ctx) => actions.cancel(ctx),
  }),
  mutation({
    method: 'POST',
    path: '/rescission-notice/acknowledgment',
    summary:
      'Acknowledge receiving the notice of the right to cancel (not a cancellation); 409 before it is delivered',
    run: (ctx) => actions.acknowledgeRescissionNotice(ctx),
  }),
];
