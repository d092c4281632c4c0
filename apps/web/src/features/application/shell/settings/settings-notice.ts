import { z } from 'zod';

const zNoticeState = z.object({ settingsNotice: z.string() });

/** The confirmation a change page hands to the settings list through the navigation state. */
export const settingsNoticeState = (settingsNotice: string) => ({ settingsNotice });

export function settingsNoticeOf(state: unknown): string | null {
  return zNoticeState.safeParse(state).data?.settingsNotice ?? null;
}
