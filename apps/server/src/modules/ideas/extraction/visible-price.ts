import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { walkElements } from './dom-walk.ts';
import { decimalCommaCountry } from './locale.ts';
import { OLD_PRICE_WORDS, pricesInText } from './price-text.ts';

/**
 * The price a person would read: candidates in the page's text, scored by where they stand
 * (near the product's title and the add-to-basket button, in elements named 'price') and
 * dropped when they are struck through, old, per unit, or part of related products, the
 * basket, reviews or the page's header and footer.
 */
export interface PriceCandidate {
  amount: number;
  currency: string | undefined;
  score: number;
  /** The short text it was read from, for the model and for a person. */
  text: string;
  /** The bonus already given for being seen more than once. */
  seen?: number;
}

/** Price elements read at most. */
const MAX_READ = 600;

const BUY =
  /add to (basket|cart|bag|trolley)|buy now|in den warenkorb|warenkorb|ajouter au panier|aggiungi al carrello|a[ñn]adir al (carrito|cesta)|agregar al carrito|comprar|do koszyka|в корзину|купить|장바구니|구매하기|加入購物車|立即購買|購買|sepete ekle|lägg i varukorg|köp|kjøp|læg i kurv|lisää ostoskoriin|do košíka|do košarice|do koszyka|koupit|kosárba|adaugă în coș|adauga in cos|toevoegen aan winkelwagen|in winkelwagen|adicionar ao carrinho|ostukorvi|į krepšelį|pievienot grozam|הוסף לסל|أضف إلى|bid now|place bid|kaufen|acheter/i;
const EXCLUDED_TAGS = new Set([
  'del',
  's',
  'strike',
  'header',
  'footer',
  'nav',
  'aside',
  'option',
  'select',
]);
/**
 * Class or id words of blocks whose prices are not this product's price to pay. 'unit' alone
 * is not one: shops name the currency's box 'text_unit'; per-unit prices say so in their text.
 */
const EXCLUDED_WORDS =
  /(^|[^a-z])(old|was|rrp|strike|strikethrough|crossed|compare|before|original|regular|list|msrp|uvp|saving|savings|save|discount-amount|unit ?price|price per|per unit|per item|baseprice|base price|grundpreis|installment|instalment|monthly|financing|finance|shipping|delivery|minicart|basket-summary|related|recommend|recommendations|recommended|similar|carousel|thumb|product thumb|tiles?|teaser|slider|swiper|slick|upsell|crosssell|cross|also|reviews?|breadcrumbs?|header|footer|nav|navigation|menu|megamenu|bundle|accessories|sponsored|ads?|banner|promo-bar|cookie)([^a-z]|$)/;
/** Words of an old-price box: overruled by a current-price box nearer the amount. */
const OLD_BOX_WORDS =
  /(^|[^a-z])(old|was|regular|original|list|compare|before|rrp|msrp|uvp)([^a-z]|$)/;
/**
 * A box that names itself the price to pay ('special-price', 'sale_price'). Not 'final': Magento
 * names every price box 'price-final_price', the old one too.
 */
const CURRENT_BOX =
  /(^|[^a-z])((special|sale|current|now|actual|selling) ?price|price ?(now|sale|special))([^a-z]|$)/;
const NAMED_PRICE = /price|preis|prix|prezzo|precio|preco|cena|цена|amount|cost/i;
const NAMED_CURRENT =
  /(^|[^a-z])(sale|current|now|final|special|offer|actual|our|selling|buybox|main|big|large|primary)([^a-z]|$)/;
/** Text after an amount that makes it a per-unit, monthly or shipping figure. */
const PER_UNIT_AFTER =
  /^\s*(\/|per\b|pro\b|par\b|al\b|za\b|a month|p\/m|\/\s*(m|kg|g|l|ml|st|pc|pcs|piece|unit|month|mo)\b|x\b|cuotas|monatlich|mensuel)/i;
const PER_UNIT_INSIDE =
  /\/\s*(m²|m2|m\b|kg|100\s?g|100\s?ml|l\b|ml\b|st\b|pc|unit|stk|шт|кг)|per (m|kg|unit|litre|liter)|\bje (kg|l|m)\b|pro (kg|l|m|stück)/i;

