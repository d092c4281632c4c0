import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startupProblems } from './startup-problems';

const KEYS = {
  JWT_SECRET: 'j'.repeat(32),
  ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
  SMTP_URL: 'smtp://mail.internal:587',
};
const GATEWAY = {
  PROVIDER_GATEWAY_URL: 'https://gateway.lender.internal/v1',
  PROVIDER_GATEWAY_TOKEN: 'g'.repeat(24),
};

describe('startupProblems', () => {
  it.each([
    ['the deployment guide: production, keys, gateway, mail', { ...KEYS, ...GATEWAY }, []],
    ['npm start: the sandbox on loopback', { SANDBOX: 'on', NODE_ENV: 'development' }, []],
    [
      'a shared demo, explicitly',
      {
        SANDBOX: 'on',
        NODE_ENV: 'development',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://db/demo',
        SANDBOX_SHARED: 'true',
      },
      [],
    ],
    [
      'nothing at all (production by default)',
      {},
      [/PROVIDER_GATEWAY_URL/, /JWT_SECRET/, /ENCRYPTION_KEY/, /SMTP_URL/],
    ],
    ['the sandbox in production', { ...KEYS, SANDBOX: 'on' }, [/NODE_ENV=production/]],
    [
      'production with generated keys',
      { ...GATEWAY, SMTP_URL: KEYS.SMTP_URL },
      [/JWT_SECRET/, /ENCRYPTION_KEY/],
    ],
    ['production on the sandboxes', { ...KEYS }, [/PROVIDER_GATEWAY_URL/]],
    [
      'a sandbox told to listen on every interface',
      { SANDBOX: 'on', NODE_ENV: 'development', HOST: '0.0.0.0' },
      [/loopback only, not on 0\.0\.0\.0/],
    ],
    [
      'a sandbox given PostgreSQL',
      { SANDBOX: 'on', NODE_ENV: 'development', DATABASE_URL: 'postgres://db/x' },
      [/embedded database only/],
    ],
    ['a sandbox on ::1', { SANDBOX: 'on', NODE_ENV: 'test', HOST: '::1' }, []],
  ] as const)('%s', (_name, env, expected) => {
    const problems = startupProblems(loadConfig(env));
    expect(problems).toHaveLength(expected.length);
    expected.forEach((pattern, index) => expect(problems[index]).toMatch(pattern));
  });

  it('listens on loopback in the sandbox and on every interface otherwise, unless told', () => {
    expect(loadConfig({ SANDBOX: 'on' }).host).toBe('127.0.0.1');
    expect(loadConfig({}).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('is production and no sandbox unless told', () => {
    const config = loadConfig({});
    expect(config.env).toBe('production');
    expect(config.sandbox).toBe(false);
  });

  it('refuses a gateway without its token', () => {
    expect(() => loadConfig({ PROVIDER_GATEWAY_URL: GATEWAY.PROVIDER_GATEWAY_URL })).toThrow(
      /PROVIDER_GATEWAY_TOKEN/,
    );
  });
});
