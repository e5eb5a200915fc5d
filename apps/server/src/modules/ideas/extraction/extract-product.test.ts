import { describe, expect, it } from 'vitest';
import {
  articlePage,
  continentalTextPage,
  jsonLdGraphPage,
  microdataPage,
  openGraphPage,
  plainSalePage,
  productGroupPage,
  severalPricesPage,
} from '../../../test/shop-fixture-pages.ts';
import { extractProduct } from './extract-product.ts';
import { parseAmount, parsePriceText } from './price-text.ts';

const at = 'https://shop.example/p/item?ref=1';

describe('prices from real-world strings', () => {
  it.each([
    ['£1,299.00', 1299, 'GBP'],
    ['1.299,00 €', 1299, 'EUR'],
    ['from £12', 12, 'GBP'],
    ['Was £20 Now £15', 15, 'GBP'],
    ['RRP £49.99 Our price £39.99', 39.99, 'GBP'],
    ['€12,50', 12.5, 'EUR'],
    ['£1 299.00', 1299, 'GBP'],
    ['Price: GBP 450', 450, 'GBP'],
    ['$5.99', 5.99, 'USD'],
  ])('%s', (text, amount, currency) => {
    expect(parsePriceText(text, { requireCurrency: true })).toEqual({ amount, currency });
  });

  it.each([['£12 £18'], ['Seats 6, 180 cm'], ['']])('no price rather than a guess: %s', (text) => {
    expect(parsePriceText(text, { requireCurrency: true })).toBeNull();
  });

  it.each([
    ['1,299', 1299],
    ['1.299', 1299],
    ['12,5', 12.5],
    ['1.299.000', 1299000],
    ['0.99', 0.99],
  ])('amount %s', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });
});

describe('extractProduct on fixture pages', () => {
  it('JSON-LD in @graph: name, price, image resolved against the page, tags', () => {
    expect(extractProduct(jsonLdGraphPage(), at)).toEqual({
      name: 'Solid Oak Dining Table',
      price: 1299,
      currency: 'GBP',
      retailer: 'Oak & Co',
      image_url: 'https://shop.example/images/oak-table.jpg',
      description: 'Seats six. Oiled finish.',
      tags: ['furniture', 'table'],
      notice: null,
    });
  });

  it('ProductGroup: the lowest variant price (what the shop shows as "from")', () => {
    expect(extractProduct(productGroupPage(), at)).toEqual({
      name: 'Linen Cushion Cover',
      price: 22,
      currency: 'GBP',
      retailer: 'Shop',
      image_url: 'https://cdn.example/sage.jpg',
      description: 'Stonewashed linen, 45 x 45 cm.',
      tags: ['textiles'],
      notice: null,
    });
  });

  it('microdata with a euro price and a protocol-relative image', () => {
    expect(extractProduct(microdataPage(), at)).toMatchObject({
      name: 'Brass Wall Sconce',
      price: 1299,
      currency: 'EUR',
      image_url: 'https://cdn.lampen.example/sconce.jpg',
      tags: ['lighting'],
    });
  });

  it('JSON-LD wrapped in a commented CDATA section', () => {
    const page = `<html><head><title>Dress</title><script type="application/ld+json">/*<![CDATA[*/
      ${JSON.stringify({ '@type': 'Product', name: 'Wrap Dress', offers: { price: '29.99', priceCurrency: 'EUR' } })}
      /*]]>*/</script></head><body><h1>Wrap Dress</h1></body></html>`;
    expect(extractProduct(page, 'https://www.kleider.example.at/p/1')).toMatchObject({
      name: 'Wrap Dress',
      price: 29.99,
      currency: 'EUR',
    });
  });

  it('OpenGraph product:price meta tags', () => {
    expect(extractProduct(openGraphPage(), at)).toEqual({
      name: 'Velvet Armchair',
      price: 89.99,
      currency: 'GBP',
      retailer: 'Sofa Hub',
      image_url: 'https://shop.example/media/velvet-armchair.jpg',
      description: 'Deep seat, bottle green velvet.',
      tags: ['furniture', 'seating'],
      notice: null,
    });
  });

  it('no structured data: the current price, not the struck-through one or the carousel', () => {
    expect(extractProduct(plainSalePage(), at)).toEqual({
      name: 'Ribbed Glass Tumblers (Set of 4)',
      price: 15,
      currency: 'GBP',
      retailer: 'Shop',
      image_url: 'https://shop.example/img/tumblers.jpg',
      description: '',
      tags: ['glassware', 'kitchen'],
      notice: null,
    });
  });

  it('a continental price in the visible page', () => {
    expect(extractProduct(continentalTextPage(), at)).toMatchObject({
      name: 'Copper Frying Pan',
      price: 1299,
      currency: 'EUR',
      tags: ['cookware'],
    });
  });

  it('several prices standing alike: the best is kept and the preview says it was close', () => {
    expect(extractProduct(severalPricesPage(), at)).toMatchObject({
      name: 'Cotton Bath Mat',
      price: 12,
      currency: 'GBP',
      tags: ['bathroom'],
      notice: 'Several prices are on that page: £12.00 was chosen over £18.00. Check the price.',
    });
  });

  it('a page that is not a product still gives a preview, and says so', () => {
    expect(extractProduct(articlePage(), at)).toMatchObject({
      name: 'Ten tips for a calm bedroom',
      price: null,
      notice:
        'This page does not look like a single product (perhaps a search or category page). Check the details before saving.',
    });
  });

  it('only a page without any title is refused', () => {
    expect(() => extractProduct('<html><body><p>£5.00</p></body></html>', at)).toThrow(
      'No product was found on that page: it has no title.',
    );
  });
});
