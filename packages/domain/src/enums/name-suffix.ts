import { z } from 'zod';

/** The blank entry means "no suffix". */
export const NAME_SUFFIXES = ['', 'I', 'II', 'III', 'IV', 'V', 'JR', 'SR'] as const;
export const zNameSuffix = z.enum(NAME_SUFFIXES);
export type NameSuffix = z.infer<typeof zNameSuffix>;
