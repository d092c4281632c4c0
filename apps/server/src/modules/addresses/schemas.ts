import { z } from 'zod';
import { zAddressTypeaheadText } from '@openheloc/domain';
import { errorResponses } from '../../http/error-responses';

export const zTypeaheadParams = z.object({
  text: zAddressTypeaheadText.check(z.describe('What the user has typed so far, URL-encoded')),
});

/** Where the typed text lands when it holds a raw '/' or is longer than a path parameter may be. */
export const zTypeaheadWildcardParams = z.object({ '*': z.string() });

export const routeErrors = errorResponses(400, 429);

/**
 * A browser asks once per pause in typing, a few times a second at most; far more from one
 * address is a script walking the data.
 */
export const ADDRESS_TYPEAHEAD_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };
