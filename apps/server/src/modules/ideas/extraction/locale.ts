/**
 * Where a shop is and how it writes money: its country (from the shop's domain, its path,
 * the page's language tag or og:locale), that country's currency, and what a shared symbol
 * ('$', 'kr', 'Rs') means there. Tables cover the countries households buy from; an unknown
 * country gives no currency rather than a guess.
 */
export const COUNTRY_CURRENCY: Record<string, string> = {
  us: 'USD',
  gb: 'GBP',
  uk: 'GBP',
  ie: 'EUR',
  de: 'EUR',
  fr: 'EUR',
  it: 'EUR',
  es: 'EUR',
  pt: 'EUR',
  nl: 'EUR',
  be: 'EUR',
  at: 'EUR',
  fi: 'EUR',
  gr: 'EUR',
  sk: 'EUR',
  si: 'EUR',
  lv: 'EUR',
  lt: 'EUR',
  ee: 'EUR',
  lu: 'EUR',
  mt: 'EUR',
  cy: 'EUR',
  hr: 'EUR',
  ca: 'CAD',
  au: 'AUD',
  nz: 'NZD',
  cl: 'CLP',
  ar: 'ARS',
  mx: 'MXN',
  co: 'COP',
  br: 'BRL',
  pe: 'PEN',
  uy: 'UYU',
  tw: 'TWD',
  hk: 'HKD',
  sg: 'SGD',
  jp: 'JPY',
  kr: 'KRW',
  cn: 'CNY',
  in: 'INR',
  pk: 'PKR',
  lk: 'LKR',
  ru: 'RUB',
  by: 'BYN',
  kz: 'KZT',
  ua: 'UAH',
  pl: 'PLN',
  cz: 'CZK',
  hu: 'HUF',
  ro: 'RON',
  bg: 'BGN',
  rs: 'RSD',
  se: 'SEK',
  no: 'NOK',
  dk: 'DKK',
  is: 'ISK',
  ch: 'CHF',
  li: 'CHF',
  il: 'ILS',
  sa: 'SAR',
  ae: 'AED',
  qa: 'QAR',
  kw: 'KWD',
  eg: 'EGP',
  tr: 'TRY',
  za: 'ZAR',
  ng: 'NGN',
  ke: 'KES',
  th: 'THB',
  my: 'MYR',
  id: 'IDR',
  ph: 'PHP',
  vn: 'VND',
};

/** Currencies whose prices are written without decimals: there '24.990' is always grouped. */
export const NO_DECIMALS = new Set([
  'CLP',
  'KRW',
  'JPY',
  'ISK',
  'VND',
  'IDR',
  'PYG',
  'COP',
  'HUF',
  'UGX',
]);

/** Countries that group thousands with a dot or space and write decimals with a comma. */
const COMMA_DECIMAL = new Set(
  'de fr it es pt nl be at fi gr sk si lv lt ee lu hr cl ar co br pe uy ru by kz ua pl cz hu ro bg rs se no dk is tr id vn'.split(
    ' ',
  ),
);

export function decimalCommaCountry(country: string | undefined): boolean {
  return country !== undefined && COMMA_DECIMAL.has(country);
}

/** Symbols and words that name one currency wherever they stand (lower case). */
const SYMBOLS: [string, string][] = [
  ['us$', 'USD'],
  ['nt$', 'TWD'],
  ['r$', 'BRL'],
  ['c$', 'CAD'],
  ['ca$', 'CAD'],
  ['a$', 'AUD'],
  ['au$', 'AUD'],
  ['nz$', 'NZD'],
  ['hk$', 'HKD'],
  ['s$', 'SGD'],
  ['mx$', 'MXN'],
  ['£', 'GBP'],
  ['€', 'EUR'],
  ['₽', 'RUB'],
  ['руб', 'RUB'],
  ['₹', 'INR'],
  ['₪', 'ILS'],
  ['₩', 'KRW'],
  ['원', 'KRW'],
  ['¥', 'JPY'],
  ['円', 'JPY'],
  ['元', 'CNY'],
  ['₴', 'UAH'],
  ['грн', 'UAH'],
  ['zł', 'PLN'],
  ['kč', 'CZK'],
  ['lei', 'RON'],
  ['тг', 'KZT'],
  ['₸', 'KZT'],
  ['ر.س', 'SAR'],
  ['ريال', 'SAR'],
  ['د.إ', 'AED'],
  ['₺', 'TRY'],
  ['ft', 'HUF'],
  ['лв', 'BGN'],
  ['฿', 'THB'],
  ['₫', 'VND'],
  ['₱', 'PHP'],
  ['rp', 'IDR'],
  ['rm', 'MYR'],
  ['br', 'BYN'],
  ['р.', 'BYN'],
];
/** Symbols whose currency depends on the shop's country. */
const SHARED: Record<string, Record<string, string>> = {
  $: {
    ca: 'CAD',
    au: 'AUD',
    nz: 'NZD',
    cl: 'CLP',
    ar: 'ARS',
    mx: 'MXN',
    co: 'COP',
    tw: 'TWD',
    hk: 'HKD',
    sg: 'SGD',
    uy: 'UYU',
    br: 'BRL',
  },
  kr: { se: 'SEK', no: 'NOK', dk: 'DKK', is: 'ISK' },
  rs: { pk: 'PKR', lk: 'LKR', in: 'INR' },
  元: { tw: 'TWD', cn: 'CNY', hk: 'HKD' },
};
const SHARED_DEFAULT: Record<string, string | undefined> = { $: 'USD', 元: 'CNY' };
/** Codes shops write that are not (or no longer) ISO 4217. */
const OLD_CODES: Record<string, string> = {
  RUR: 'RUB',
  BYR: 'BYN',
  NTD: 'TWD',
  RMB: 'CNY',
  UKL: 'GBP',
};

