/**
 * Authenticator apps keep real time, so codes are checked against the real clock, never the
 * sandbox's movable one (which a tester may have moved days ahead).
 */
export const authenticatorClock = (): Date => new Date();
