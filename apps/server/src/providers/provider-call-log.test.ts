import { randomUUID, createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { listProviderCalls, recordCall } from './provider-call-log';
import { withRecording, withRecordingAll } from './record-provider-calls';
import {
  instantSandboxProviders,
  SANDBOX_ADDRESS,
  SANDBOX_DATE_OF_BIRTH,
  sandboxApplicant,
  sandboxClock,
  sandboxFileBytes,
} from './sandbox-fixtures';

describe('provider call log', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  const context = (applicationUuid: string) => ({
    applicationUuid,
    provider: 'credit',
    operation: 'softPull',
    sandbox: true,
  });

  it('records a call with its response and timing, and passes the result through', async () => {
    const applicationUuid = randomUUID();
    const clock = sandboxClock();
    const result = await recordCall(
      database.db,
      context(applicationUuid),
      { question: 'score?' },
      async () => {
        clock.advance(1_250);
        return { score: 760 };
      },
      clock.now,
    );
    expect(result).toEqual({ score: 760 });
    const [row, ...rest] = await listProviderCalls(database.db, applicationUuid);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      applicationUuid,
      provider: 'credit',
      operation: 'softPull',
      sandbox: true,
      request: { question: 'score?' },
      response: { score: 760 },
      error: null,
      durationMs: 1_250,
    });
    expect(row?.finishedAt?.getTime()).toBe(row!.startedAt.getTime() + 1_250);
  });

  it('records a failure and rethrows the same error', async () => {
    const applicationUuid = randomUUID();
    const failure = new Error('bureau unavailable for 123456789');
    await expect(
      recordCall(database.db, context(applicationUuid), {}, () => Promise.reject(failure)),
    ).rejects.toBe(failure);
    const [row] = await listProviderCalls(database.db, applicationUuid);
    expect(row).toMatchObject({ response: null, error: 'Error: bureau unavailable for ****6789' });
    expect(row?.finishedAt).toBeInstanceOf(Date);
  });

  it('shows a call in flight before it answers', async () => {
    const applicationUuid = randomUUID();
    let answer: (value: { ok: true }) => void = () => {};
    const pending = recordCall(
      database.db,
      context(applicationUuid),
      {},
      () => new Promise<{ ok: true }>((resolve) => (answer = resolve)),
    );
    await vi.waitFor(async () => {
      const [row] = await listProviderCalls(database.db, applicationUuid);
      expect(row).toMatchObject({ finishedAt: null, response: null, error: null });
    });
    answer({ ok: true });
    await pending;
    const [row] = await listProviderCalls(database.db, applicationUuid);
    expect(row).toMatchObject({ response: { ok: true } });
  });

  it('records every provider call made through withRecordingAll, for that application only', async () => {
    const applicationUuid = randomUUID();
    const other = randomUUID();
    const sandbox = instantSandboxProviders();
    const recorded = withRecordingAll(sandbox, { db: database.db, applicationUuid });
    const applicant = sandboxApplicant('Nohit');
    await recorded.credit.softPull({
      applicant,
      dateOfBirth: SANDBOX_DATE_OF_BIRTH,
      address: SANDBOX_ADDRESS,
    });
    await recorded.property.valuate({ address: SANDBOX_ADDRESS });
    await recorded.flood.certify({ address: SANDBOX_ADDRESS });
    await withRecording(sandbox.title, { db: database.db, applicationUuid: other }).prequal({
      address: SANDBOX_ADDRESS,
      applicant,
    });
    const rows = await listProviderCalls(database.db, applicationUuid);
    expect(rows.map((r) => [r.provider, r.operation, r.sandbox])).toEqual([
      ['credit', 'softPull', true],
      ['property', 'valuate', true],
      ['flood', 'certify', true],
    ]);
    expect(rows[0]?.response).toMatchObject({ outcome: 'NO_MATCH' });
    expect(recorded.credit.kind).toBe('credit');
    expect(await listProviderCalls(database.db, other)).toHaveLength(1);
  });

  it('records validation failures and aborted calls as errors', async () => {
    const applicationUuid = randomUUID();
    const { bank } = withRecordingAll(instantSandboxProviders(), {
      db: database.db,
      applicationUuid,
    });
    const account = {
      routingNumber: '011000016',
      accountNumber: '12345678',
      accountType: 'CHECKING' as const,
    };
    await expect(
      bank.verifyAccount({ accountHolder: sandboxApplicant(), account }),
    ).rejects.toThrow();
    await expect(
      bank.verifyAccount(
        { accountHolder: sandboxApplicant(), account: { ...account, routingNumber: '011000015' } },
        { signal: AbortSignal.abort() },
      ),
    ).rejects.toMatchObject({ name: 'AbortError' });
    const rows = await listProviderCalls(database.db, applicationUuid);
    expect(rows.map((r) => r.error?.split(':')[0])).toEqual(['ZodError', 'AbortError']);
    expect(rows.every((r) => r.response === null)).toBe(true);
  });

  it('stores SSNs and account numbers as their last 4, and ID images as size and hash', async () => {
    const applicationUuid = randomUUID();
    const recorded = withRecordingAll(instantSandboxProviders(), {
      db: database.db,
      applicationUuid,
    });
    const front = sandboxFileBytes('license-front', 4_096);
    const back = sandboxFileBytes('license-back', 3_000);
    await recorded.credit.hardPull({
      applicant: sandboxApplicant(),
      dateOfBirth: SANDBOX_DATE_OF_BIRTH,
      address: SANDBOX_ADDRESS,
      ssn: '078051120',
    });
    await recorded.bank.verifyAccount({
      accountHolder: sandboxApplicant(),
      account: { routingNumber: '011000015', accountNumber: '5550001234', accountType: 'CHECKING' },
    });
    await recorded.funding.disburse({
      idempotencyKey: 'draw-1',
      loanNumber: 'HEL-1',
      amount: 25_000,
      beneficiary: sandboxApplicant(),
      account: { routingNumber: '011000015', accountNumber: '5550001234', accountType: 'CHECKING' },
    });
    await recorded.identity.verifyId({
      applicant: sandboxApplicant(),
      dateOfBirth: SANDBOX_DATE_OF_BIRTH,
      idType: 'DRIVERS_LICENSE',
      front: { fileName: 'front.jpg', contentType: 'image/jpeg', content: front },
      back: { fileName: 'back.jpg', contentType: 'image/jpeg', content: back },
    });
    const rows = await listProviderCalls(database.db, applicationUuid);
    expect(rows.map((r) => r.operation)).toEqual([
      'hardPull',
      'verifyAccount',
      'disburse',
      'verifyId',
    ]);
    const [credit, bank, funding, identity] = rows;
    expect(credit?.request).toMatchObject({ ssn: '****1120' });
    expect(bank?.request).toMatchObject({ account: { accountNumber: '****1234' } });
    expect(funding?.request).toMatchObject({ account: { accountNumber: '****1234' } });
    const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    expect(identity?.request).toMatchObject({
      front: { fileName: 'front.jpg', content: { byteLength: 4_096, sha256: sha(front) } },
      back: { fileName: 'back.jpg', content: { byteLength: 3_000, sha256: sha(back) } },
    });
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('078051120');
    expect(stored).not.toContain('5550001234');
  });
});
