import { z } from 'zod';
import { ID_TYPE_DOCUMENT_TYPES, ID_TYPE_LABELS, type IdType } from '../enums/id-type';

/** A photo of an ID's side, named as the notary reads it: "US Passport, front". */
export function idSideLabel(documentType: string): string | null {
  for (const [idType, sides] of Object.entries(ID_TYPE_DOCUMENT_TYPES)) {
    const label = ID_TYPE_LABELS[idType as IdType];
    if (sides.front === documentType) return `${label}, front`;
    if (sides.back === documentType) return `${label}, back`;
  }
  return null;
}

/**
 * What the notary sees of each owner in the room: the documents they signed for notarization
 * (the security instrument, their signed copy) and the photos of the ID they uploaded.
 */
export const zNotaryRoomFiles = z.object({
  people: z.array(
    z.object({
      name: z.string(),
      role: z.enum(['BORROWER', 'CO_DEEDER', 'CO_BORROWER']),
      signed: z.array(
        z.object({
          fileUuid: z.uuid(),
          title: z.string(),
          fileName: z.string(),
          signedAt: z.iso.datetime(),
        }),
      ),
      photoId: z.array(z.object({ fileUuid: z.uuid(), label: z.string(), fileName: z.string() })),
    }),
  ),
});
export type NotaryRoomFiles = z.infer<typeof zNotaryRoomFiles>;
