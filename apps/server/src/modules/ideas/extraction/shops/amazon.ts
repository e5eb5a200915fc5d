import type { CheerioAPI } from 'cheerio';
import { currencyFor } from '../locale.ts';
import { parsePriceText } from '../price-text.ts';
import type { ShopReader } from './shop-reader.ts';

/**
 * Amazon product pages carry no structured product data; their layout is stable: the title in
 * #productTitle, the price to pay in the buy box (the deal or 'our price' block, or the core
 * price display), the picture in #landingImage.
 */
const PRICE_PLACES = [
  '#priceblock_dealprice',
  '#priceblock_ourprice',
  '#priceblock_saleprice',
  '#corePriceDisplay_desktop_feature_div .priceToPay .a-offscreen',
  '#corePrice_feature_div .a-price:not(.a-text-price) .a-offscreen',
  '#apex_desktop .a-price:not(.a-text-price) .a-offscreen',
  '#price_inside_buybox',
  '#newBuyBoxPrice',
  // Music, film and e-book pages sell from a buy box of their own ('Buy MP3 Album $9.49').
  '[id$="_buy_box"] .a-text-bold',
  '[id$="_buy_box"] .a-color-price',
  '#buybox .a-color-price',
];

export const amazonReader: ShopReader = {
  name: 'Amazon',
  matches: (host) =>
    /(^|\.)amazon\.(com|ca|co\.uk|de|fr|it|es|nl|se|pl|com\.be|com\.mx|com\.br|com\.au|co\.jp|in|ae|sa|com\.tr|sg)$/.test(
      host,
    ),
  read($: CheerioAPI, country) {
    const name = $('#productTitle').first().text().replace(/\s+/g, ' ').trim() || undefined;
    let price: { amount: number; currency: string | undefined } | undefined;
    for (const place of PRICE_PLACES) {
      const text = $(place).first().text();
      const parsed = text ? parsePriceText(text, { requireCurrency: true, country }) : null;
      if (parsed) {
        price = {
          amount: parsed.amount,
          currency: parsed.currency ?? currencyFor(undefined, country),
        };
        break;
      }
    }
    const image =
      $('#landingImage').attr('data-old-hires') ||
      $('#landingImage').attr('src') ||
      $('#imgBlkFront').attr('src');
    return {
      isProduct: name !== undefined,
      name,
      price: price?.amount,
      currency: price?.currency,
      image: image && !image.startsWith('data:') ? image : undefined,
      retailer: 'Amazon',
    };
  },
};
