import {
  documentedErrors,
  type Endpoint,
  type MultipartForm,
  type SuccessBody,
} from '@hrt/shared/contracts/endpoint';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

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
    schema.consumes = ['multipart/form-data'];
    schema.body = multipartBody(endpoint.multipart);
  }
  if (endpoint.access === 'public') schema.security = [];
  return { ...transformed, schema };
}

/** A multipart form as a JSON schema: its text fields by their rules, and its file field(s). */
function multipartBody(form: MultipartForm): JsonSchema {
  const described = form.schema
    ? (z.toJSONSchema(form.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
    : undefined;
  const properties: JsonSchema = { ...((described?.properties as JsonSchema) ?? {}) };
  for (const field of form.fields) properties[field] ??= { type: 'string' };
  const file = { type: 'string', format: 'binary' };
  properties[form.file] = form.maxFiles
    ? { type: 'array', items: file, maxItems: form.maxFiles }
    : file;
  const required = [...((described?.required as string[]) ?? [])];
  if (!form.fileOptional) required.push(form.file);
  return { type: 'object', properties, required };
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
