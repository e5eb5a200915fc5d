/**
 * Turns a fetched shop page into markup that is safe to parse: decoded in its own charset,
 * scripts, styles, comments and inline SVG taken out (JSON-LD kept), cut to about 1 MB, and
 * refused when nested deeper than any real shop page. Every step is one linear pass: a hostile
 * page must never cost more than its length.
 */
export const MAX_PARSED_CHARS = 1_000_000;
/** Real shop pages nest 20 to 80 levels; parsing cost grows with the square of the depth. */
const MAX_NESTING = 400;
const MAX_JSON_LD_BLOCKS = 20;
const MAX_JSON_LD_CHARS = 200_000;

export class UnparseablePage extends Error {}

/** The page's text in the charset its header, BOM or meta tag names (UTF-8 otherwise). */
export function decodePage(bytes: Uint8Array, contentType: string): string {
  const head = Buffer.from(bytes.subarray(0, 4096)).toString('latin1');
  const label =
    (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 'utf-8' : undefined) ??
    /charset\s*=\s*["']?([\w:.-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]{0,200}?charset\s*=\s*["']?([\w:.-]+)/i.exec(head)?.[1] ??
    'utf-8';
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

const BULK = /<(script|style|svg|template|noscript)\b|<!--/gi;

/** Markup without scripts, styles, comments and SVG; the JSON-LD blocks on their own. */
export function stripBulk(html: string): { markup: string; jsonLd: string[] } {
  const lower = html.toLowerCase();
  const pieces: string[] = [];
  const jsonLd: string[] = [];
  let at = 0;
  BULK.lastIndex = 0;
  for (let match = BULK.exec(html); match; match = BULK.exec(html)) {
    const start = match.index;
    pieces.push(html.slice(at, start));
    const tag = match[1]?.toLowerCase();
    if (!tag) {
      const end = lower.indexOf('-->', start + 4);
      at = end < 0 ? html.length : end + 3;
    } else {
      const openEnd = lower.indexOf('>', start);
      const close = openEnd < 0 ? -1 : lower.indexOf(`</${tag}`, openEnd);
      const closeEnd = close < 0 ? -1 : lower.indexOf('>', close);
      at = closeEnd < 0 ? html.length : closeEnd + 1;
      if (tag === 'script' && close > 0 && jsonLd.length < MAX_JSON_LD_BLOCKS) {
        const opening = lower.slice(start, openEnd);
        if (opening.includes('ld+json') && close - openEnd <= MAX_JSON_LD_CHARS) {
          jsonLd.push(html.slice(openEnd + 1, close));
        }
      }
    }
    BULK.lastIndex = at;
  }
  pieces.push(html.slice(at));
  return { markup: pieces.join(''), jsonLd };
}

const VOID = new Set(
  'area base br col embed hr img input link meta param source track wbr keygen'.split(' '),
);
/** Elements whose end tag is optional: a new one closes the last, so they never pile up. */
const SELF_CLOSING_SIBLINGS = new Set(
  'p li dt dd option optgroup tr td th thead tbody tfoot rb rt rp colgroup caption'.split(' '),
);
const TAG = /<(\/?)([a-zA-Z][\w:-]*)[^<>]*>/g;

/** The deepest element nesting in the markup, counted cheaply from its tags. */
export function nestingDepth(markup: string): number {
  let depth = 0;
  let deepest = 0;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(markup); match; match = TAG.exec(markup)) {
    const name = match[2]!.toLowerCase();
    if (VOID.has(name) || SELF_CLOSING_SIBLINGS.has(name)) continue;
    if (match[1]) {
      if (depth > 0) depth--;
    } else if (!match[0].endsWith('/>')) {
      depth++;
      if (depth > deepest) deepest = depth;
    }
  }
  return deepest;
}

const HEAD_END = /<\/head\s*>/i;
const BODY_TAG = /<body[\s>]/i;
const FIRST_HEADING = /<h1[\s>]/i;

/**
 * A page longer than the cap keeps its head (the meta tags) and a window around its first
 * heading: on some pages a consent dialog or a mega menu of a megabyte comes before the
 * product, and the first megabyte would hold no product at all.
 */
function productWindow(markup: string): string {
  const headEnd = HEAD_END.exec(markup.slice(0, MAX_PARSED_CHARS / 4));
  const head = headEnd ? markup.slice(0, headEnd.index + headEnd[0].length) : '';
  const heading = FIRST_HEADING.exec(markup.slice(head.length));
  const room = MAX_PARSED_CHARS - head.length - '<body>'.length;
  if (!heading || heading.index <= room / 2) return markup.slice(0, MAX_PARSED_CHARS);
  // Start at a tag a little before the heading, so the product's own block is whole; the
  // body's own tag was cut off with what came before, and the readers look in the body.
  const tag = markup.indexOf('<', head.length + heading.index - room / 2);
  return `${head}<body>${markup.slice(tag, tag + room)}`;
}

/** The markup to parse: stripped, checked for depth, cut to MAX_PARSED_CHARS, JSON-LD first. */
export function preparePage(bytes: Uint8Array, contentType: string): string {
  const { markup, jsonLd } = stripBulk(decodePage(bytes, contentType));
  const window = markup.length > MAX_PARSED_CHARS ? productWindow(markup) : markup;
  // htmlparser2 adds no implied <body>: a page of bare elements would leave them all at the
  // document's root, where every cheerio selector costs the square of their number (100,000
  // bare spans took over a minute). In a body of its own it reads in milliseconds.
  const cut = BODY_TAG.test(window) ? window : `<body>${window}</body>`;
  if (nestingDepth(cut) > MAX_NESTING) {
    throw new UnparseablePage(
      'No product could be read from that page: its markup is nested too deeply.',
    );
  }
  // Put first: an unclosed <textarea> or <title> further down turns the rest of a page into
  // text, and the blocks must survive whatever the markup after them does.
  const blocks = jsonLd.map((block) => `<script type="application/ld+json">${block}</script>`);
  return blocks.join('') + cut;
}
