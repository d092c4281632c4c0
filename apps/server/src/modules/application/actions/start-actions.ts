import {
  DISCLOSURES_BEFORE_SUBMIT_MESSAGE,
  HARD_PULL_BEFORE_SUBMIT_MESSAGE,
  SSN_REQUIRED_MESSAGE,
  type ApplicationState,
  type zConsentRequest,
  type zContactRequest,
  type zHmdaRequest,
  type zProfileRequest,
} from '@openheloc/domain';
import type { z } from 'zod';
import { AppError } from '../../../http/app-error';
import type { DbTransaction } from '../../../jobs';
import { enqueueStep, JOB_KINDS } from '../../workflow/job-support';
import { TransitionRefusedError } from '../../workflow/transition';
import {
  hasSsnOnFile,
  propertyOwnershipOf,
  savePhoneNumber,
  savePropertyOwnership,
} from '../../profile/service';
import {
  act,
  hasConsent,
  ownerOf,
  recordConsent,
  saveSsn,
  type BorrowerContext,
} from './borrower-context';
import { storeEarlyDisclosure } from './early-disclosure-document';
import { regenerateSummary } from './summary-regeneration';
import type { ApplicationRow } from '../../../db/rows';

/** The fallback machine's condition for HMDA: ownership, SSN and the hard-pull consent exist. */
async function readyForHmda(tx: DbTransaction, application: ApplicationRow): Promise<boolean> {
  return (
    (await propertyOwnershipOf(tx, application.selectedPropertyUuid)) === 'OWNED' &&
    (await hasSsnOnFile(tx, ownerOf(application))) &&
    (await hasConsent(tx, application, 'HARD_CREDIT_PULL'))
  );
}

/** Stays in the more-profile step until its condition holds, then moves on to HMDA. */
async function profileStepTarget(
  tx: DbTransaction,
  application: ApplicationRow,
): Promise<ApplicationState> {
  if (application.state !== 'IN_PROGRESS') return application.state;
  return (await readyForHmda(tx, application)) ? 'HMDA' : 'IN_PROGRESS';
}

/** Ownership and the SSN; a number already on file is kept when none is sent. */
export function saveProfile(ctx: BorrowerContext, body: z.output<typeof zProfileRequest>) {
  return act(
    ctx,
    'SAVE_PROFILE',
    async (tx, app) => {
      if (body.ssn !== undefined) await saveSsn(ctx, tx, body.ssn);
      else if (!(await hasSsnOnFile(tx, ownerOf(app)))) {
        throw AppError.badRequest(SSN_REQUIRED_MESSAGE, 'ssn');
      }
      await savePropertyOwnership(tx, app.selectedPropertyUuid, body.propertyOwnership);
      if (body.propertyOwnership === 'NOT_OWNED') {
        return {
          to: 'PROPERTY_REVIEW',
          changes: { status: { ...app.status, propertyComplete: false } },
        };
      }
      return { to: await profileStepTarget(tx, app) };
    },
    { propertyOwnership: body.propertyOwnership, ssnChanged: body.ssn !== undefined },
  );
}

export function saveContact(ctx: BorrowerContext, body: z.output<typeof zContactRequest>) {
  return act(ctx, 'SAVE_CONTACT', async (tx, app) => {
    await savePhoneNumber(tx, ownerOf(app), body.phoneNumber, ctx.deps.now());
    return { to: await profileStepTarget(tx, app) };
  });
}

export function giveConsent(ctx: BorrowerContext, body: z.output<typeof zConsentRequest>) {
  return act(
    ctx,
    'GIVE_CONSENT',
    async (tx, app) => {
      await recordConsent(ctx, tx, app, body.type, body.textVersion);
      if (body.type === 'HELOC_EARLY_DISCLOSURES') await storeEarlyDisclosure(ctx, tx, app);
      return { to: await profileStepTarget(tx, app) };
    },
    { type: body.type, textVersion: body.textVersion },
  );
}

/** The HMDA answers go into the summary document, generated now (again, from the summary). */
export function saveHmda(ctx: BorrowerContext, body: z.output<typeof zHmdaRequest>) {
  return act(ctx, 'SAVE_HMDA', (tx, app) =>
    regenerateSummary(ctx, tx, app, { hmda: body, hasHmda: true }),
  );
}

/**
 * Submission: the hard-pull authorisation and the early disclosures (Regulation Z gives them
 * with the application) must be on record before the hard pull runs.
 */
export function submit(ctx: BorrowerContext) {
  return act(ctx, 'SUBMIT', async (tx, app) => {
    if (!(await readyForHmda(tx, app))) {
      throw new TransitionRefusedError(HARD_PULL_BEFORE_SUBMIT_MESSAGE);
    }
    if (!(await hasConsent(tx, app, 'HELOC_EARLY_DISCLOSURES'))) {
      throw new TransitionRefusedError(DISCLOSURES_BEFORE_SUBMIT_MESSAGE);
    }
    await enqueueStep(ctx.deps, tx, JOB_KINDS.hardPull, app);
    return { changes: { status: { ...app.status, disclosurelistSummaryComplete: true } } };
  });
}
