import { errorResponses } from '../../http/error-responses';

/** The refusals the conditions routes answer, each in the error envelope. */
export const conditionErrors = errorResponses(400, 401, 403, 404, 409);
export const bearerSecurity = [{ bearer: [] }];
