import { zNotaryRoomTicket, zNotarySlotsResponse } from '@openheloc/domain';
import { api } from '@/lib/api-client';
import { applicationApiPath } from '../routing/application-api';

export const NOTARY_CAPTION = 'Notary';

export const notaryKeys = {
  slots: (uuid: string) => ['application', uuid, 'notary', 'slots'] as const,
};

/** The manual notary's free slots, the fee, and the borrower's reservation. */
export function fetchNotarySlots(uuid: string, signal?: AbortSignal) {
  return api.request(`${applicationApiPath(uuid)}/notary/slots`, {
    schema: zNotarySlotsResponse,
    signal,
  });
}

/** A short-lived ticket into the borrower's eNotary room. */
export function requestRoomTicket(uuid: string) {
  return api.request(`${applicationApiPath(uuid)}/notary/room-ticket`, {
    method: 'POST',
    schema: zNotaryRoomTicket,
  });
}
