import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { walkElements } from './dom-walk.ts';

/** The product's title element: Amazon-style ids, microdata name, then the first h1. */
export function titleElement($: CheerioAPI): Element | undefined {
  const found = $('#productTitle, h1[itemprop="name"], [itemprop="name"] h1, h1').first();
  return (found.get(0) as Element | undefined) ?? undefined;
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
