import { describe, expect, it } from 'vitest';
import { extractProduct } from '../extract-product.ts';

/** An Amazon-style product page made by the team: the ids Amazon's layout uses, no structured data. */
const amazonPage = (price: string) => `<!doctype html><html lang="en-gb"><head>
  <title>Amazon.co.uk: Oak Shelf Unit, 5 Tiers : Home &amp; Kitchen</title></head><body>
  <div id="nav-cart"><span class="nav-cart-count">0</span></div>
  <div id="centerCol"><h1 id="title"><span id="productTitle"> Oak Shelf Unit, 5 Tiers </span></h1>
    <div id="price"><span class="a-text-strike">£89.99</span>
      <span id="priceblock_ourprice" class="a-color-price">${price}</span></div></div>
  <div id="imgTagWrapperId"><img id="landingImage" src="https://images.example/shelf._SX300_.jpg"
    data-old-hires="https://images.example/shelf._SL1500_.jpg"></div>
  <div id="buybox"><span id="price_inside_buybox">${price}</span>
    <input id="add-to-cart-button" type="submit" title="Add to Shopping Basket"></div>
  <div id="sims-fbt"><span class="a-color-price">£12.99</span></div></body></html>`;

describe('the Amazon reader', () => {
  it('reads title, price in the buy box, picture and shop name', () => {
    expect(extractProduct(amazonPage('£64.50'), 'https://www.amazon.co.uk/dp/B000000001')).toEqual({
      name: 'Oak Shelf Unit, 5 Tiers',
      price: 64.5,
      currency: 'GBP',
      retailer: 'Amazon',
      image_url: 'https://images.example/shelf._SL1500_.jpg',
      description: '',
      tags: ['storage'],
      notice: null,
    });
  });

  it('a continental Amazon: the price as the page writes it, in euros', () => {
    expect(
      extractProduct(amazonPage('1.149,00 €'), 'https://www.amazon.de/dp/B000000002'),
    ).toMatchObject({
      price: 1149,
      currency: 'EUR',
      retailer: 'Amazon',
    });
  });

  it('no price on the page: empty, never the struck-through or a related product’s price', () => {
    expect(extractProduct(amazonPage(''), 'https://www.amazon.co.uk/dp/B000000003')).toMatchObject({
      name: 'Oak Shelf Unit, 5 Tiers',
      price: null,
      retailer: 'Amazon',
    });
  });

  it('a music page: the price in its own buy box, not the other formats', () => {
    const page = `<html><head><title>Amazon.com: Quiet Songs</title></head><body>
      <h1><span id="productTitle">Quiet Songs</span></h1>
      <div id="tmmSwatches"><span class="a-color-price">$12.49</span></div>
      <div id="dmusic_buy_box"><a>Buy MP3 Album <span class="a-text-bold">$9.49</span></a></div>
      </body></html>`;
    expect(extractProduct(page, 'https://www.amazon.com/dp/B000000002')).toMatchObject({
      name: 'Quiet Songs',
      price: 9.49,
      currency: 'USD',
    });
  });
});
