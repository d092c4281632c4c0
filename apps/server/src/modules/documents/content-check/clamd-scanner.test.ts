import { UPLOAD_MESSAGES } from '@openheloc/domain';
import { registrationFixture } from '@openheloc/domain/testing/registration';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app';
import { samplePdf } from '../../../../test/sample-files';
import { uploadRequest } from '../test-support';
import { checkUploadContent } from './check-upload-content';
import { clamdScanner } from './clamd-scanner';

const CLAMD = '/usr/sbin/clamd';
/** The EICAR anti-virus test file: harmless, and found by every scanner. */
const EICAR = String.raw`X5O!P%@AP[4\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*`;
/** A PDF carrying EICAR in a comment: a document that parses, and that clamd must find. */
const infectedPdf = () =>
  Buffer.from(
    samplePdf('Statement').toString('latin1').replace('%PDF-1.4\n', `%PDF-1.4\n%${EICAR}\n`),
    'latin1',
  );

if (!existsSync(CLAMD)) {
  console.warn(
    `Skipping the ClamAV tests: ${CLAMD} is not installed (apt-get install -y clamav-daemon clamav).`,
  );
}

/**
 * A real clamd on a signature database written here (these machines cannot download ClamAV's):
 * one body signature, EICAR anywhere in any file.
 */
describe.runIf(existsSync(CLAMD))('uploads scanned by ClamAV (clamd INSTREAM)', () => {
  let dir: string;
  let clamd: ChildProcess;
  let socket: string;
  let ctx: TestContext;

  /** Waits until clamd answers PING on its socket (it loads the database first). */
  async function ready(path: string): Promise<void> {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const pong = await new Promise<boolean>((resolve) => {
        const probe = connect({ path });
        probe.on('error', () => resolve(false));
        probe.on('data', (data) => {
          probe.destroy();
          resolve(data.toString().includes('PONG'));
        });
        probe.on('connect', () => probe.write('zPING\0'));
      });
      if (pong) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('clamd did not start');
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'openheloc-clamd-'));
    socket = join(dir, 'clamd.sock');
    await writeFile(
      join(dir, 'openheloc-test.ndb'),
      `OpenHELOC.Test.EICAR:0:*:${Buffer.from(EICAR).toString('hex')}\n`,
    );
    await writeFile(
      join(dir, 'clamd.conf'),
      [
        'Foreground yes',
        `DatabaseDirectory ${dir}`,
        `LocalSocket ${socket}`,
        `PidFile ${join(dir, 'clamd.pid')}`,
        'StreamMaxLength 30M',
        'MaxThreads 2',
      ].join('\n'),
    );
    clamd = spawn(CLAMD, ['--config-file', join(dir, 'clamd.conf')], { stdio: 'ignore' });
    await ready(socket);
    ctx = await createTestApp({ config: { clamdAddress: `unix:${socket}` } });
  }, 90_000);

  afterAll(async () => {
    await ctx?.close();
    clamd?.kill();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers clean for a document and names what it found in an infected one', async () => {
    const scanner = clamdScanner(`unix:${socket}`);
    expect(await scanner.scan(samplePdf())).toEqual({ infected: false });
    expect(await scanner.scan(infectedPdf())).toEqual({
      infected: true,
      signature: 'OpenHELOC.Test.EICAR.UNOFFICIAL',
    });
  });

  it('refuses an infected upload and stores nothing; takes a clean one', async () => {
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register',
      payload: registrationFixture({ email: 'scanned.borrower@example.com' }),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const { jwt, applicationUuid } = registered.json<{ jwt: string; applicationUuid: string }>();
    const upload = (content: Buffer) => {
      const request = uploadRequest(applicationUuid, 'BANK_STATEMENT', {
        name: 'statement.pdf',
        content,
      });
      return ctx.app.inject({
        ...request,
        headers: { ...request.headers, authorization: `Bearer ${jwt}` },
      });
    };
    const infected = await upload(infectedPdf());
    expect(infected.statusCode).toBe(400);
    expect(infected.json()).toEqual({
      errors: [{ code: 'invalid_input', field: 'file', message: UPLOAD_MESSAGES.infected }],
    });
    const clean = await upload(samplePdf());
    expect(clean.statusCode, clean.body).toBe(201);
  });

  it('refuses to store an unscanned file when clamd does not answer', async () => {
    const down = clamdScanner(`unix:${join(dir, 'nobody-listens.sock')}`);
    await expect(checkUploadContent('PDF', samplePdf(), down)).rejects.toMatchObject({
      status: 503,
      message: UPLOAD_MESSAGES.scanUnavailable,
    });
  });
});
