import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { AppError } from '@hrt/shared/errors';
import { PRIVATE_ADDRESS_REFUSAL } from '@hrt/shared/schemas/ideas';
import { isAllowedHost, isPrivateAddress } from './address-policy.ts';

/**
 * The one way the server fetches a URL someone typed (shop pages, their images). Each hop,
 * redirects included, is checked: http(s) only, and the address the name resolves to must be
 * public. The check happens inside the socket's own DNS lookup, so the address checked is the
 * address connected to (no DNS rebinding between check and use). Bounded in time and size,
 * and stateless (no cookies kept or sent).
 */
export interface SafeFetchOptions {
  /** FETCH_ALLOW_HOSTS: `host` or `host:port` entries that skip the private-address guard. */
  allowHosts: readonly string[];
  /** The whole fetch, redirects included. */
  timeoutMs?: number;
  /** Body bytes after decompression. */
  maxBytes?: number;
  maxRedirects?: number;
  accept?: string;
  /** Refuses a response by its Content-Type before its body is read. */
  acceptContentType?: (contentType: string) => boolean;
}

export interface FetchedResponse {
  /** The URL of the last hop (after redirects): relative links in the page resolve against it. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

const DEFAULT_FETCH_TIMEOUT_MS = 10_000;
const DEFAULT_FETCH_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;

/** Many shops answer a bare client with a block page; a browser's headers get the real one. */
const BROWSER_HEADERS = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'accept-language': 'en-GB,en;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
};

function urlNotAllowed(detail = 'Only public http:// and https:// addresses can be fetched.') {
  return new AppError('url_not_allowed', detail);
}

/** Parses and checks a URL typed by someone: http(s), no credentials, a literal address public. */
function checkFetchableUrl(input: string, allowHosts: readonly string[]): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new AppError('validation_failed', 'Enter a full web address starting with https://.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw urlNotAllowed('Only http:// and https:// addresses can be fetched.');
  }
  if (url.username || url.password) throw urlNotAllowed('Addresses with a login are not fetched.');
  // The URL parser already turned 2130706433, 0x7f.1 and friends into dotted form.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && isPrivateAddress(host) && !isAllowedHost(url, allowHosts)) {
    throw privateAddress();
  }
  return url;
}

function privateAddress() {
  return urlNotAllowed(PRIVATE_ADDRESS_REFUSAL);
}

type Resolver = (
  hostname: string,
  options: { all: true; family: number | 'IPv4' | 'IPv6' },
  callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
) => void;

/**
 * A DNS lookup that refuses names resolving to a private address, used by the socket itself.
 * One private answer among public ones is enough to refuse: the socket could pick any of them.
 */
export function guardedLookup(
  skipGuard: boolean,
  resolve: Resolver = dns.lookup as unknown as Resolver,
): net.LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (!skipGuard && addresses.some((entry) => isPrivateAddress(entry.address))) {
        return callback(Object.assign(new Error('private address'), { code: 'EPRIVATE' }), '', 0);
      }
      if (addresses.length === 0) {
        return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
      }
      if ((options as { all?: boolean }).all) {
        (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      } else {
        callback(null, addresses[0]!.address, addresses[0]!.family);
      }
    });
  };
}

/** GETs a URL, following redirects with every hop re-checked. Throws AppErrors only. */
export async function safeFetch(
  input: string,
  options: SafeFetchOptions,
): Promise<FetchedResponse> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
  const deadline = Date.now() + timeoutMs;
  let url = checkFetchableUrl(input, options.allowHosts);
  for (let hop = 0; ; hop++) {
    const response = await requestOnce(url, options, deadline);
    if (response.redirect !== undefined) {
      if (hop >= (options.maxRedirects ?? DEFAULT_MAX_REDIRECTS)) {
        throw new AppError('fetch_failed', 'The page redirected too many times.');
      }
      url = checkFetchableUrl(new URL(response.redirect, url).href, options.allowHosts);
      continue;
    }
    const { page } = response;
    return { status: page.status, contentType: page.contentType, body: page.body, url: url.href };
  }
}

type Hop =
  | { redirect: string; page?: never }
  | { redirect?: never; page: Omit<FetchedResponse, 'url'> };

function requestOnce(url: URL, options: SafeFetchOptions, deadline: number): Promise<Hop> {
  const maxBytes = options.maxBytes ?? DEFAULT_FETCH_MAX_BYTES;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    let settled = false;
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      reject(error);
    };
    const timer = setTimeout(
      () => fail(new AppError('fetch_timeout', 'The page took too long to answer.')),
      Math.max(0, deadline - Date.now()),
    );
    const request = client.request(url, {
      method: 'GET',
      headers: { ...BROWSER_HEADERS, accept: options.accept ?? 'text/html,*/*;q=0.8' },
      lookup: guardedLookup(isAllowedHost(url, options.allowHosts)),
      // A fresh connection per request: no socket (or its resolved address) is reused.
      agent: false,
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPRIVATE') return fail(privateAddress());
      fail(new AppError('fetch_failed', 'The page could not be reached.'));
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if ([301, 302, 303, 307, 308].includes(status) && location) {
        response.resume();
        settled = true;
        clearTimeout(timer);
        request.destroy();
        return resolve({ redirect: location });
      }
      const contentType = String(response.headers['content-type'] ?? '').toLowerCase();
      if (options.acceptContentType && !options.acceptContentType(contentType)) {
        return fail(new AppError('not_a_web_page', 'That address is not a web page.'));
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) return fail(tooLarge());
      const chunks: Buffer[] = [];
      let size = 0;
      const body = decoded(response, response.headers['content-encoding']);
      body.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) return fail(tooLarge());
        chunks.push(chunk);
      });
      body.on('error', () => fail(new AppError('fetch_failed', 'The page could not be read.')));
      body.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ page: { status, contentType, body: Buffer.concat(chunks) } });
      });
    });
    request.end();
  });
}

function tooLarge() {
  return new AppError('page_too_large', 'The page is too large to read.');
}

/** The body as sent, unpacked; the size cap counts unpacked bytes (a small bomb stays small). */
function decoded(response: Readable, encoding: string | string[] | undefined): Readable {
  switch (String(encoding ?? '').toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(zlib.createGunzip());
    case 'deflate':
      return response.pipe(zlib.createInflate());
    case 'br':
      return response.pipe(zlib.createBrotliDecompress());
    default:
      return response;
  }
}
