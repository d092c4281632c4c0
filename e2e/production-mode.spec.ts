import { expect, test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import {
  deploymentGuideEnv,
  freshDatabase,
  refusal,
  startAsDeployed,
  startGateway,
} from './support/deployed-server';
import { freePort } from './support/own-server';

/**
 * The server started exactly as docs/deploying.md says is a production server: none of the
 * sandbox exists (issue 28: a server started from the guide once served the mailbox, the sandbox
 * users and the clock to anyone). The guide runs on PostgreSQL.
 */
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
test.skip(!testDatabaseUrl, 'The deployment guide runs on PostgreSQL: set TEST_DATABASE_URL');
test.describe.configure({ mode: 'serial' });

let server: { child: ChildProcess; output: () => string } | undefined;
let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
let env: Record<string, string>;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  gateway = await startGateway();
  const port = await freePort();
  env = deploymentGuideEnv({
    databaseUrl: await freshDatabase(testDatabaseUrl!, 'openheloc_deployment_e2e'),
    gatewayUrl: gateway.url,
    port,
  });
  server = startAsDeployed(env);
  base = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () => {
        if (server?.child.exitCode !== null) throw new Error(`exited: ${server?.output()}`);
        return fetch(`${base}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
      },
      { timeout: 90_000, intervals: [250] },
    )
    .toBe(true);
});

test.afterAll(async () => {
  server?.child.kill('SIGTERM');
  await gateway?.close();
});

test('none of the sandbox exists: no mailbox, clock, sandbox users, banner or developer tools', async ({
  page,
  request,
}) => {
  expect((await request.get(`${base}/api/dev/mailbox?to=anyone@example.com`)).status()).toBe(404);
  const ops = { authorization: `Bearer ${env.OPS_API_TOKEN}` };
  const clock = await request.get(`${base}/service-optimize/admin/api/v1/sandbox/clock`, {
    headers: ops,
  });
  expect(clock.status()).toBe(404);

  const admin = await request.post(`${base}/ops/api/v1/auth/login`, {
    data: { email: 'admin@openheloc.test', password: 'Ops-Sandbox-2026!' },
  });
  expect(admin.status()).toBe(401);
  const broker = await request.post(`${base}/identity-broker/agent/api/v3/login`, {
    data: { email: 'broker@keystone-brokers.example', password: 'Broker-Sandbox-2026!' },
  });
  expect(broker.status()).toBe(401);

  const html = await (await request.get(`${base}/account/heloc/`)).text();
  expect(html).toContain('<meta name="app-environment" content="production" />');

  await page.goto(`${base}/account/heloc/`);
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByText('Demo: no real credit or money')).toHaveCount(0);
  await page.keyboard.press('Shift+Alt+X');
  expect(await page.evaluate(() => 'toggleDevTools' in window)).toBe(false);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('refuses to start with the sandbox on, with generated keys or on the sandbox providers', async () => {
  const without = async (...names: string[]) =>
    Object.fromEntries(
      Object.entries({ ...env, PORT: String(await freePort()) }).filter(
        ([name]) => !names.includes(name),
      ),
    );
  const withoutKeys = await without('JWT_SECRET', 'ENCRYPTION_KEY');
  const withoutGateway = await without('PROVIDER_GATEWAY_URL', 'PROVIDER_GATEWAY_TOKEN');
  const cases: [Record<string, string>, RegExp][] = [
    [
      { ...env, PORT: String(await freePort()), SANDBOX: 'on' },
      /SANDBOX=on cannot run with NODE_ENV=production/,
    ],
    [withoutKeys, /needs JWT_SECRET/],
    [withoutGateway, /No providers are configured/],
  ];
  for (const [caseEnv, message] of cases) {
    const { code, output } = await refusal(caseEnv);
    expect(code).not.toBe(0);
    expect(output).toMatch(message);
  }
});
