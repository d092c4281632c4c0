import { zCoDeedStatus } from '@openheloc/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { HELOC_API_BASE } from '@/features/application/routing/application-api';

type CoDeedStatus = z.infer<typeof zCoDeedStatus>;
export type OwnCoDeedStatus = CoDeedStatus['ownApplications'][number];

/** While co-owners are still signing, their progress is asked again this often. */
export const CO_DEED_STATUS_REFETCH_MS = 15_000;

export const coDeedStatusKey = ['co-deed', 'status'] as const;

/** GET co-deed/status: the signers of each of the borrower's applications, and whether all are done. */
export const fetchCoDeedStatus = (signal?: AbortSignal) =>
  api.request(`${HELOC_API_BASE}/co-deed/status`, { schema: zCoDeedStatus, signal });

/** The co-owners of one application, or null when it has none. */
export function ownStatusOf(status: CoDeedStatus, uuid: string): OwnCoDeedStatus | null {
  return status.ownApplications.find((entry) => entry.applicationUuid === uuid) ?? null;
}

/** Whether the borrower still waits for co-owners (who sign, or whose checks our team reviews). */
export const isWaitingForCoOwners = (own: OwnCoDeedStatus | null): boolean =>
  own?.coDeedStatus === 'PENDING' || own?.coDeedStatus === 'ON_HOLD';

/** 'Waiting for 1 of 2 people to sign and meet the notary.' */
export function waitingSentence(own: OwnCoDeedStatus): string {
  const left = own.signers.filter((signer) => signer.status !== 'NOTARIZED').length;
  const people = own.signers.length === 1 ? 'person' : 'people';
  return `Waiting for ${left} of ${own.signers.length} ${people} to sign and meet the notary.`;
}
