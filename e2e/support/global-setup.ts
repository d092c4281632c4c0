import { request, type FullConfig } from '@playwright/test';
import { OPS_PASSWORD, OPS_TOTP_SECRET, OPS_USERS } from './ops-users';
import { authenticatorCodeAt, currentStep } from './totp';

/**
 * Once per run, after the server is up: every sandbox operations user signed in through the API,
 * their tokens handed to the workers (the environment carries them). The server takes each
 * authenticator code once, so workers signing the same users in again and again would wait for
 * codes and count the refused ones against the user; a test of the sign-in itself still signs in.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  const api = await request.newContext({ baseURL });
  const step = currentStep();
  const tokens: Record<string, string> = {};
  for (const email of Object.values(OPS_USERS)) {
    const response = await api.post('/ops/api/v1/auth/login', {
      data: { email, password: OPS_PASSWORD, code: authenticatorCodeAt(OPS_TOTP_SECRET, step) },
    });
    if (!response.ok()) throw new Error(`${email} could not sign in: ${response.status()}`);
    tokens[email] = ((await response.json()) as { token: string }).token;
  }
  await api.dispose();
  process.env.E2E_OPS_TOKENS = JSON.stringify(tokens);
  process.env.E2E_OPS_CODE_STEP = String(step);
}
