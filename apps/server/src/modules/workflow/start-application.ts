import { INITIAL_STATUS_FLAGS } from '@openheloc/domain';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  applicationEvents,
  applications,
  consents,
  profileAddresses,
  profiles,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { DbTransaction } from '../../jobs';
import { enqueueStep, JOB_KINDS } from './job-support';
import type { WorkflowDeps } from './workflow-deps';
import type { ApplicationRow } from '../../db/rows';

export type ConsentEvidence = { textVersion: string; ipAddress: string; userAgent: string };

export type StartApplicationInput = {
  orgCode: string;
  identityUuid: string;
  /** The PROPERTY address of the borrower's profile: the home the line is secured by. */
  propertyAddressUuid: string;
  isListedForSale: boolean;
  /** The credit-reporting authorisation given at registration (the soft pull's consent). */
  softCreditConsent: ConsentEvidence;
  product?: string;
  isCrypto?: boolean;
  referrerUuid?: string;
};

/**
 * Creates the application and queues its pre-qualification in the caller's transaction (the
 * registration's), so that an application never exists without the job that moves it.
 */
export async function startApplication(
  tx: DbTransaction,
  input: StartApplicationInput,
  deps: Pick<WorkflowDeps, 'queue' | 'now'>,
): Promise<ApplicationRow> {
  // One round trip: the owner's profile with the property address, when it is theirs.
  const [owner] = await tx
    .select({
      dob: profiles.dob,
      employmentType: profiles.employmentType,
      propertyUuid: profileAddresses.uuid,
    })
    .from(profiles)
    .leftJoin(
      profileAddresses,
      and(
        eq(profileAddresses.uuid, input.propertyAddressUuid),
        eq(profileAddresses.profileUuid, profiles.uuid),
        eq(profileAddresses.kind, 'PROPERTY'),
      ),
    )
    .where(and(eq(profiles.identityUuid, input.identityUuid), eq(profiles.orgCode, input.orgCode)));
  if (!owner) throw AppError.badRequest('A profile is needed to start an application');
  if (owner.dob === null) throw AppError.badRequest('Date of birth is required', 'dob');
  if (owner.employmentType === null) {
    throw AppError.badRequest('Please select a primary source of income.', 'employmentType');
  }
  if (owner.propertyUuid === null)
    throw AppError.badRequest('Please enter a valid property address', 'propertyAddress');

  const now = deps.now();
  const uuid = randomUUID();
  const [created] = await tx
    .insert(applications)
    .values({
      uuid,
      orgCode: input.orgCode,
      identityUuid: input.identityUuid,
      product: input.product ?? 'heloc',
      isCrypto: input.isCrypto ?? false,
      state: 'WAITING_FOR_OFFER_SELECTION',
      status: { ...INITIAL_STATUS_FLAGS, waitingOnFloodCert: true },
      selectedPropertyUuid: owner.propertyUuid,
      isListedForSale: input.isListedForSale,
      referrerUuid: input.referrerUuid ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!created) throw new Error('Application insert returned no row');
  await tx.insert(consents).values({
    identityUuid: input.identityUuid,
    applicationUuid: uuid,
    type: 'SOFT_CREDIT_PULL',
    granted: true,
    ...input.softCreditConsent,
    recordedAt: now,
  });
  await tx.insert(applicationEvents).values({
    applicationUuid: uuid,
    orgCode: input.orgCode,
    actorType: 'BORROWER',
    actorId: input.identityUuid,
    event: 'START',
    fromState: 'UNKNOWN',
    toState: created.state,
    payload: {},
    createdAt: now,
  });
  await enqueueStep(deps, tx, JOB_KINDS.prequalify, created, created.version);
  return created;
}
