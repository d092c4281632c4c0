import { config } from 'zod/v4/core';

/**
 * Zod compiles object parsers with `new Function` when it may. The page's Content Security Policy
 * forbids eval, and Chromium reports zod's probe as a policy violation even though zod catches
 * it and falls back (Lighthouse's best practices count it). Jitless mode skips the probe.
 */
config({ jitless: true });
