/**
 * npm run eval:ideas -- <dir> — scores idea extraction on a directory of saved shop pages
 * (`<id>.html.gz` and `ground-truth.json`: url, price, currency_symbol per id). Each page is
 * served on loopback under its URL's path and query, the fetch allowlist lets the app reach
 * it, and it goes through `extractIdea`, the function behind POST /api/ideas/extract. Prints
 * one line per page and the summary. The pages never go into the repository.
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { AppError } from '@hrt/shared/errors';
import { extractIdea } from '../src/modules/ideas/service.ts';
import { expectedAmount, expectedCurrency, shopCountry } from './shop-scoring.ts';

interface Truth {
  url: string;
  price: string | null;
  currency_symbol: string | null;
}

const dir = process.argv[2];
if (!dir) {
  console.error('usage: npm run eval:ideas -- <directory with ground-truth.json>');
  process.exit(2);
}
const truth = JSON.parse(await readFile(path.join(dir, 'ground-truth.json'), 'utf8')) as Record<
  string,
  Truth
>;
const pages = new Map<string, Buffer>();
for (const [id, entry] of Object.entries(truth)) {
  const url = new URL(entry.url);
  pages.set(url.pathname + url.search, await readFile(path.join(dir, `${id}.html.gz`)));
}
const server = http.createServer((request, response) => {
  const body = pages.get(request.url ?? '');
  if (!body) return void response.writeHead(404).end();
  // As the shops published them: gzipped, with no charset in the header (the page says it).
  response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
const settings = { config: { fetchAllowHosts: [new URL(origin).host] } };
/** Nobody signs in to the evaluation: the extraction acts for a stand-in owner. */
const evaluator = {
  accountId: 'eval',
  email: 'eval@localhost',
  displayName: null,
  role: 'owner' as const,
  contactId: null,
};

const money = (amount: number | null | undefined) => (amount == null ? '-' : String(amount));
let priceRight = 0;
let currencyRight = 0;
let currencyScored = 0;
let refused = 0;
const times: number[] = [];
for (const [id, entry] of Object.entries(truth)) {
  const url = new URL(entry.url);
  const html = gunzipSync(pages.get(url.pathname + url.search)!).toString('latin1');
  const lang = /<html[^>]*\slang=["']?([\w-]+)/i.exec(html)?.[1];
  const locale = /og:locale["'][^>]*content=["']([\w-]+)/i.exec(html)?.[1];
  const declared = /priceCurrency["']?\s*(?:content=|:)\s*["']([A-Z]{3})["']/.exec(html)?.[1];
  const country = shopCountry(entry.url, [lang, locale]);
  // The page's own code only speaks for a shop whose domain names no country.
  const countryDomain = /\.[a-z]{2}$/.test(url.hostname);
  const currency = expectedCurrency(
    entry.currency_symbol,
    country,
    countryDomain ? undefined : declared,
  );
  const amount = expectedAmount(entry.price, currency);
  const started = performance.now();
  let got: { price: number | null; currency: string; retailer: string | null } | undefined;
  let error = '';
  try {
    got = await extractIdea(settings, evaluator, { url: `${origin}${url.pathname}${url.search}` });
  } catch (caught) {
    error = caught instanceof AppError ? caught.message : String(caught);
  }
  const ms = performance.now() - started;
  times.push(ms);
  if (!got) refused++;
  const priceOk = (got?.price ?? null) === amount;
  if (priceOk) priceRight++;
  let currencyOk = true;
  if (amount !== null) {
    currencyScored++;
    currencyOk = got?.currency === currency;
    if (currencyOk) currencyRight++;
  }
  const shop = `${url.hostname.replace(/^www\./, '')} (${got?.retailer ?? '-'})`;
  console.log(
    [
      id.slice(0, 8),
      shop.padEnd(42).slice(0, 42),
      `expected ${money(amount)} ${amount === null ? '' : currency}`.padEnd(24),
      got ? `got ${money(got.price)} ${got.currency}`.padEnd(22) : `refused: ${error}`,
      priceOk && currencyOk
        ? 'right'
        : `wrong${priceOk ? '' : ' price'}${currencyOk ? '' : ' currency'}`,
      `${Math.round(ms)} ms`,
    ].join('  '),
  );
}
server.close();
// The first page also starts the reader thread (kept between pages, let go after a minute
// idle): its time is start-up plus reading, reported apart so both are seen.
const [firstPage = 0, ...later] = times;
const slowestLater = Math.max(0, ...later);
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;
const total = times.length;
const percent = (count: number, of: number) => Math.round((count / Math.max(1, of)) * 100);
console.log(
  `price right ${percent(priceRight, total)} %, currency right ${percent(currencyRight, currencyScored)} %, refused ${refused} of ${total}, median ${Math.round(median)} ms`,
);
console.log(
  `(${total} pages; currency scored on the ${currencyScored} with a price; slowest ${Math.round(times.at(-1) ?? 0)} ms; first page, with the reader thread's start-up, ${Math.round(firstPage)} ms; slowest after it ${Math.round(slowestLater)} ms)`,
);
process.exit(0);
