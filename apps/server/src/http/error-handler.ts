import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  defaultErrorCode,
  type ApiErrorCode,
  type ApiErrorEnvelope,
  type ApiErrorItem,
} from '@openheloc/domain';
import { AppError } from './app-error';
import { readStylesheetLinks, renderNotFoundPage, wantsHtmlPage } from './not-found-page';

/**
 * Every failure leaves the server as `{ errors: [{ code, field?, message }] }`; never a stack
 * trace.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return sendErrors(reply, error.status, error.errors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const items = error.validation.map((issue): ApiErrorItem => {
        const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
        return {
          code: 'invalid_input',
          ...(field ? { field } : where === 'body' ? {} : { field: where }),
          message: issue.message ?? 'Invalid value',
        };
      });
      return sendErrors(reply, 400, items);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const [code, message] = clientError(error, status);
      return sendErrors(reply, status, [{ code, message }]);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendErrors(reply, 500, [{ code: 'internal', message: 'Something unexpected happened' }]);
  });

  // Read once, on the first page not found: the build is there by then or not at all.
  let stylesheets: string | undefined;
  app.setNotFoundHandler((request, reply) => {
    if (!wantsHtmlPage(request) || !request.org) {
      return sendErrors(reply, 404, [{ code: 'not_found', message: 'Not found' }]);
    }
    stylesheets ??= readStylesheetLinks(app.deps.config.webDistDir);
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderNotFoundPage(request.org, stylesheets));
  });
}

/** Fastify's own 4xx errors (body parsing, rate limits) in the API's words and codes. */
function clientError(error: FastifyError, status: number): [ApiErrorCode, string] {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return ['payload_too_large', 'Request body is too large'];
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return ['unsupported_media_type', 'Unsupported content type'];
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return ['invalid_input', 'Request body is required'];
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return ['invalid_json', 'Request body is not valid JSON'];
    default:
      if (status === 429) return ['rate_limited', 'Too many requests. Please try again later.'];
      if (error instanceof SyntaxError) return ['invalid_json', 'Request body is not valid JSON'];
      if (status === 404) return ['not_found', 'Not found'];
      return [defaultErrorCode(status), 'Bad request'];
  }
}

/** The one way an error answer is written, also for answers sent outside the error handler. */
export function sendErrors(reply: FastifyReply, status: number, errors: ApiErrorItem[]) {
  const body: ApiErrorEnvelope = { errors };
  return reply.code(status).header('cache-control', 'no-store').send(body);
}
