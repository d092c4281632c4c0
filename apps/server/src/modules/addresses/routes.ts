import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADDRESS_TYPEAHEAD_MAX_LENGTH,
  ADDRESS_TYPEAHEAD_MAX_SUGGESTIONS,
  ADDRESS_TYPEAHEAD_MIN_LENGTH,
  ADDRESS_TYPEAHEAD_PATH,
  ADDRESS_TYPEAHEAD_TOO_LONG,
  zAddressSuggestions,
  zAddressTypeaheadText,
} from '@openheloc/domain';
import { AppError } from '../../http/app-error';
import { loadSampleProperties } from './sample-properties';
import {
  ADDRESS_TYPEAHEAD_RATE_LIMIT,
  routeErrors,
  zTypeaheadParams,
  zTypeaheadWildcardParams,
} from './schemas';
import { createAddressService } from './service';
import { loadZipIndex } from './zip-index';

const tags = ['addresses'];

/** Public: registration asks before the borrower has an account. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAddressService({ loadZipIndex, samples: loadSampleProperties() });
  const config = { rateLimit: ADDRESS_TYPEAHEAD_RATE_LIMIT };
  const response = { 200: zAddressSuggestions, ...routeErrors };

  app.get(
    `${ADDRESS_TYPEAHEAD_PATH}/:text`,
    {
      config,
      schema: {
        tags,
        summary: 'Suggest US addresses for what the user has typed',
        description:
          `The typed text is the last path segment, URL-encoded, at most ${ADDRESS_TYPEAHEAD_MAX_LENGTH} ` +
          `characters. Answers a plain list of up to ${ADDRESS_TYPEAHEAD_MAX_SUGGESTIONS} addresses ` +
          '{ fullAddress, street1, street2, city, state, zip }, best first: sandbox sample ' +
          'properties the text could be the start of, then the typed house number and street in ' +
          'cities whose city, state and ZIP code go together, ranked by how well they match the ' +
          `typed city, state and ZIP. Text shorter than ${ADDRESS_TYPEAHEAD_MIN_LENGTH} characters ` +
          'or without a street answers []. No sign-in needed; limited per client address.',
        params: zTypeaheadParams,
        response,
      },
    },
    async (request) => service.suggest(request.params.text),
  );

  app.get(
    `${ADDRESS_TYPEAHEAD_PATH}/*`,
    { config, schema: { hide: true, params: zTypeaheadWildcardParams, response } },
    async (request) => {
      const text = zAddressTypeaheadText.safeParse(request.params['*']);
      if (!text.success) {
        throw AppError.badRequest(
          text.error.issues[0]?.message ?? ADDRESS_TYPEAHEAD_TOO_LONG,
          'text',
        );
      }
      return service.suggest(text.data);
    },
  );
};
