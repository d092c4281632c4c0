import { z } from 'zod';
import { OCCUPANCY_TYPE_PLACEHOLDER, OCCUPANCY_TYPES } from '../enums/occupancy-type';
import { YES_NO_ANSWERS } from '../enums/yes-no';
import { VALIDATION_MESSAGES as M } from './messages';

export const zOccupancyTypeAnswer = z.enum(OCCUPANCY_TYPES, { error: M.occupancyType });

/** The form starts at INIT; it is accepted as a form value but never as an answer. */
export const zOccupancyTypeField = z.pipe(
  z.enum([OCCUPANCY_TYPE_PLACEHOLDER, ...OCCUPANCY_TYPES], { error: M.occupancyType }),
  zOccupancyTypeAnswer,
);

/** A Yes/No radio group whose answer the payload stores as a boolean. */
export const zYesNoField = z.pipe(
  z.enum(YES_NO_ANSWERS, { error: M.required }),
  z.transform((answer) => answer === 'YES'),
);
