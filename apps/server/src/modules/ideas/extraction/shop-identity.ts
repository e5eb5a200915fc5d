import { isIP } from 'node:net';
import type { CheerioAPI } from 'cheerio';

/**
 * Which shop a page belongs to. Normally the address it was fetched from; a page reached by a
 * bare IP address or localhost (a shop on the local network, or a saved copy served for
 * testing) names its own address in its canonical link or og:url.
 */
export function shopUrlOf($: CheerioAPI, pageUrl: string): URL {
  const fetched = new URL(pageUrl);
  const host = fetched.hostname.replace(/^\[|\]$/g, '');
  if (!isIP(host) && host !== 'localhost') return fetched;
  const named = [
    $('link[rel="canonical"]').attr('href'),
    $('meta[property="og:url"]').attr('content'),
    $('link[rel="alternate"][hreflang="x-default"]').attr('href'),
    $('link[rel="alternate"][hreflang]').attr('href'),
  ];
  for (const candidate of named) {
    try {
      const url = new URL(candidate ?? '');
      if ((url.protocol === 'https:' || url.protocol === 'http:') && !isIP(url.hostname))
        return url;
    } catch {
      // Relative or empty: says nothing about the shop.
    }
  }
  return fetched;
}

const SECOND_LEVEL = /^(co|com|net|org|gov|ac|or|ne|go)$/;

/** 'www.johnlewis.com' -> 'Johnlewis'; 'shop.bestseller.com' -> 'Bestseller'. */
function nameFromDomain(host: string): string {
  if (isIP(host) || host === 'localhost') return host;
  const labels = host
    .toLowerCase()
    .replace(/^www\d?\./, '')
    .split('.');
  labels.pop();
  if (labels.length > 1 && SECOND_LEVEL.test(labels.at(-1)!)) labels.pop();
  const label = labels.at(-1) ?? host;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const looksLikeHost = (text: string) => /^(www\.)?[\w-]+(\.[\w-]+)+$/i.test(text.trim());

/**
 * A readable shop name: og:site_name (unless it is a bare host name), the part of the title
 * that names the shop's domain ('… | John Lewis & Partners'), else the domain without 'www.'
 * and the TLD, capitalised.
 */
export function readableShopName(
  $: CheerioAPI,
  shopUrl: URL,
  siteName: string | undefined,
): string {
  const domain = nameFromDomain(shopUrl.hostname);
  const label = compact(domain);
  const site = siteName?.split(/\s[|–—-]\s|\s\|\s?/)[0]?.trim();
  // 'currysie' is the domain written as a word: the domain's own name reads better.
  if (site && site === site.toLowerCase() && label.length >= 3 && compact(site).startsWith(label)) {
    return domain;
  }
  if (site && !looksLikeHost(site) && site.length <= 40) return site;
  // A sentence about the shop names it in quotes: '… shops «Mechta».'
  const quoted = site && /[«“"„]([^«»“”"„]{2,40})[»”"]/.exec(site)?.[1]?.trim();
  if (quoted) return quoted;
  const parts = $('title')
    .first()
    .text()
    .split(/\s[|–—:-]\s|\s\|/)
    .map((part) => part.trim());
  const bareAddress =
    isIP(shopUrl.hostname.replace(/^\[|\]$/g, '')) || shopUrl.hostname === 'localhost';
  // A shop on a bare address has no domain to match: the title's last part names it.
  if (bareAddress && parts.length > 1 && parts.at(-1)!.length <= 30) return parts.at(-1)!;
  for (const part of [parts.at(-1), parts[0]]) {
    if (part && part.length <= 40 && label.length >= 3 && compact(part).includes(label)) {
      return looksLikeHost(part) ? domain : part;
    }
  }
  return domain;
}
