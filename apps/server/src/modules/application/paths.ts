/** The spec's paths (section 7) and, under the same prefix, the journey's mutations. */
export const STATUS_PATH = '/service-krang-heloc/borrower/secure/api/v1/:uuid/status';
export const HELOC_V1 = '/service-application/api/v1/application/heloc';
export const HELOC_V3 = '/service-application/api/v3/application/heloc';
export const EXPERIMENTS_PATH = `${HELOC_V3}/:uuid/experiments`;
export const OPTIMIZELY_PROFILE_PATH = `${HELOC_V3}/optermizerly-profile`;
