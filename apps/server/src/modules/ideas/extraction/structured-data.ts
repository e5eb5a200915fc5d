import type { CheerioAPI } from 'cheerio';
import { parseStructuredPrice } from './price-text.ts';

/** What one source on the page says about the product; every field may be missing. */
export interface ProductFacts {
  isProduct: boolean;
  name?: string | undefined;
  description?: string | undefined;
  price?: number | undefined;
  currency?: string | undefined;
  image?: string | undefined;
  retailer?: string | undefined;
  category?: string | undefined;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const text = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.replace(/\s+/g, ' ').trim() || undefined;
  if (isObject(value)) return text(value.name ?? value['@value']);
  if (Array.isArray(value)) return text(value[0]);
  return undefined;
};
const typesOf = (node: Json) => list(node['@type']).map((type) => String(type));

/** JSON-LD blocks: tolerant of the comments, trailing semicolons and arrays shops emit. */
function jsonLdNodes($: CheerioAPI): Json[] {
  const nodes: Json[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isObject(value)) return;
    nodes.push(value);
    if (value['@graph']) visit(value['@graph']);
  };
  $('script[type="application/ld+json"]').each((_, element) => {
    // Some shops wrap the block in an HTML comment or a commented CDATA section
    // ('/*<![CDATA[*/ ... /*]]>*/'), left over from the days of XHTML.
    const raw = $(element)
      .text()
      .replace(/^\s*<!--|-->\s*$/g, '')
      .replace(/^\s*(?:\/\*\s*<!\[CDATA\[\s*\*\/|\/\/\s*<!\[CDATA\[)/, '')
      .replace(/(?:\/\*\s*\]\]>\s*\*\/|\/\/\s*\]\]>)\s*$/, '')
      .trim()
      .replace(/;$/, '');
    try {
      visit(JSON.parse(raw));
    } catch {
      // One broken block must not hide the others.
    }
  });
  return nodes;
}

function imageUrl(value: unknown): string | undefined {
  for (const entry of list(value)) {
    if (typeof entry === 'string' && entry.trim()) return entry.trim();
    if (isObject(entry)) {
      const url = text(entry.url) ?? text(entry.contentUrl);
      if (url) return url;
    }
  }
  return undefined;
}

/** The offer's price: price, lowPrice (AggregateOffer) or a priceSpecification's price. */
function offerPrices(offers: unknown): { price: number; currency: string | undefined }[] {
  const found: { price: number; currency: string | undefined }[] = [];
  for (const offer of list(offers)) {
    if (!isObject(offer)) continue;
    const specs = list(offer.priceSpecification).filter(isObject);
    const price =
      parseStructuredPrice(offer.price) ??
      parseStructuredPrice(offer.lowPrice) ??
      specs.map((spec) => parseStructuredPrice(spec.price)).find((value) => value !== undefined);
    const currency =
      text(offer.priceCurrency) ?? specs.map((s) => text(s.priceCurrency)).find(Boolean);
    if (price !== undefined) found.push({ price, currency });
    if (offer.offers) found.push(...offerPrices(offer.offers));
  }
  return found;
}

/**
 * Schema.org Product in JSON-LD, including @graph and ProductGroup (whose variants carry the
 * offers). Several offers at different prices give the lowest: what the shop shows as 'from'.
 */
export function fromJsonLd($: CheerioAPI): ProductFacts {
  const nodes = jsonLdNodes($);
  // Types as shops write them: 'Product', 'product', 'schema:Product', 'http://schema.org/Product'.
  const product =
    nodes.find((node) =>
      typesOf(node).some((type) =>
        /(^|[:/])(Product|ProductGroup|IndividualProduct|ProductModel|Vehicle|Car)$/i.test(type),
      ),
    ) ?? nodes.find((node) => typeof node.name === 'string' && isObject(node.offers));
  if (!product) return { isProduct: false };
  let prices = offerPrices(product.offers);
  if (prices.length === 0) {
    prices = list(product.hasVariant)
      .filter(isObject)
      .flatMap((variant) => offerPrices(variant.offers));
  }
  const lowest = prices.reduce<(typeof prices)[number] | undefined>(
    (best, entry) => (!best || entry.price < best.price ? entry : best),
    undefined,
  );
  const firstVariant = list(product.hasVariant).find(isObject);
  const site = nodes.find((node) => typesOf(node).some((type) => /WebSite$/i.test(type)));
  const organisation = nodes.find((node) =>
    typesOf(node).some((type) => /(Organization|Store)$/i.test(type)),
  );
  const seller = list(product.offers)
    .filter(isObject)
    .map((offer) => text(offer.seller))[0];
  return {
    isProduct: true,
    name: text(product.name),
    description: text(product.description),
    price: lowest?.price,
    currency: lowest?.currency,
    image: imageUrl(product.image) ?? imageUrl(firstVariant?.image),
    // The shop: its WebSite or Organization node; a marketplace's seller only as a last resort.
    retailer: text(site?.name) ?? text(organisation?.name) ?? seller,
    category: text(product.category),
  };
}

/** Microdata: an itemscope of type schema.org/Product with itemprop children. */
export function fromMicrodata($: CheerioAPI): ProductFacts {
  const scope = $('[itemscope][itemtype*="schema.org/Product" i]').first();
  if (scope.length === 0) return { isProduct: false };
  const prop = (name: string) => {
    const element = scope.find(`[itemprop="${name}"]`).first();
    if (element.length === 0) return undefined;
    return (
      element.attr('content') ??
      element.attr('src') ??
      element.attr('href') ??
      element.text().replace(/\s+/g, ' ').trim()
    );
  };
  return {
    isProduct: true,
    name: prop('name') || undefined,
    description: prop('description') || undefined,
    price: parseStructuredPrice(prop('price')) ?? parseStructuredPrice(prop('lowPrice')),
    currency: prop('priceCurrency') || undefined,
    image: prop('image') || undefined,
    category: prop('category') || undefined,
  };
}

/** OpenGraph and the product:price meta tags (Facebook catalogue markup). */
export function fromMeta($: CheerioAPI): ProductFacts {
  // One pass over the meta tags (a selector per name would walk the whole page each time).
  const tags = new Map<string, string>();
  $('meta').each((_, element) => {
    const { attribs } = element as unknown as { attribs: Record<string, string | undefined> };
    const key = (attribs.property ?? attribs.name ?? '').toLowerCase();
    const content = attribs.content?.replace(/\s+/g, ' ').trim();
    if (key && content && !tags.has(key)) tags.set(key, content);
  });
  const meta = (...names: string[]) => names.map((name) => tags.get(name)).find(Boolean);
  const price = parseStructuredPrice(meta('product:price:amount', 'og:price:amount', 'og:price'));
  const type = meta('og:type')?.toLowerCase();
  return {
    isProduct: price !== undefined || type === 'product' || type === 'og:product',
    name: meta('og:title', 'twitter:title'),
    description: meta('og:description', 'description', 'twitter:description'),
    price,
    currency: meta('product:price:currency', 'og:price:currency'),
    image: meta('og:image:secure_url', 'og:image', 'twitter:image'),
    retailer: meta('og:site_name', 'application-name'),
  };
}
