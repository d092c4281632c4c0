import { setNewest } from '../../lib/bounded-map';
import type { TokenClaims } from './token-claims';

/** About 400 bytes a token: some 4 MB at most. */
const MAX_ENTRIES = 10_000;

/**
 * Tokens whose signature and claims were verified, by secret and token text. Verifying an HS256
 * token through WebCrypto imports the key and hops to the thread pool on every request: under
 * load that was the largest cost of an authenticated read (docs/decisions/0031). The text is
 * what was signed, so the same text with the same secret verifies the same way again; only the
 * clock can change the answer, and the expiry is checked on every use.
 */
const memos = new WeakMap<Uint8Array, Map<string, TokenClaims>>();

function memoOf(secret: Uint8Array): Map<string, TokenClaims> {
  let memo = memos.get(secret);
  if (!memo) {
    memo = new Map();
    memos.set(secret, memo);
  }
  return memo;
}

/** The claims of a token verified before with this secret, while it has not expired. */
export function verifiedClaims(secret: Uint8Array, token: string, now: Date): TokenClaims | null {
  const memo = memos.get(secret);
  const claims = memo?.get(token);
  if (!memo || !claims) return null;
  if (claims.expiresAt.getTime() > now.getTime()) return claims;
  memo.delete(token);
  return null;
}

export function rememberVerifiedToken(
  secret: Uint8Array,
  token: string,
  claims: TokenClaims,
): void {
  setNewest(memoOf(secret), token, claims, MAX_ENTRIES);
}
