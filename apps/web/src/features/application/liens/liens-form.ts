import { VALIDATION_MESSAGES as M, type LienType } from '@openheloc/domain';
import { z } from 'zod';

export const LIENS_ANSWERS = ['YES', 'NO'] as const;

/** Whether the liens found are all the loans on the property. */
export const zLiensForm = z.object({
  complete: z.enum(LIENS_ANSWERS, { error: M.required }),
});
export type LiensFormInput = { complete: string };
export type LiensFormValues = z.output<typeof zLiensForm>;

/** 'First lien', 'Second lien'…: where a loan stands in line to be repaid from the home. */
export function lienPositionLabel(position: number): string {
  const ordinals = ['First', 'Second', 'Third', 'Fourth', 'Fifth'];
  return `${ordinals[position - 1] ?? `Position ${position}`} lien`;
}

const LIEN_TYPE_LABELS: Readonly<Record<LienType, string>> = {
  FIRST_MORTGAGE: 'First mortgage',
  HELOC: 'Home equity line of credit',
  OTHER: 'Other loan',
};

/** 'First mortgage · First lien', or the position alone when the type is not known. */
export function lienDescription(position: number, lienType: LienType | null): string {
  const where = lienPositionLabel(position);
  return lienType === null ? where : `${LIEN_TYPE_LABELS[lienType]} · ${where}`;
}
