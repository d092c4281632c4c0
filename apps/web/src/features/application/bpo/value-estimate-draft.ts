import { zOwnerPropertyCondition } from '@openheloc/domain';
import { useState } from 'react';
import { z } from 'zod';
import { SESSION_STORAGE_KEYS, sessionStore } from '@/lib/storage';

const zDraft = z.object({
  applicationUuid: z.string(),
  estimatedValue: z.number().optional(),
  condition: zOwnerPropertyCondition.optional(),
});
export type ValueEstimateDraft = z.infer<typeof zDraft>;

/** The owner's estimate and condition between the value-estimate pages, kept across reloads. */
export function useValueEstimateDraft(applicationUuid: string) {
  const read = (): ValueEstimateDraft => {
    const stored = sessionStore.getJson(SESSION_STORAGE_KEYS.valueEstimateDraft, zDraft);
    return stored?.applicationUuid === applicationUuid ? stored : { applicationUuid };
  };
  const [draft, setDraft] = useState<ValueEstimateDraft>(read);
  const update = (change: Omit<Partial<ValueEstimateDraft>, 'applicationUuid'>) => {
    const next = { ...read(), ...change };
    sessionStore.setJson(SESSION_STORAGE_KEYS.valueEstimateDraft, next);
    setDraft(next);
  };
  const clear = () => sessionStore.remove(SESSION_STORAGE_KEYS.valueEstimateDraft);
  return { draft, update, clear };
}
