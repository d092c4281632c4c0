/** Every borrower action, one module per stage of the journey. */
export type { BorrowerContext } from './actions/borrower-context';
export { confirmLiens, provideSsn, retryCredit, selectOffer } from './actions/prequal-actions';
export { giveConsent, saveContact, saveHmda, saveProfile, submit } from './actions/start-actions';
export {
  addBankAccount,
  linkIncome,
  uploadIdentity,
  uploadPaystubs,
} from './actions/verification-actions';
export { acknowledgeRescissionNotice, addInsurance, cancel } from './actions/closing-actions';
export { orderValueEstimate } from './actions/value-estimate-actions';
