import { type ApiErrorBody, AppError } from '@hrt/shared/errors';
import { isControlCharacterIssue } from '@hrt/shared/schemas/common';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The status of a request that fails the route's schema: 400 unless the route says 422
     * (the schedule and planning routes, whose refusals are all 422; decision 016).
     */
    invalidStatus?: 400 | 422;
  }
}

/**
 * The one error path: every failure leaves the server as `{detail, code}`. Validation errors
 * add `errors` per field; 5xx answers never carry internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      // The zod issue's own params sit one level down in the framework's copy.
      const refusedCharacters = error.validation.some((issue) =>
        isControlCharacterIssue(issue.params),
      );
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(root)';
        const message = issue.message ?? 'Invalid value';
        errors[field] = [...(errors[field] ?? []), message];
      }
      const first = Object.entries(errors)[0];
      const detail = first ? `${first[0]}: ${first[1][0]}` : 'The request is not valid.';
      const code = refusedCharacters ? 'control_characters' : 'validation_failed';
      const status = refusedCharacters ? 422 : (request.routeOptions.config.invalidStatus ?? 400);
      return reply.status(status).send({ detail, code, errors } satisfies ApiErrorBody);
    }
    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({
        detail: 'Something went wrong on the server.',
        code: 'internal_error',
      } satisfies ApiErrorBody);
    }
    return reply.status(status).send(mapFrameworkError(status, error));
  });
}

/**
 * Fastify's `frameworkErrors`: an address part that is malformed or longer than the router
 * takes (an id of 300 characters) is refused before any route runs; it answers in the one
 * shape too, with the router's status (400, or 414 for the length).
 */
export function answerRoutingError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  void reply.status(error.statusCode ?? 400).send({
    detail: 'This address is not valid: a part of it is malformed or too long.',
    code: 'validation_failed',
  } satisfies ApiErrorBody);
}

function mapFrameworkError(status: number, error: Error): ApiErrorBody {
  switch (status) {
    case 413:
      return { detail: 'The upload is larger than the server accepts.', code: 'payload_too_large' };
    case 415:
      return {
        detail: 'This type of content is not accepted here.',
        code: 'unsupported_media_type',
      };
    case 429:
      return { detail: 'Too many requests. Please try again later.', code: 'rate_limited' };
    default:
      return { detail: error.message || 'The request is not valid.', code: 'validation_failed' };
  }
}
