/**
 * Where every public 'Check your rate' leads: the redesigned registration. A lender without the
 * redesign flag is sent on from there to /register (keeping the query), so one link serves both
 * and never depends on a flag that may not have loaded yet.
 */
export const CHECK_YOUR_RATE_PATH = '/register-v2';
