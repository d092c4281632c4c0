import { errorResponses } from '../../http/error-responses';

export const opsErrorResponses = errorResponses(401, 403);
export const opsLoginErrorResponses = errorResponses(400, 401, 429);
