import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorEnvelope, ApiErrorItem } from '@openheloc/domain';
import { AppError } from './app-error';
import { readStylesheetLinks, renderNotFoundPage, wantsHtmlPage } from './not-found-page';

/** Every failure leaves the server as `{ errors: [{ field?, message }] }`; never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return send(reply, error.status, error.errors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const items = error.validation.map((issue): ApiErrorItem => {
        const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
        return {
          ...(field ? { field } : where === 'body' ? {} : { field: where }),
          message: issue.message ?? 'Invalid value',
        };
      });
      return send(reply, 400, items);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, status, [{ message: clientMessage(error, status) }]);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, [{ message: 'Something unexpected happened' }]);
  });

  // Read once, on the first page not found: the build is there by then or not at all.
  let stylesheets: string | undefined;
  app.setNotFoundHandler((request, reply) => {
    if (!wantsHtmlPage(request) || !request.org) {
      return send(reply, 404, [{ message: 'Not found' }]);
    }
    stylesheets ??= readStylesheetLinks(app.deps.config.webDistDir);
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderNotFoundPage(request.org, stylesheets));
  });
}

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is required';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Request body is not valid JSON';
    default:
      if (status === 429) return 'Too many requests. Please try again later.';
      if (error instanceof SyntaxError) return 'Request body is not valid JSON';
      return status === 404 ? 'Not found' : 'Bad request';
  }
}

function send(reply: FastifyReply, status: number, errors: ApiErrorItem[]) {
  const body: ApiErrorEnvelope = { errors };
  return reply.code(status).header('cache-control', 'no-store').send(body);
}
