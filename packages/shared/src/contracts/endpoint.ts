import type { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';
import { type ErrorCode, statusOfCode } from '../errors.ts';
import type { Capability } from '../roles.ts';

/**
 * Who may call an endpoint: 'public' (no token), 'token' (a token that verifies, allowlisted or
 * not: only the access-status and access-request screens), 'signed-in' (any allowlisted user)
 * or a capability of the permission table in roles.ts.
 */
type Access = 'public' | 'token' | 'signed-in' | Capability;

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A zod schema in either of zod's forms: the full one, or the tree-shakable zod/mini that the
 * journal's answer shapes use, so a visitor's first page loads only the parts of zod it needs.
 */
export type Schema = z.ZodType | ZodMiniType;

/**
 * What a successful answer carries: a zod schema for JSON, `null` for no body (204), or a media
 * type for a body that is not JSON (a CSV, a file, an event stream, a redirect's empty body).
 */
export type SuccessBody = Schema | null | { mediaType: string; description: string };

/** A multipart upload: the form's text fields and its one file field. */
export interface MultipartForm {
  fields: readonly string[];
  /** The rules the text fields are read by (the document shows their types and which are required). */
  schema?: Schema;
  file: string;
  /** The file field takes up to this many files (photos); one file when absent. */
  maxFiles?: number;
  /** The file may be left out (e.g. a timeline entry without a photo). */
  fileOptional?: boolean;
}

/**
 * One endpoint of the API, defined once: the server mounts it (validation, access, OpenAPI), the
 * web client calls it (and parses the answer with it), and the contract test walks it.
 */
export interface EndpointDefinition {
  method: HttpMethod;
  /** Fastify-style path: `/api/components/:type/:id`. */
  path: string;
  access: Access;
  summary: string;
  description?: string;
  params?: Schema;
  query?: Schema;
  /** Request headers the endpoint reads (e.g. the event stream's Last-Event-ID). */
  headers?: Schema;
  body?: Schema;
  multipart?: MultipartForm;
  /**
   * Success statuses and their bodies; the lowest is the default answer. 503 is here only for
   * the health check, whose 'degraded' answer is a report of its own, not an error.
   */
  responses: Readonly<Partial<Record<200 | 201 | 202 | 204 | 302 | 303 | 503, SuccessBody>>>;
  /**
   * Refusals this endpoint's own rules can give (not found, stale update, a rule of the data).
   * The ones every endpoint can give (validation, sign-in, role, rate, server) are added by
   * `documentedErrors`.
   */
  errors: readonly ErrorCode[];
  /** Validation refusals answer 422 instead of 400 (schedule and planning; decision 016). */
  invalidStatus?: 422;
}

export type Endpoint = EndpointDefinition & { readonly tag: string; readonly name: string };

/** A feature's endpoints, each stamped with the feature's OpenAPI tag and its own name. */
export function defineContract<const T extends Record<string, EndpointDefinition>>(
  tag: string,
  endpoints: T,
): { readonly [K in keyof T]: T[K] & { readonly tag: string; readonly name: K & string } } {
  const stamped: Record<string, Endpoint> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    stamped[name] = { ...endpoint, tag, name };
  }
  return stamped as never;
}

/** The lowest success status: what the server answers unless the handler says otherwise. */
export function defaultStatus(endpoint: EndpointDefinition): number {
  return Math.min(...Object.keys(endpoint.responses).map(Number));
}

/** Zod schema of a JSON success body (undefined for 204 and non-JSON bodies). */
export function jsonBodySchema(body: SuccessBody | undefined): Schema | undefined {
  if (!body || 'mediaType' in body) return undefined;
  return body;
}

/**
 * Every refusal an endpoint can answer, by status: its own codes plus the ones that follow from
 * how it is called. The OpenAPI document lists all of them and the contract test fails on any
 * status outside them.
 */
export function documentedErrors(
  endpoint: EndpointDefinition,
  options: { rateLimited?: boolean } = {},
): Map<number, Set<ErrorCode>> {
  const codes = new Set<ErrorCode>(endpoint.errors);
  const takesInput = Boolean(
    endpoint.params || endpoint.query || endpoint.headers || endpoint.body || endpoint.multipart,
  );
  if (takesInput) {
    codes.add('validation_failed');
    codes.add('control_characters');
  }
  // The server's body parsers run for every method but GET, whether or not the route reads a
  // body: what is sent to a route that takes none is still refused when too large (413), of an
  // unknown type (415) or unreadable (400, below).
  const readsBody = endpoint.method !== 'GET';
  if (readsBody) {
    codes.add('payload_too_large');
    codes.add('unsupported_media_type');
  }
  if (endpoint.access !== 'public') {
    codes.add('unauthenticated');
    codes.add('token_expired');
    codes.add('token_invalid');
  }
  if (endpoint.access !== 'public' && endpoint.access !== 'token') codes.add('user_disabled');
  if (
    endpoint.access !== 'public' &&
    endpoint.access !== 'token' &&
    endpoint.access !== 'signed-in'
  ) {
    codes.add('forbidden');
  }
  if (options.rateLimited) codes.add('rate_limited');
  codes.add('internal_error');
  const byStatus = new Map<number, Set<ErrorCode>>();
  for (const code of codes) {
    const status =
      code === 'validation_failed' && endpoint.invalidStatus ? 422 : statusOfCode(code);
    const set = byStatus.get(status) ?? new Set<ErrorCode>();
    set.add(code);
    byStatus.set(status, set);
  }
  // Input that never reaches the route's schema is refused 400, also where the schema's own
  // refusals answer 422: a body the parser cannot read (broken or empty JSON), a malformed
  // address part (the router) and an upload cut short (the multipart reader).
  if (readsBody || endpoint.params || endpoint.multipart) {
    const set = byStatus.get(400) ?? new Set<ErrorCode>();
    set.add('validation_failed');
    byStatus.set(400, set);
  }
  // An address part longer than the router takes is refused before the route runs (414).
  if (endpoint.params) byStatus.set(414, new Set<ErrorCode>(['validation_failed']));
  return byStatus;
}

/** `/api/components/:type/:id` with `{type: 'room', id}` -> `/api/components/room/<id>`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
