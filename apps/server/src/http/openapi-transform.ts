import { documentedErrors, type Endpoint, type SuccessBody } from '@hrt/shared/contracts/endpoint';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonSchema = Record<string, unknown>;

const statusText: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  302: 'Found',
  303: 'See Other',
};

/**
 * The zod provider's transform, plus what only the contract knows: multipart bodies (so a tool
 * can call the upload routes from the document), bodies that are not JSON (CSV, files, event
 * streams), answers without a body, and that public routes need no token.
 */
export function contractSchemaTransform(input: TransformInput) {
  const transformed = jsonSchemaTransform(input);
  const config = input.route.config as { endpoint?: Endpoint; rateLimit?: unknown } | undefined;
  const endpoint = config?.endpoint;
  if (!endpoint) return transformed;
  const schema = { ...(transformed.schema as JsonSchema) };
  const response = { ...((schema.response as JsonSchema | undefined) ?? {}) };
  for (const [status, body] of Object.entries(endpoint.responses) as [string, SuccessBody][]) {
    if (body === null) {
      response[status] = { description: statusText[Number(status)] ?? 'Success', type: 'null' };
    } else if ('mediaType' in body) {
      response[status] = {
        description: body.description,
        content: { [body.mediaType]: { schema: { type: 'string', format: 'binary' } } },
      };
    }
  }
  const refusals = documentedErrors(endpoint, { rateLimited: Boolean(config.rateLimit) });
  for (const [status, codes] of refusals) {
    response[status] = {
      description: `Refused: ${[...codes].join(', ')}`,
      content: { 'application/json': { schema: errorBodySchema([...codes]) } },
    };
  }
  schema.response = response;
  if (endpoint.multipart) {
    const properties: JsonSchema = {};
    for (const field of endpoint.multipart.fields) properties[field] = { type: 'string' };
    properties[endpoint.multipart.file] = { type: 'string', format: 'binary' };
    schema.consumes = ['multipart/form-data'];
    schema.body = {
      type: 'object',
      properties,
      required: endpoint.multipart.fileOptional ? [] : [endpoint.multipart.file],
    };
  }
  if (endpoint.access === 'public') schema.security = [];
  return { ...transformed, schema };
}

/** The error body with the codes this status can carry on this endpoint. */
function errorBodySchema(codes: string[]): JsonSchema {
  return {
    type: 'object',
    properties: {
      detail: { type: 'string' },
      code: { type: 'string', enum: codes },
      errors: {
        type: 'object',
        additionalProperties: { type: 'array', items: { type: 'string' } },
      },
    },
    required: ['detail', 'code'],
  };
}
