import type { LoanOriginatorInfo } from '@openheloc/domain';

/**
 * The sandbox's loan originators, one per case of the card: a loan officer, a loan officer at a
 * broker, a broker's office without a named officer, and a record without names (no card).
 * A borrower who registers with `?referrer=<uuid>` (or opens a page with it) sees that card.
 */
export const SANDBOX_ORIGINATORS: readonly LoanOriginatorInfo[] = [
  {
    userInfo: { uuid: 'a1f3c2d4-5b6e-4f70-8a91-b2c3d4e5f601', type: 'LOAN_OFFICER' },
    originatorDisplayInfo: {
      originatorName: 'Dana Ortiz',
      brokerName: '',
      avatarUri: '',
      email: 'dana.ortiz@openheloc.example',
      phoneNumber: '(888) 555-0150',
      nmls: '1850231',
    },
  },
  {
    userInfo: { uuid: 'a1f3c2d4-5b6e-4f70-8a91-b2c3d4e5f602', type: 'BROKER' },
    originatorDisplayInfo: {
      originatorName: 'Sam Whitfield',
      brokerName: 'Keystone Mortgage Brokers',
      avatarUri: '',
      email: 'sam@keystone-brokers.example',
      phoneNumber: '(312) 555-0177',
      nmls: '2210984',
    },
  },
  {
    userInfo: { uuid: 'a1f3c2d4-5b6e-4f70-8a91-b2c3d4e5f603', type: 'BROKER' },
    originatorDisplayInfo: {
      originatorName: '',
      brokerName: 'Harborview Home Loans',
      avatarUri: '',
      email: 'hello@harborview-loans.example',
      phoneNumber: '(617) 555-0123',
      nmls: '1402117',
    },
  },
  {
    userInfo: { uuid: 'a1f3c2d4-5b6e-4f70-8a91-b2c3d4e5f604', type: 'LOAN_OFFICER' },
    originatorDisplayInfo: {
      originatorName: '',
      brokerName: '',
      avatarUri: '',
      email: '',
      phoneNumber: '',
      nmls: '',
    },
  },
];
