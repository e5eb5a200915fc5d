import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { walkElements } from './dom-walk.ts';

const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The product's title element: Amazon-style ids, microdata name, then the heading that the
 * page's own product name (structured data, og:title) matches, then the first h1. Some shops
 * give the product an h2 and the related deals below it h1s.
 */
export function titleElement($: CheerioAPI, knownName?: string): Element | undefined {
  const marked = $('#productTitle, h1[itemprop="name"], [itemprop="name"] h1').first().get(0);
  if (marked) return marked as Element;
  const name = compact(knownName ?? '');
  if (name.length >= 8) {
    const headings = $('h1, h2').slice(0, 40).get() as Element[];
    const matching = headings.find((heading) => {
      const text = compact($(heading).text().slice(0, 400));
      return text.length >= 8 && (name.includes(text) || text.includes(name));
    });
    if (matching) return matching;
  }
  return ($('h1').first().get(0) as Element | undefined) ?? undefined;
}

export function breadcrumbs($: CheerioAPI): string {
  return $('[class*="breadcrumb" i] a, nav[aria-label*="breadcrumb" i] a')
    .slice(0, 10)
    .map((_, element) => $(element).text().trim())
    .get()
    .join(' ');
}

/** The first real picture near the title (not an icon, not a data: placeholder). */
export function productImage($: CheerioAPI, title: Element | undefined): string | undefined {
  const scope = (title ? title.parent?.parent : $('main').get(0)) ?? undefined;
  if (!scope) return undefined;
  let found: string | undefined;
  let looked = 0;
  walkElements(scope, (element) => {
    if (element.name !== 'img') return undefined;
    const src = element.attribs['data-src'] ?? element.attribs.src;
    if (src && !src.startsWith('data:') && !/\.svg(\?|$)/i.test(src)) found = src;
    return found === undefined && ++looked < 40;
  });
  return found;
}
