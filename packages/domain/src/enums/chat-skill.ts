import { z } from 'zod';

/** Routing skill sent when a chat starts, so the right agent queue picks it up. */
export const CHAT_SKILLS = ['CLOC_HELOC', 'FHEL', 'White Label'] as const;
export const zChatSkill = z.enum(CHAT_SKILLS);
export type ChatSkill = z.infer<typeof zChatSkill>;

export interface ChatSkillContext {
  /** A crypto HELOC visitor (utm_source=cloc) or application. */
  isCrypto: boolean;
  /** The product's own organisation rather than a white-label lender. */
  isOwnOrganization: boolean;
}

/** Crypto wins over the organisation: crypto HELOCs have their own queue whoever the lender is. */
export function chatSkillFor({ isCrypto, isOwnOrganization }: ChatSkillContext): ChatSkill {
  if (isCrypto) return 'CLOC_HELOC';
  return isOwnOrganization ? 'FHEL' : 'White Label';
}
