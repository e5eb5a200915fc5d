import { describe, expect, it } from 'vitest';
import { extractProduct } from './extract-product.ts';
import { currencyFor, shopCountry } from './locale.ts';
import { parseAmount, parsePriceText } from './price-text.ts';

// Pages made by the team for the price rules of decision 018 (none copied from a real shop).
const shell = (body: string, head = '') =>
  `<!doctype html><html><head><title>Item</title>${head}</head><body>` +
  `<header><a class="basket" href="/basket">Basket £0.00</a></header>${body}` +
  `<footer>Delivery from £4.95</footer></body></html>`;
const product = (prices: string, extra = '') =>
  shell(`<main><div class="product"><h1>Oak Shelf</h1>${prices}
    <button class="add">Add to basket</button></div>${extra}</main>`);

describe('numbers in the page’s own locale', () => {
  it.each([
    ['1.149,00', 1149],
    ['23.450', 23450],
    ['1 234,56', 1234.56],
    ["1'234.50", 1234.5],
    ['1’234.50', 1234.5],
    ['1,299.99', 1299.99],
    ['12,5', 12.5],
    ['131 990', 131990],
  ])('%s', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it('a currency without decimals never takes cents', () => {
    expect(parseAmount('24.99', 'CLP')).toBeUndefined();
    expect(parseAmount('24.990', 'CLP')).toBe(24990);
  });
});

describe('currency from the symbol, the code on the page and the shop’s country', () => {
  it.each([
    ['$', 'ca', 'CAD'],
    ['$', 'us', 'USD'],
    ['$', undefined, 'USD'],
    ['$', 'cl', 'CLP'],
    ['kr', 'se', 'SEK'],
    ['kr.', 'dk', 'DKK'],
    ['Rs', 'pk', 'PKR'],
    ['zł', 'pl', 'PLN'],
    ['Kč', 'cz', 'CZK'],
    ['€', 'ie', 'EUR'],
    ['RUR', 'ru', 'RUB'],
    ['元', 'tw', 'TWD'],
    ['NT$', undefined, 'TWD'],
  ])('%s in %s is %s', (symbol, country, code) => {
    expect(currencyFor(symbol, country)).toBe(code);
  });

  it('kr with no country is left unknown rather than guessed', () => {
    expect(currencyFor('kr', undefined)).toBeUndefined();
  });

  it('the country comes from the domain, the path, or the page’s language', () => {
    expect(shopCountry(new URL('https://www.bestbuy.ca/p/1'), [])).toBe('ca');
    expect(shopCountry(new URL('https://shop.example.com/gb/en/p/1'), [])).toBe('gb');
    expect(shopCountry(new URL('https://shop.example.com/p/1'), ['zh-Hant-TW'])).toBe('tw');
    expect(shopCountry(new URL('https://shop.example.com/p/1'), ['en'])).toBeUndefined();
  });

  it('a $ price on a Canadian shop page is CAD, and 1 234,56 zł on a Polish one is PLN', () => {
    const at = 'https://www.maple-home.ca/p/shelf';
    expect(extractProduct(product('<p class="price">$129.99</p>'), at)).toMatchObject({
      price: 129.99,
      currency: 'CAD',
    });
    const pl = 'https://sklep.example.pl/p/polka';
    expect(extractProduct(product('<p class="price">1 234,56 zł</p>'), pl)).toMatchObject({
      price: 1234.56,
      currency: 'PLN',
    });
  });
});

describe('the visible price a person would read', () => {
  const at = 'https://www.shelfstore.co.uk/p/oak-shelf';

  it('not the struck-through, was or RRP price', () => {
    const prices =
      '<p><s class="price">£79.00</s></p><p class="price">Was £79.00</p>' +
      '<p class="rrp-price">RRP £99.00</p><p class="price">Now £59.00</p>';
    expect(extractProduct(product(prices), at)).toMatchObject({
      price: 59,
      currency: 'GBP',
      notice: null,
    });
  });

  it('not a per-unit price or a saving', () => {
    const prices =
      '<p class="price">£3.20/m²</p><p class="unit-price">£1.10 per kg</p>' +
      '<p class="saving">Save £5.00</p><p class="price">£32.00</p>';
    expect(extractProduct(product(prices), at)).toMatchObject({ price: 32 });
  });

  it('not related products, carousels, reviews or the basket', () => {
    const related =
      '<section class="related-products"><span class="price">£12.00</span></section>' +
      '<div class="carousel"><span class="price">£8.00</span></div>' +
      '<div class="reviews"><p>Worth £100.00 easily</p></div>';
    expect(extractProduct(product('<p class="price">£45.00</p>', related), at)).toMatchObject({
      price: 45,
    });
  });

  it("not another product's tile or thumbnail card in a grid with no 'related' name", () => {
    const grid =
      '<div class="row"><div class="product-thumb"><h4><a href="/p/2">Pine Shelf</a></h4>' +
      '<span class="price">£150.00</span></div><div class="product-tile"><span class="price">£55.00</span></div></div>';
    expect(extractProduct(product('<p>Call for price</p>', grid), at)).toMatchObject({
      price: null,
      notice: 'No clear price was found on that page: enter it if you know it.',
    });
  });

  it('cents in a superscript read as cents', () => {
    const ro = 'https://www.magazin.example.ro/p/raft';
    expect(
      extractProduct(product('<p class="product-new-price">63<sup>07</sup> Lei</p>'), ro),
    ).toMatchObject({
      price: 63.07,
      currency: 'RON',
    });
  });

  it('structured data the page shows nowhere loses to the visible price, and the preview says so', () => {
    const stale = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Product',
      name: 'Oak Shelf',
      offers: { price: '49.00', priceCurrency: 'GBP' },
    })}</script>`;
    const page = shell(
      `<main><h1>Oak Shelf</h1><p class="price">£39.00</p><button>Add to basket</button></main>${stale}`,
    );
    expect(extractProduct(page, at)).toMatchObject({
      price: 39,
      notice:
        "The page's data says £49.00 but the page shows £39.00; the shown price was chosen. Check the price.",
    });
  });

  it('structured data shown only as the old price loses to the price to pay', () => {
    const data = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Product',
      name: 'Oak Shelf',
      offers: { price: '80.00', priceCurrency: 'GBP' },
    })}</script>`;
    const prices =
      '<span class="original-price current-price">£80.00</span><span class="badge">-50%</span>' +
      '<div class="product-price"><span class="current-price">£40.00</span></div>';
    expect(extractProduct(product(prices, data), at)).toMatchObject({
      price: 40,
      notice:
        "The page's data says £80.00 but the page shows £40.00; the shown price was chosen. Check the price.",
    });
  });

  it('structured data shown elsewhere on the page (its sticky header), not as an old price, is kept', () => {
    const data = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Product',
      name: 'Oak Shelf',
      offers: { price: '49.00', priceCurrency: 'GBP' },
    })}</script>`;
    const page = shell(
      `<header class="sticky"><span>Oak Shelf £49.00</span></header>
       <main><h1>Oak Shelf</h1><p class="price">£12.00</p></main>${data}`,
    );
    expect(extractProduct(page, at)).toMatchObject({ price: 49, notice: null });
  });

  it("an auction: the bid now, not the starting price the page's data gives, nor the estimate", () => {
    const data = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Product',
      name: 'Oak Shelf',
      offers: { price: 150, priceCurrency: 'USD' },
    })}</script>`;
    const prices =
      '<div class="bid"><span>Current bid</span> <span class="amount">$200</span></div>' +
      '<p>Starting Price $150</p><p>Estimate $300 - $500</p>';
    expect(
      extractProduct(product(prices, data), 'https://www.auctions.example.com/item/1'),
    ).toMatchObject({ price: 200, currency: 'USD' });
  });

  it("the final price's box inside one named 'regular' (as Magento nests them) is read", () => {
    const prices =
      '<div class="price-regular"><span class="old-price"><span class="price">€12,00</span></span>' +
      '<span class="special-price"><span class="price">10,75 €</span></span></div>';
    const pt = 'https://www.livraria.example.pt/p/livro';
    expect(extractProduct(product(prices), pt)).toMatchObject({ price: 10.75, currency: 'EUR' });
  });

  it("a currency written in a box named 'unit' is not a per-unit price; 30,000원 is KRW", () => {
    const prices =
      '<p class="deal_price"><strong class="number_unit">30,000<sub class="text_unit">원~</sub></strong></p>';
    expect(extractProduct(product(prices), 'http://www.deals.example.co.kr/deal/1')).toMatchObject({
      price: 30000,
      currency: 'KRW',
    });
  });

  it("the product's title in an h2 that og:title names, the related deals in h1s", () => {
    const page = shell(
      '<main><div class="deal"><h2 class="deal_title">Oak Shelf with Brass Brackets</h2>' +
        '<p class="deal_price"><strong>₩29,000</strong></p></div>' +
        '<ul class="list">' +
        '<li><h1>Pine Shelf</h1><span class="price">₩49,000</span></li>'.repeat(3) +
        '</ul></main>',
      '<meta property="og:title" content="[Deals] Oak Shelf with Brass Brackets">',
    );
    expect(extractProduct(page, 'http://www.deals.example.co.kr/deal/2')).toMatchObject({
      name: '[Deals] Oak Shelf with Brass Brackets',
      price: 29000,
      currency: 'KRW',
    });
  });

  it('a shop that lays its whole product out in an <aside> still has its price read', () => {
    const page = shell(
      '<aside class="l"><div class="headline"><h1 itemprop="name">Oak Shelf</h1></div>' +
        '<div class="price"><strong>€ <span>206,-</span></strong> <span>VB</span></div></aside>' +
        '<aside class="r"><div class="price">€ 15,-</div></aside>',
    );
    expect(extractProduct(page, 'https://www.anzeiger.example.at/p/1')).toMatchObject({
      price: 206,
      currency: 'EUR',
    });
  });

  it('a product page with no price: the price is empty and the preview says why', () => {
    expect(extractProduct(product('<p>Out of stock</p>'), at)).toMatchObject({
      name: 'Oak Shelf',
      price: null,
      retailer: 'Shelfstore',
      notice: 'No clear price was found on that page: enter it if you know it.',
    });
  });

  it('the price text in a long run of price-looking strings is read quickly', () => {
    const noise = '<p>£9.99 </p>'.repeat(20_000);
    const started = performance.now();
    const preview = extractProduct(product('<p class="price">£19.99</p>', noise), at);
    expect(preview.price).toBe(19.99);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('a readable shop name', () => {
  it('from og:site_name, else the title part that names the domain, else the domain', () => {
    const site = shell(
      '<main><h1>Lamp</h1></main>',
      '<meta property="og:site_name" content="Lamp House">',
    );
    expect(extractProduct(site, 'https://www.lamphouse.example/p/1').retailer).toBe('Lamp House');
    const titled =
      '<html><head><title>Brass Lamp | Lamp &amp; House Partners</title></head><body><h1>Brass Lamp</h1></body></html>';
    expect(extractProduct(titled, 'https://www.lamphouse.co.uk/p/1').retailer).toBe(
      'Lamp & House Partners',
    );
    expect(extractProduct(titled, 'https://shop.bestlamps.com.au/p/1').retailer).toBe('Bestlamps');
  });

  it('a site name that is the domain run together, or a sentence naming the shop in quotes', () => {
    const named = (site: string) =>
      shell('<main><h1>Lamp</h1></main>', `<meta property="og:site_name" content="${site}">`);
    expect(extractProduct(named('lampshopie'), 'https://www.lampshop.ie/p/1').retailer).toBe(
      'Lampshop',
    );
    expect(
      extractProduct(
        named('Сеть магазинов электроники и бытовой техники «Лампа».'),
        'https://www.lampa.example.kz/p/1',
      ).retailer,
    ).toBe('Лампа');
  });

  it('a page served from an IP address names its shop by its canonical link', () => {
    const page = shell(
      '<main><h1>Lamp</h1><p class="price">$20.00</p></main>',
      '<link rel="canonical" href="https://www.lampe.example.ca/p/1">',
    );
    expect(extractProduct(page, 'http://127.0.0.1:8080/p/1')).toMatchObject({
      retailer: 'Example',
      currency: 'CAD',
    });
  });
});

it('price text keeps working for a plain string', () => {
  expect(parsePriceText('CHF 1’234.50', { requireCurrency: true })).toEqual({
    amount: 1234.5,
    currency: 'CHF',
  });
});