const ISO = new Set([...Object.values(COUNTRY_CURRENCY), 'USD', 'EUR', 'GBP']);

/** The ISO 4217 code a symbol, word or code means in a shop of this country. */
export function currencyFor(
  marker: string | undefined,
  country: string | undefined,
): string | undefined {
  if (!marker) return undefined;
  const key = marker.trim().toLowerCase().replace(/\.$/, '');
  const upper = key.toUpperCase();
  if (/^[A-Z]{3}$/.test(upper) && (ISO.has(upper) || OLD_CODES[upper]))
    return OLD_CODES[upper] ?? upper;
  if (SHARED[key]) return SHARED[key][country ?? ''] ?? SHARED_DEFAULT[key];
  for (const [symbol, code] of SYMBOLS) if (key === symbol || key.startsWith(symbol)) return code;
  return undefined;
}

/** A code from structured data, normalised ('RUR' is RUB, '€' is EUR); else undefined. */
export function normaliseCode(value: string | undefined, country: string | undefined) {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^[A-Za-z]{3}$/.test(trimmed)) {
    const upper = trimmed.toUpperCase();
    return OLD_CODES[upper] ?? upper;
  }
  return currencyFor(trimmed, country);
}

/** The marker pattern (symbols, words and codes) used by the price scanner. */
export const CURRENCY_MARKER =
  '(?:US\\$|NT\\$|R\\$|C\\$|CA\\$|AU?\\$|NZ\\$|HK\\$|S\\$|MX\\$|\\$|£|€|₽|₹|₪|₩|원|¥|円|元|₴|₺|₸|฿|₫|₱|zł|Kč|lei|Lei|LEI|тг\\.?|руб\\.?|грн\\.?|лв\\.?|р\\.|ر\\.س\\.?|ريال|د\\.إ|Ft|kr\\.?|Kr\\.?|Rs\\.?|Rp|RM|Br|(?:USD|EUR|GBP|CHF|SEK|NOK|DKK|PLN|CZK|HUF|RON|BGN|CAD|AUD|NZD|JPY|KRW|CNY|INR|PKR|RUB|RUR|BYN|KZT|UAH|ILS|SAR|AED|TRY|ZAR|BRL|ARS|CLP|MXN|COP|TWD|HKD|SGD|THB|MYR|IDR|PHP|VND|ISK)(?![A-Za-z]))';

function countryOfHost(host: string): string | undefined {
  const parts = host.toLowerCase().split('.');
  const tld = parts.at(-1) ?? '';
  if (tld.length === 2 && COUNTRY_CURRENCY[tld]) return tld === 'uk' ? 'gb' : tld;
  // ar-sa.namshi.com, en-ca.shop.com: a locale in the first label.
  const label = /^[a-z]{2}-([a-z]{2})$/.exec(parts[0] ?? '')?.[1];
  return label && COUNTRY_CURRENCY[label] ? label : undefined;
}

/** /gb/en/, /en-ca/, /ie/en/: many international shops put the country in the path. */
function countryOfPath(pathname: string): string | undefined {
  const segments = pathname.toLowerCase().split('/').filter(Boolean).slice(0, 3);
  for (const segment of segments) {
    const pair = /^([a-z]{2})[-_]([a-z]{2})$/.exec(segment);
    if (pair && COUNTRY_CURRENCY[pair[2]!]) return pair[2];
  }
  const first = segments[0];
  if (
    first &&
    first.length === 2 &&
    COUNTRY_CURRENCY[first] &&
    /^[a-z]{2}$/.test(segments[1] ?? '')
  ) {
    return first === 'uk' ? 'gb' : first;
  }
  return undefined;
}

/** The region of a language tag: en-GB, zh-Hant-TW, en_CA. */
function regionOfLanguage(tag: string | undefined): string | undefined {
  const region = /^[a-z]{2,3}(?:[-_][a-z]{4})?[-_]([a-z]{2})\b/i.exec(tag?.trim() ?? '')?.[1];
  const lower = region?.toLowerCase();
  return lower && COUNTRY_CURRENCY[lower] ? (lower === 'uk' ? 'gb' : lower) : undefined;
}

/** The shop's country: its domain, its path, then the page's own language and locale tags. */
export function shopCountry(
  shopUrl: URL,
  languageTags: (string | undefined)[],
): string | undefined {
  return (
    countryOfHost(shopUrl.hostname) ??
    countryOfPath(shopUrl.pathname) ??
    languageTags.map(regionOfLanguage).find(Boolean)
  );
}
