import { APPLICATION_PROGRESS_STEPS } from '@openheloc/domain';

/** The side bar's name for the start screens' step, as the caption above their headings. */
export const START_CAPTION: string = APPLICATION_PROGRESS_STEPS[2];
