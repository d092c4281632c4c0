import { USER_NOT_FOUND_MESSAGE } from '@openheloc/domain';

export type BrokerLoginPath = 'broker' | 'legacy';

/**
 * The spec's broker-login decision: the identity-broker user fetch succeeding means the broker
 * path; otherwise the legacy identity decides; when both fetches fail, 'User not found'.
 */
export async function decideBrokerLogin(
  fetchBrokerUser: () => Promise<unknown>,
  fetchLegacyUser: () => Promise<unknown>,
): Promise<BrokerLoginPath> {
  try {
    await fetchBrokerUser();
    return 'broker';
  } catch {
    try {
      await fetchLegacyUser();
      return 'legacy';
    } catch {
      throw new Error(USER_NOT_FOUND_MESSAGE);
    }
  }
}
