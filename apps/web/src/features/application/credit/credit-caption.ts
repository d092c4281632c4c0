import { APPLICATION_PROGRESS_STEPS } from '@openheloc/domain';

/** Credit checks belong to the first step in the side bar, before any offer. */
export const CREDIT_CAPTION: string = APPLICATION_PROGRESS_STEPS[0];
