import { ID_TYPE_DOCUMENT_TYPES, ID_TYPE_LABELS, ID_TYPES, type IdType } from '@openheloc/domain';
import { z } from 'zod';
import {
  zOptionalUploadField,
  zUploadField,
  type UploadFieldValue,
} from '@/components/form/upload-field-value';

export const ID_TYPE_REQUIRED_MESSAGE = 'Please choose the ID you will use';

/** What each side's upload is called on the page: a passport's only side is its photo page. */
export function sideLabel(idType: IdType, side: 'front' | 'back'): string {
  const what = side === 'back' ? 'Back' : idType === 'PASSPORT' ? 'Photo page' : 'Front';
  return `${what} of your ${ID_TYPE_LABELS[idType]}`;
}

export const backRequiredMessage = (idType: IdType) =>
  `Please upload the back of your ${ID_TYPE_LABELS[idType]}`;

/** The ID chosen and its photos: the front always, the back only for a driver's license. */
export const zIdentityForm = z
  .object({
    idType: z.enum(ID_TYPES, { error: ID_TYPE_REQUIRED_MESSAGE }),
    front: zUploadField('Please upload a photo of your ID'),
    back: zOptionalUploadField(),
  })
  .superRefine((values, ctx) => {
    if (ID_TYPE_DOCUMENT_TYPES[values.idType].back !== undefined && values.back === null) {
      ctx.addIssue({ code: 'custom', path: ['back'], message: backRequiredMessage(values.idType) });
    }
  });

export type IdentityFormInput = {
  idType: IdType | '';
  front: UploadFieldValue;
  back: UploadFieldValue;
};
export type IdentityFormValues = z.output<typeof zIdentityForm>;
