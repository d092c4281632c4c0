import {
  APP_ID_REQUIRED_MESSAGE,
  MAX_EXPERIMENTS_PER_APPLICATION,
  NO_PROFILE_UUID_MESSAGE,
  TOO_MANY_EXPERIMENTS_MESSAGE,
} from '@openheloc/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, optimizelyProfiles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { lockApplication } from '../workflow/transition';

type Experiment = { name: string; variation: string };

/** Saves the experiments the borrower's application takes part in (latest variation by name). */
export async function saveExperiments(
  db: Db,
  scope: { uuid: string; orgCode: string; ownerIdentityUuid: string },
  body: { experiments: Experiment[]; appUuid?: string | undefined },
): Promise<Experiment[]> {
  if (!body.appUuid) throw AppError.badRequest(APP_ID_REQUIRED_MESSAGE, 'appUuid');
  if (body.appUuid !== scope.uuid) throw AppError.badRequest(APP_ID_REQUIRED_MESSAGE, 'appUuid');
  // Locked, so that concurrent saves cannot each pass the bound on their own.
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, scope);
    const merged = new Map(application.experiments.map((e) => [e.name, e.variation]));
    for (const experiment of body.experiments) merged.set(experiment.name, experiment.variation);
    if (merged.size > MAX_EXPERIMENTS_PER_APPLICATION) {
      throw AppError.badRequest(TOO_MANY_EXPERIMENTS_MESSAGE, 'experiments');
    }
    const experiments = [...merged].map(([name, variation]) => ({ name, variation }));
    await tx
      .update(applications)
      .set({ experiments })
      .where(and(eq(applications.uuid, application.uuid), eq(applications.orgCode, scope.orgCode)));
    return experiments;
  });
}

export async function getOptimizelyProfile(db: Db, orgCode: string, identityUuid: string) {
  const [row] = await db
    .select({ optimizelyProfileUuid: optimizelyProfiles.optimizelyProfileUuid })
    .from(optimizelyProfiles)
    .where(
      and(
        eq(optimizelyProfiles.identityUuid, identityUuid),
        eq(optimizelyProfiles.orgCode, orgCode),
      ),
    );
  return { identityUuid, optimizelyProfileUuid: row?.optimizelyProfileUuid ?? null };
}

export async function saveOptimizelyProfile(
  db: Db,
  orgCode: string,
  identityUuid: string,
  optimizelyProfileUuid: string | undefined,
  now: Date,
) {
  if (!optimizelyProfileUuid)
    throw AppError.badRequest(NO_PROFILE_UUID_MESSAGE, 'optimizelyProfileUuid');
  await db
    .insert(optimizelyProfiles)
    .values({ identityUuid, orgCode, optimizelyProfileUuid, updatedAt: now })
    .onConflictDoUpdate({
      target: optimizelyProfiles.identityUuid,
      set: { optimizelyProfileUuid, updatedAt: now },
    });
  return { identityUuid, optimizelyProfileUuid };
}
