import {
  type Endpoint,
  fillPath,
  jsonBodySchema,
  type Schema,
  type SuccessBody,
} from '@hrt/shared/contracts/endpoint';
import type { z } from 'zod';
import { type Body, invalidAnswerError, type RequestOptions, request } from './api-client';

type In<S> = S extends Schema ? z.input<S> : never;
type Part<K extends string, S> = S extends Schema
  ? undefined extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : unknown;

/** What a call of this endpoint sends: its path parameters, query, JSON body or form. */
export type EndpointInput<E extends Endpoint> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'body', E['body']> &
  (E['multipart'] extends object ? { form: FormData } : unknown);

type Answer<B> = B extends Schema ? z.output<B> : B extends null ? undefined : Blob;

/** What a successful call gives back: the parsed body of one of its success statuses. */
export type EndpointOutput<E extends Endpoint> = {
  [S in keyof E['responses']]: Answer<E['responses'][S]>;
}[keyof E['responses']];

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of [value].flat()) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The one way the web app calls the API: the path, method and body come from the endpoint's
 * contract, and the answer is parsed with the contract's schema, so a server that answers
 * something else is an error here rather than a wrong figure on screen.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: Omit<RequestOptions, 'responseType'> = {},
): Promise<EndpointOutput<E>> {
  const given = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: In<Schema>;
    form?: FormData;
  };
  const bodies = Object.values(endpoint.responses) as SuccessBody[];
  const binary = bodies.some((body) => body !== null && 'mediaType' in body);
  const path = fillPath(endpoint.path, given.params) + queryString(given.query);
  const sent: Body = given.form ?? (given.body as Body);
  const answer = await request(endpoint.method, path, sent, {
    ...options,
    responseType: binary ? 'blob' : 'json',
  });
  if (binary || answer === undefined) return answer as EndpointOutput<E>;
  const schemas = bodies.map(jsonBodySchema).filter((schema) => schema !== undefined);
  for (const schema of schemas) {
    const parsed = schema.safeParse(answer);
    if (parsed.success) return parsed.data as EndpointOutput<E>;
  }
  throw invalidAnswerError();
}
