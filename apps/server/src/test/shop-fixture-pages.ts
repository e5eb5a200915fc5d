/**
 * Fixture shop pages in the structures real shops use: Shopify-style JSON-LD with @graph,
 * a ProductGroup with variants, schema.org microdata, OpenGraph product meta tags, and pages
 * with no structured data at all (as many big retailers serve them).
 */
const page = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>` +
  `<header><a href="/basket">Basket <span class="price">£0.00</span></a></header>${body}` +
  `<footer><p>Free delivery over <span class="price">£50</span></p></footer></body></html>`;

/** JSON-LD inside @graph, as Yoast/WooCommerce and many Shopify themes emit it. */
export function jsonLdGraphPage(price: string | number = '1299.00') {
  const graph = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebSite', name: 'Oak & Co', url: 'https://oak.example' },
      { '@type': 'BreadcrumbList', itemListElement: [] },
      {
        '@type': 'Product',
        name: 'Solid Oak Dining Table',
        description: 'Seats six. Oiled finish.',
        image: ['/images/oak-table.jpg', '/images/oak-table-2.jpg'],
        brand: { '@type': 'Brand', name: 'Oak & Co' },
        category: 'Furniture > Dining tables',
        offers: {
          '@type': 'Offer',
          price,
          priceCurrency: 'GBP',
          availability: 'https://schema.org/InStock',
          seller: { '@type': 'Organization', name: 'Oak & Co' },
        },
      },
    ],
  };
  return page(
    `<title>Solid Oak Dining Table | Oak &amp; Co</title>
     <script type="application/ld+json">${JSON.stringify(graph)}</script>`,
    `<main><h1>Solid Oak Dining Table</h1><p class="product-price">£${price}</p>
     <section class="related"><span class="price">£45.00</span></section></main>`,
  );
}

/** A ProductGroup whose variants carry the offers (colour variants). */
export function productGroupPage() {
  const group = {
    '@context': 'https://schema.org/',
    '@type': 'ProductGroup',
    name: 'Linen Cushion Cover',
    description: 'Stonewashed linen, 45 x 45 cm.',
    productGroupID: 'LCC',
    variesBy: ['https://schema.org/color'],
    hasVariant: [
      {
        '@type': 'Product',
        name: 'Linen Cushion Cover - Sage',
        image: 'https://cdn.example/sage.jpg',
        offers: { '@type': 'Offer', price: 24.5, priceCurrency: 'GBP' },
      },
      {
        '@type': 'Product',
        name: 'Linen Cushion Cover - Oat',
        image: 'https://cdn.example/oat.jpg',
        offers: { '@type': 'Offer', price: 22, priceCurrency: 'GBP' },
      },
    ],
  };
  return page(
    `<title>Linen Cushion Cover</title><script type="application/ld+json">
     ${JSON.stringify(group)};</script>`,
    '<main><h1>Linen Cushion Cover</h1><p class="price">from £22.00</p></main>',
  );
}

/** Schema.org microdata with a euro price in the content attribute. */
export function microdataPage() {
  return page(
    '<title>Brass Wall Sconce</title>',
    `<main><div itemscope itemtype="https://schema.org/Product">
       <h1 itemprop="name">Brass Wall Sconce</h1>
       <img itemprop="image" src="//cdn.lampen.example/sconce.jpg" alt="">
       <p itemprop="description">Hand-finished brass, E14 bulb.</p>
       <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
         <span itemprop="price" content="1299.00">1.299,00 €</span>
         <meta itemprop="priceCurrency" content="EUR">
       </div></div></main>`,
  );
}

/** OpenGraph with product:price meta tags and no JSON-LD. */
export function openGraphPage(amount = '89.99') {
  return page(
    `<title>Velvet Armchair – Sofa Hub</title>
     <meta property="og:type" content="product">
     <meta property="og:title" content="Velvet Armchair">
     <meta property="og:site_name" content="Sofa Hub">
     <meta property="og:image" content="/media/velvet-armchair.jpg">
     <meta property="og:description" content="Deep seat, bottle green velvet.">
     <meta property="product:price:amount" content="${amount}">
     <meta property="product:price:currency" content="GBP">`,
    '<main><h1>Velvet Armchair</h1></main>',
  );
}

/** No structured data: a sale price next to the struck-through old one, as big shops show. */
export function plainSalePage(now = '£15.00', was = '£20.00') {
  return page(
    '<title>Ribbed Glass Tumblers (Set of 4) | Home Store</title>',
    `<main><nav class="breadcrumb"><a href="/">Home</a><a href="/kitchen">Kitchen</a></nav>
     <div class="pdp"><div class="gallery"><img src="data:image/gif;base64,R0lGOD">
       <img data-src="/img/tumblers.jpg" src="/img/placeholder.svg"></div>
     <div class="details"><h1>Ribbed Glass Tumblers (Set of 4)</h1>
       <div class="price-box"><del class="price-was">Was ${was}</del>
       <span class="price-now">Now ${now}</span></div></div></div>
     <section class="carousel"><h2>You may also like</h2>
       <div class="product-card"><span class="price">£9.00</span></div></section></main>`,
  );
}

/** No structured data and two different prices with nothing marking the current one. */
export function severalPricesPage() {
  return page(
    '<title>Bath Mat</title>',
    `<main><div class="product"><h1>Cotton Bath Mat</h1>
     <span class="price">£12.00</span><span class="price">£18.00</span></div></main>`,
  );
}

/** A text price written the continental way, in the visible page only. */
export function continentalTextPage() {
  return page(
    '<title>Kupfer Pfanne</title>',
    '<main><h1>Copper Frying Pan</h1><div class="product-price">1.299,00 €</div></main>',
  );
}

/** A blog article: no product at all. */
export function articlePage() {
  return page(
    `<title>Ten tips for a calm bedroom</title><meta property="og:type" content="article">
     <meta property="og:title" content="Ten tips for a calm bedroom">`,
    '<main><article><h1>Ten tips for a calm bedroom</h1><p>Start with the light.</p></article></main>',
  );
}

/** A 1x1 PNG, for image URLs that must answer with an image. */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
