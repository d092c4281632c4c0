import {
  type CompleteNotarizationRequest,
  zNotaryCompletion,
  zNotaryRoomFiles,
  zNotaryRoomTicket,
  zNotarySessionList,
  zSignerNotarization,
} from '@openheloc/domain';
import { fetchFile } from '@/lib/fetch-file';
import { opsApi } from '@/lib/ops-auth/ops-api';
import { opsTokenStore } from '@/lib/ops-auth/ops-token';

const SESSIONS = '/ops/api/v1/notary/sessions';
export const NOTARY_SESSIONS_QUERY_KEY = ['ops', 'notary', 'sessions'] as const;
/** The waiting list is read again this often, so a borrower who arrives shows up. */
export const NOTARY_SESSIONS_REFETCH_MS = 5_000;

export function fetchNotarySessions(signal?: AbortSignal) {
  return opsApi.request(SESSIONS, { schema: zNotarySessionList, signal });
}

export function notaryRoomTicket(applicationUuid: string) {
  return opsApi.request(`${SESSIONS}/${applicationUuid}/room-ticket`, {
    method: 'POST',
    schema: zNotaryRoomTicket,
  });
}

/** Completes the notarization, with the county and commission the acknowledgment states. */
export function completeNotarization(applicationUuid: string, body: CompleteNotarizationRequest) {
  return opsApi.request(`${SESSIONS}/${applicationUuid}/complete`, {
    method: 'POST',
    body,
    schema: zNotaryCompletion,
  });
}

/** Notarizes one additional signer who is in the session. */
export function completeSignerNotarization(applicationUuid: string, signerUuid: string) {
  return opsApi.request(`${SESSIONS}/${applicationUuid}/signers/${signerUuid}/complete`, {
    method: 'POST',
    schema: zSignerNotarization,
  });
}

/** The documents being notarized and each owner's photo ID: for the notary in the room only. */
export function fetchRoomFiles(applicationUuid: string, signal?: AbortSignal) {
  return opsApi.request(`${SESSIONS}/${applicationUuid}/room-files`, {
    schema: zNotaryRoomFiles,
    signal,
  });
}

/** One of the room's files: its bytes and type. */
export function fetchRoomFile(applicationUuid: string, fileUuid: string, signal?: AbortSignal) {
  return fetchFile(
    `${SESSIONS}/${applicationUuid}/room-files/${fileUuid}/content`,
    signal,
    opsTokenStore.authorization() ?? undefined,
  );
}
