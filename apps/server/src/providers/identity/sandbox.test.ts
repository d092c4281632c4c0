import { describe, expect, it } from 'vitest';
import {
  instantSandboxProviders,
  SANDBOX_DATE_OF_BIRTH,
  sandboxApplicant,
  sandboxFileBytes,
} from '../sandbox-fixtures';
import type { IdImage, IdVerificationRequest } from './types';

const identity = instantSandboxProviders().identity;

const image = (label: string): IdImage => ({
  fileName: `${label}.jpg`,
  contentType: 'image/jpeg',
  content: sandboxFileBytes(label),
});

function request(
  idType: IdVerificationRequest['idType'],
  sides: 'front' | 'front+back',
  firstName = 'Jane',
): IdVerificationRequest {
  return {
    applicant: sandboxApplicant('Smith', firstName),
    dateOfBirth: SANDBOX_DATE_OF_BIRTH,
    idType,
    front: image('front'),
    ...(sides === 'front+back' ? { back: image('back') } : {}),
  };
}

describe('sandbox identity verification', () => {
  it.each([
    ['DRIVERS_LICENSE', 'front+back'],
    ['PASSPORT', 'front'],
    ['STATE_ID_CARD', 'front'],
    ['PERMANENT_RESIDENT_CARD', 'front'],
  ] as const)('verifies a %s (%s)', async (idType, sides) => {
    const result = await identity.verifyId(request(idType, sides));
    expect(result).toMatchObject({ idType, status: 'VERIFIED', failedChecks: [] });
  });

  it.each([
    ['DRIVERS_LICENSE', 'front', /needs the back image/],
    ['PASSPORT', 'front+back', /has no back image/],
    ['STATE_ID_CARD', 'front+back', /has no back image/],
  ] as const)('rejects a %s with only %s', async (idType, sides, message) => {
    await expect(identity.verifyId(request(idType, sides))).rejects.toThrow(message);
  });

  it.each(['Idfail', 'IDFAIL', ' idfail '])(
    'fails the verification for the first name %j',
    async (firstName) => {
      const result = await identity.verifyId(request('PASSPORT', 'front', firstName));
      expect(result.status).toBe('FAILED_VERIFICATION');
      expect(result.failedChecks).toContain('NAME_MATCH');
    },
  );

  it('gives the same answer for the same images', async () => {
    expect(await identity.verifyId(request('PASSPORT', 'front'))).toEqual(
      await identity.verifyId(request('PASSPORT', 'front')),
    );
  });
});
