import { describe, expect, it } from 'vitest';
import { readProductPage } from '../extraction/extract-product.ts';
import {
  decodePage,
  MAX_PARSED_CHARS,
  nestingDepth,
  preparePage,
  stripBulk,
} from './prepare-page.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('preparing a page for parsing', () => {
  it('counts nesting from tags: void elements and optional end tags do not pile up', () => {
    expect(nestingDepth('<html><body><div><p>a<p>b<br><img src=x><ul><li>1<li>2</ul></div>')).toBe(
      4,
    );
    expect(nestingDepth('<div><div/><span>x</span></div>')).toBe(2);
    expect(nestingDepth(`${'<section>'.repeat(1000)}${'</section>'.repeat(1000)}`)).toBe(1000);
  });

  it('refuses a page nested deeper than a few hundred levels, cheaply', () => {
    const deep = `<title>Deep</title>${'<div>'.repeat(500_000)}`;
    const started = performance.now();
    expect(() => preparePage(bytes(deep), 'text/html')).toThrow(
      'No product could be read from that page: its markup is nested too deeply.',
    );
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('takes out scripts, styles, comments and SVG, and keeps JSON-LD even past the cut', () => {
    const page =
      '<head><script>var a = "<div>";</script><style>p{}</style><!-- <div> --></head>' +
      `<body><svg><path d="M0"/></svg><p>${'x'.repeat(MAX_PARSED_CHARS)}</p>` +
      '<script type="application/ld+json">{"@type":"Product"}</script></body>';
    expect(stripBulk(page).jsonLd).toEqual(['{"@type":"Product"}']);
    const prepared = preparePage(bytes(page), 'text/html');
    expect(
      prepared.startsWith(
        '<script type="application/ld+json">{"@type":"Product"}</script><head></head><body><p>xxx',
      ),
    ).toBe(true);
    expect(prepared.length).toBe(MAX_PARSED_CHARS + 63);
  });

  it('JSON-LD survives an unclosed <textarea> before it (the blocks go first)', () => {
    const page =
      '<title>Shoes</title><body><textarea>note<h1>Shoes</h1>' +
      `<script type="application/ld+json">${JSON.stringify({ '@type': 'Product', name: 'Shoes', offers: { price: '43.97', priceCurrency: 'EUR' } })}</script>`;
    expect(
      readProductPage(preparePage(bytes(page), 'text/html'), 'https://shoes.example.com/p/1')
        .preview,
    ).toMatchObject({ price: 43.97, currency: 'EUR' });
  });

  it('a page past the cap keeps its head and the part around its heading', () => {
    const page =
      '<html><head><title>Lamp</title><meta property="og:site_name" content="Lamp Hall"></head>' +
      `<body><div class="consent">${'<p>cookie vendor</p>'.repeat(70_000)}</div>` +
      '<main><h1>Desk Lamp</h1><p class="price">£24.00</p><button>Add to basket</button></main>' +
      `<footer>${'<p>link</p>'.repeat(10_000)}</footer></body></html>`;
    const prepared = preparePage(bytes(page), 'text/html');
    expect(prepared.length).toBeLessThanOrEqual(MAX_PARSED_CHARS);
    expect(readProductPage(prepared, 'https://www.lamphall.co.uk/p/1').preview).toMatchObject({
      name: 'Desk Lamp',
      price: 24,
      retailer: 'Lamp Hall',
    });
  });

  it('an unclosed script or comment ends the page rather than costing a second pass', () => {
    expect(stripBulk('<p>a</p><script>'.repeat(20_000)).markup).toBe('<p>a</p>');
    expect(stripBulk('<p>b</p><!--<p>c</p>').markup).toBe('<p>b</p>');
  });

  it('decodes in the charset the header or the meta tag names', () => {
    const cp1251 = new Uint8Array([0x3c, 0x70, 0x3e, 0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2]);
    expect(decodePage(cp1251, 'text/html; charset=windows-1251')).toBe('<p>Привет');
    const latin = Buffer.concat([
      Buffer.from('<meta charset="iso-8859-1"><p>'),
      Buffer.from([0xe9]),
    ]);
    expect(decodePage(latin, 'text/html')).toBe('<meta charset="iso-8859-1"><p>é');
    expect(decodePage(bytes('<p>£5'), '')).toBe('<p>£5');
  });
});