function words(element: Element): string {
  const { attribs } = element;
  const raw = `${attribs.class ?? ''} ${attribs.id ?? ''} ${attribs.itemprop ?? ''} ${attribs['data-testid'] ?? ''}`;
  // camelCase to words: oldPrice -> old price, priceblock_ourprice stays as written.
  return raw.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/**
 * Struck through, old, related products, basket, header...: any ancestor rules it out, up to
 * the first block that also holds the product's title. That block and those above it are the
 * product's own (a shop that lays its page out in an <aside>, or names <body> 'per-unit').
 */
function isExcluded(element: Element, productBlocks: ReadonlySet<Element> = NO_BLOCKS): boolean {
  return exclusion(element, productBlocks) !== undefined;
}

const STRUCK_TAGS = new Set(['del', 's', 'strike']);
const OLD_WORDS_NAMED = /(^|[^a-z])(strike|strikethrough|crossed)([^a-z]|$)/;

/**
 * Why an element's price is not the one to pay: 'old' (struck through, or in a box named old,
 * was, regular...) or 'elsewhere' (related products, the basket, the header...); undefined when
 * it may be the price.
 */
function exclusion(
  element: Element,
  productBlocks: ReadonlySet<Element>,
): 'old' | 'elsewhere' | undefined {
  let current = false;
  for (let node: Element | null = element, depth = 0; node && depth < 40; depth++) {
    if (productBlocks.has(node)) return undefined;
    if (STRUCK_TAGS.has(node.name)) return 'old';
    if (EXCLUDED_TAGS.has(node.name)) return 'elsewhere';
    const style = node.attribs.style ?? '';
    if (style.includes('line-through')) return 'old';
    const named = words(node).replace(/[_-]/g, ' ');
    // Magento and others nest the final price's box inside one named 'regular' or 'old'; a
    // box named both old and current at once ('original-price current-price') stays old.
    if (EXCLUDED_WORDS.test(named) && !(current && OLD_BOX_WORDS.test(named))) {
      return OLD_BOX_WORDS.test(named) || OLD_WORDS_NAMED.test(named) ? 'old' : 'elsewhere';
    }
    if (CURRENT_BOX.test(named)) current = true;
    node = node.parent?.type === 'tag' ? (node.parent as Element) : null;
  }
  return undefined;
}

const NO_BLOCKS: ReadonlySet<Element> = new Set();

/** The title's ancestors: the blocks that hold the product. */
function blocksHolding(title: Element | undefined): Set<Element> {
  const blocks = new Set<Element>();
  for (let node = title?.parent; node && node.type === 'tag'; node = node.parent) {
    blocks.add(node as Element);
  }
  return blocks;
}

function namedScore(element: Element): number {
  let score = 0;
  for (let node: Element | null = element, depth = 0; node && depth < 4; depth++) {
    const named = words(node);
    if (NAMED_PRICE.test(named)) score = Math.max(score, 2);
    if (NAMED_PRICE.test(named) && NAMED_CURRENT.test(named.replace(/[_-]/g, ' '))) score = 3;
    node = node.parent?.type === 'tag' ? (node.parent as Element) : null;
  }
  return score;
}

/**
 * One walk over the page: every element's place in document order (to measure how far a price
 * stands from the title and the button) and the first add-to-basket control.
 */
function walkPage(
  $: CheerioAPI,
  productBlocks: ReadonlySet<Element>,
): { order: Map<Element, number>; button: Element | undefined } {
  const order = new Map<Element, number>();
  let button: Element | undefined;
  const body = $('body').get(0);
  if (!body) return { order, button };
  walkElements(body, (element) => {
    order.set(element, order.size);
    if (button || !isControl(element)) return undefined;
    const { attribs } = element;
    const label = `${textOf(element).slice(0, 80)} ${attribs.value ?? ''} ${attribs.title ?? ''} ${attribs['aria-label'] ?? ''} ${attribs.id ?? ''} ${attribs.class ?? ''} ${attribs.name ?? ''}`;
    if (
      (BUY.test(label) || /add.?to.?(cart|basket|bag)/i.test(label)) &&
      !isExcluded(element, productBlocks)
    ) {
      button = element;
    }
    return undefined;
  });
  return { order, button };
}

function isControl(element: Element): boolean {
  if (element.name === 'button') return true;
  if (element.name === 'input') return /^(submit|button|image)$/i.test(element.attribs.type ?? '');
  const named = `${element.attribs.class ?? ''} ${element.attribs.id ?? ''}`.toLowerCase();
  return /cart|basket|buy|bag|kaufen|panier|carrello|carrito|koszyk/.test(named);
}

/** Small elements whose whole text holds a price with its currency. */
function priceElements(scope: Cheerio<AnyNode>): Element[] {
  const found: Element[] = [];
  const root = scope.get(0);
  if (!root) return found;
  walkElements(root, (node) => {
    if (found.length >= 3000) return false;
    if (node.children.length > 12) return undefined;
    const hasText = node.children.some(
      (child) => child.type === 'text' && /\d/.test((child as unknown as { data: string }).data),
    );
    if (!hasText && !node.children.some((child) => child.type === 'tag')) return undefined;
    const text = textOf(node);
    if (text.length <= 60 && /\d/.test(text)) found.push(node);
    return undefined;
  });
  return found;
}

export interface VisiblePriceReading {
  candidates: PriceCandidate[];
  hasBuyButton: boolean;
  /** Amounts seen only as an old price: struck through, 'was', an auction's starting price. */
  dismissed: ReadonlySet<number>;
}

export function readVisiblePrices(
  $: CheerioAPI,
  title: Element | undefined,
  country: string | undefined,
): VisiblePriceReading {
  const body = $('body');
  const productBlocks = blocksHolding(title);
  const { order, button } = walkPage($, productBlocks);
  const anchors = [title, button].filter((node): node is Element => node !== undefined);
  const decimalMark = decimalCommaCountry(country) ? ',' : '.';
  const scored = new Map<string, PriceCandidate>();
  const dismissed = new Set<number>();
  const priced = new Map<Element, { text: string; prices: ReturnType<typeof pricesInText> }>();
  // On a page of thousands of price-looking strings only those nearest the title and the
  // button are read: the page's own price stands there, and the work stays bounded.
  const nearest = (element: Element) =>
    Math.min(
      ...anchors.map((anchor) => Math.abs((order.get(anchor) ?? 0) - (order.get(element) ?? 0))),
      1e9,
    );
  const elements = priceElements(body);
  const near =
    anchors.length > 0 && elements.length > MAX_READ
      ? elements.sort((a, b) => nearest(a) - nearest(b)).slice(0, MAX_READ)
      : elements.slice(0, MAX_READ);
  for (const element of near) {
    const text = textOf(element, decimalMark).replace(/\s+/g, ' ').trim();
    const prices = pricesInText(text, { requireCurrency: true, country });
    if (prices.length > 0) priced.set(element, { text, prices });
  }
  for (const [element, { text, prices }] of priced) {
    // The innermost element holding a whole price: '£' and '12' in two spans read as one,
    // while a box of an old and a new price is read price by price.
    if (element.children.some((child) => priced.has(child as Element))) continue;
    if (PER_UNIT_INSIDE.test(text)) continue;
    if (prices.length > 3) continue;
    const dismiss = () => {
      for (const price of prices) dismissed.add(price.amount);
    };
    const excluded = exclusion(element, productBlocks);
    if (excluded) {
      // Only an old price counts against the page's data; a related product's does not.
      if (excluded === 'old') dismiss();
      continue;
    }
    const after = nextText(element);
    if (PER_UNIT_AFTER.test(after)) continue;
    if (OLD_PRICE_WORDS.test(previousText(element))) {
      dismiss();
      continue;
    }
    const position = order.get(element) ?? 0;
    let score = namedScore(element);
    for (const anchor of anchors) {
      const distance = Math.abs((order.get(anchor) ?? 0) - position);
      score += 3 * Math.max(0, 1 - distance / 300);
    }
    for (const price of prices) {
      if (price.old) dismissed.add(price.amount);
      if (price.old || price.amount <= 0) continue;
      const key = `${price.amount}|${price.currency ?? ''}`;
      const known = scored.get(key);
      const total = score + (price.now ? 1 : 0);
      if (!known) scored.set(key, { ...price, score: total, text: text.slice(0, 60) });
      else {
        // Seen again: a little more likely (at most half a point), and as good as its best place.
        const bonus = Math.min(0.5, (known.seen ?? 0) + 0.25);
        known.score = Math.max(known.score - (known.seen ?? 0), total) + bonus;
        known.seen = bonus;
      }
    }
  }
  const candidates = [...scored.values()].sort((a, b) => b.score - a.score).slice(0, 8);
  for (const candidate of candidates) dismissed.delete(candidate.amount);
  return { candidates, hasBuyButton: button !== undefined, dismissed };
}

function siblingText(element: Element, direction: 'prev' | 'next'): string {
  let text = '';
  for (let node: AnyNode | null = element[direction], steps = 0; node && steps < 3; steps++) {
    const piece =
      node.type === 'text'
        ? (node as unknown as { data: string }).data
        : node.type === 'tag'
          ? textOf(node as Element)
          : '';
    text = direction === 'prev' ? piece + text : text + piece;
    if (text.trim().length > 24) break;
    node = node[direction];
  }
  return text.trim();
}

/**
 * An element's text, stopped after 80 characters (a price box is short; reading the whole of
 * a big block to learn it is big would cost the square of the page). Cents in a <sup> after
 * whole units ('63<sup>07</sup> Lei') get the decimal mark the page would show.
 */
function textOf(element: Element, decimalMark?: string): string {
  let text = '';
  for (const child of element.children) {
    if (child.type === 'text') text += (child as unknown as { data: string }).data;
    else if (child.type === 'tag') {
      const inner = textOf(child as Element, decimalMark);
      const cents = decimalMark && (child as Element).name === 'sup' && /^\s*\d{2}\s*$/.test(inner);
      text += cents && /\d\s*$/.test(text) ? `${decimalMark}${inner.trim()}` : inner;
    }
    if (text.length > 80) break;
  }
  return text;
}

const previousText = (element: Element) => siblingText(element, 'prev').slice(-30);
const nextText = (element: Element) => siblingText(element, 'next').slice(0, 30);
