import { ORIGINATOR_NOT_FOUND_MESSAGE, type LoanOriginatorInfo } from '@openheloc/domain';
import { AppError } from '../../http/app-error';
import { SANDBOX_ORIGINATORS } from './sandbox-originators';

/** Where originator records come from: the lead portal in production, the sandbox roster here. */
export interface OriginatorDirectory {
  find(uuid: string): LoanOriginatorInfo | null;
}

export const sandboxOriginatorDirectory: OriginatorDirectory = {
  find: (uuid) =>
    SANDBOX_ORIGINATORS.find((originator) => originator.userInfo.uuid === uuid.toLowerCase()) ??
    null,
};

export function originatorInfo(directory: OriginatorDirectory, uuid: string): LoanOriginatorInfo {
  const found = directory.find(uuid);
  if (!found) throw AppError.notFound(ORIGINATOR_NOT_FOUND_MESSAGE);
  return found;
}
