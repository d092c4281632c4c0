import {
  LIENS_EXPLANATION_MAX_LENGTH,
  LIENS_EXPLANATION_TOO_LONG_MESSAGE,
  VALIDATION_MESSAGES as M,
  type LienType,
  type LiensConfirmationRequest,
} from '@openheloc/domain';
import { z } from 'zod';

export const LIENS_ANSWERS = ['YES', 'NO'] as const;

/** Whether the liens found are all the loans on the property. */
export const zLiensForm = z.object({
  complete: z.enum(LIENS_ANSWERS, { error: M.required }),
  /** Only sent with a No; the server keeps it with the answer. */
  explanation: z
    .string()
    .trim()
    .max(LIENS_EXPLANATION_MAX_LENGTH, { error: LIENS_EXPLANATION_TOO_LONG_MESSAGE }),
});
export type LiensFormInput = { complete: string; explanation: string };
export type LiensFormValues = z.output<typeof zLiensForm>;

/** Yes confirms the liens; No reports them wrong, with the explanation when one was typed. */
export function liensPayload(values: LiensFormValues): LiensConfirmationRequest {
  if (values.complete === 'YES') return { confirmed: true };
  return values.explanation === ''
    ? { confirmed: false }
    : { confirmed: false, explanation: values.explanation };
}

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
