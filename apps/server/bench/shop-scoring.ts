/**
 * How the ideas evaluation scores a page, written apart from the code it scores: the annotated
 * price read in the page's locale, and the currency an annotator's symbol means in the shop's
 * country. Deliberately independent tables (not the app's), so a wrong table in the app shows.
 */

/** Currencies with three decimals: there '1.234' is one and a bit, elsewhere it is 1234. */
const THREE_DECIMALS = new Set(['KWD', 'BHD', 'OMR', 'JOD', 'TND', 'LYD', 'IQD']);
/** Currencies written without decimals: a dot there always groups thousands ('3.34' is 3.340). */
const NO_DECIMALS = new Set(['CLP', 'KRW', 'JPY', 'ISK', 'VND', 'IDR', 'PYG', 'COP']);

/** The annotated price string as a number, read the way the page's locale writes numbers. */
export function expectedAmount(text: string | null, currency: string | undefined): number | null {
  if (text === null) return null;
  const compact = text.replace(/[\s\u00a0']/g, '');
  const dot = compact.lastIndexOf('.');
  const comma = compact.lastIndexOf(',');
  const last = Math.max(dot, comma);
  if (last < 0) return Number(compact);
  if (NO_DECIMALS.has(currency ?? '')) {
    const [whole = '', ...groups] = compact.split(/[.,]/);
    return Number(whole + groups.map((group) => group.padEnd(3, '0')).join(''));
  }
  const decimals = compact.length - last - 1;
  const bothKinds = dot >= 0 && comma >= 0;
  const groupsOnly = !bothKinds && decimals === 3 && !THREE_DECIMALS.has(currency ?? '');
  if (groupsOnly) return Number(compact.replace(/[.,]/g, ''));
  return Number(`${compact.slice(0, last).replace(/[.,]/g, '')}.${compact.slice(last + 1)}`);
}

/** Country (ISO 3166) to currency, for the countries a household's shops are in. */
const COUNTRY_CURRENCY: Record<string, string> = {
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
  se: 'SEK',
  no: 'NOK',
  dk: 'DKK',
  ch: 'CHF',
  il: 'ILS',
  sa: 'SAR',
  ae: 'AED',
  tr: 'TRY',
  za: 'ZAR',
  th: 'THB',
  my: 'MYR',
  id: 'IDR',
  ph: 'PHP',
  vn: 'VND',
};

/** Symbols that name one currency wherever they appear. */
const SYMBOL_CURRENCY: Record<string, string> = {
  '£': 'GBP',
  '€': 'EUR',
  '₽': 'RUB',
  '₹': 'INR',
  '₪': 'ILS',
  '₩': 'KRW',
  원: 'KRW',
  '¥': 'JPY',
  '₴': 'UAH',
  zł: 'PLN',
  kč: 'CZK',
  lei: 'RON',
  тг: 'KZT',
  '₸': 'KZT',
  'ر.س': 'SAR',
  chf: 'CHF',
  ft: 'HUF',
  nt$: 'TWD',
  r$: 'BRL',
};
/** Symbols whose currency depends on the country: $ and kr and Rs. */
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
  },
  kr: { se: 'SEK', no: 'NOK', dk: 'DKK' },
  rs: { pk: 'PKR', lk: 'LKR', in: 'INR' },
};

/** The shop's country: its country domain, else the region of the page's language tags. */
export function shopCountry(url: string, languageTags: (string | undefined)[]): string | undefined {
  const host = new URL(url).hostname;
  const tld = host.split('.').pop() ?? '';
  if (tld.length === 2 && COUNTRY_CURRENCY[tld]) return tld === 'uk' ? 'gb' : tld;
  for (const tag of languageTags) {
    const region = /[-_](?:[a-z]{4}[-_])?([a-z]{2})\b/i.exec(tag ?? '')?.[1]?.toLowerCase();
    if (region && COUNTRY_CURRENCY[region]) return region;
  }
  return 'us';
}

/** ISO 4217 for the annotated symbol in the shop's country (the country's own when none). */
export function expectedCurrency(
  symbol: string | null,
  country: string | undefined,
  declared?: string,
): string | undefined {
  const key = (symbol ?? '')
    .trim()
    .toLowerCase()
    .replace(/[.~]+$/, '');
  if (/^[a-z]{3}$/.test(key) && !['lei'].includes(key)) return key.toUpperCase();
  if (key && SHARED[key]) {
    // A shared symbol on a shop whose country the domain does not say: the page's own code
    // decides when it is one of that symbol's currencies ('$' with priceCurrency CAD).
    const family = [...Object.values(SHARED[key]), key === '$' ? 'USD' : ''];
    if (declared && family.includes(declared)) return declared;
    return SHARED[key][country ?? ''] ?? (key === '$' ? 'USD' : undefined);
  }
  for (const [mark, code] of Object.entries(SYMBOL_CURRENCY)) {
    if (key === mark || key.startsWith(mark)) return code;
  }
  return country ? COUNTRY_CURRENCY[country] : undefined;
}
