import { describe, expect, it } from 'vitest';
import { decideBrokerLogin } from './broker-login-decision';

const ok = () => Promise.resolve({});
const fails = () => Promise.reject(new Error('404'));

describe('decideBrokerLogin', () => {
  it.each([
    ['the broker user', ok, ok, 'broker'],
    ['the broker user without a legacy identity', ok, fails, 'broker'],
    ['only the legacy identity', fails, ok, 'legacy'],
  ] as const)('with %s answers %s', async (_, broker, legacy, expected) => {
    await expect(decideBrokerLogin(broker, legacy)).resolves.toBe(expected);
  });

  it("says 'User not found' when both fetches fail", async () => {
    await expect(decideBrokerLogin(fails, fails)).rejects.toThrow('User not found');
  });
});
