import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { jsonLdGraphPage, severalPricesPage } from '../../test/shop-fixture-pages.ts';
import { type ShopTestServer, startShopTestServer } from '../../test/shop-test-server.ts';
import { MODEL_CHOSE_NOTICE, MODEL_FOUND_NONE_NOTICE } from './model-choice.ts';

/**
 * AI_PROVIDER=openai against a small OpenAI-compatible server on loopback: a page the rules
 * could not read with confidence goes to the model with the page's prices; the model can only
 * name one of them (or none), so a price it makes up never reaches the preview.
 */
let model: Server;
let reply: { status: number; content: string };
let received: Array<{ messages: Array<{ role: string; content: string }> }> = [];
let shop: ShopTestServer;
let t: TestApp;
let owner: SignedInUser;

beforeAll(async () => {
  model = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      received.push(JSON.parse(raw));
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          choices: [{ index: 0, message: { role: 'assistant', content: reply.content } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  const { port } = model.address() as AddressInfo;
  shop = await startShopTestServer();
  shop.route('/p/bath-mat', { html: severalPricesPage() });
  shop.route('/p/oak-table', { html: jsonLdGraphPage('1299.00') });
  t = await buildTestApp({
    env: {
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_MODEL: 'shop-reader',
      FETCH_ALLOW_HOSTS: shop.allowHost,
    },
  });
  owner = await createSignedInUser(t, { role: 'owner' });
});
afterAll(async () => {
  await t.close();
  await shop.close();
  await new Promise((resolve) => model.close(resolve));
});
beforeEach(() => {
  received = [];
});

async function extract(path: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ideas/extract',
    headers: { authorization: owner.authorization },
    payload: { url: `${shop.origin}${path}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('a page the rules were unsure of, put to the model', () => {
  it("is asked with the page's prices and its choice is taken", async () => {
    reply = { status: 200, content: JSON.stringify({ choice: 2 }) };
    expect(await extract('/p/bath-mat')).toMatchObject({
      name: 'Cotton Bath Mat',
      price: 18,
      currency: 'GBP',
      notice: MODEL_CHOSE_NOTICE,
    });
    expect(received).toHaveLength(1);
    const question = JSON.parse(received[0]!.messages[1]!.content);
    expect(question).toMatchObject({
      product: 'Cotton Bath Mat',
      page: `${shop.origin}/p/bath-mat`,
    });
    expect(question.prices).toEqual([
      { number: 1, amount: 12, currency: 'GBP', text: '£12.00' },
      { number: 2, amount: 18, currency: 'GBP', text: '£18.00' },
    ]);
  });

  it('a price the model makes up, or a number not in the list, is ignored', async () => {
    const rules = {
      price: 12,
      notice: 'Several prices are on that page: £12.00 was chosen over £18.00. Check the price.',
    };
    reply = { status: 200, content: JSON.stringify({ choice: 3, price: 99.99 }) };
    expect(await extract('/p/bath-mat')).toMatchObject(rules);
    reply = { status: 200, content: JSON.stringify({ price: 99.99 }) };
    expect(await extract('/p/bath-mat')).toMatchObject(rules);
    reply = { status: 200, content: JSON.stringify({ choice: '1.5' }) };
    expect(await extract('/p/bath-mat')).toMatchObject(rules);
  });

  it('none of them: the price is left empty, never guessed', async () => {
    reply = { status: 200, content: JSON.stringify({ choice: null }) };
    expect(await extract('/p/bath-mat')).toMatchObject({
      price: null,
      notice: MODEL_FOUND_NONE_NOTICE,
    });
  });

  it("a model that fails keeps the rules' reading", async () => {
    reply = { status: 500, content: 'overloaded' };
    expect(await extract('/p/bath-mat')).toMatchObject({ price: 12 });
    reply = { status: 200, content: 'not json at all' };
    expect(await extract('/p/bath-mat')).toMatchObject({ price: 12 });
  });

  it('a page read with confidence is not put to the model', async () => {
    reply = { status: 200, content: JSON.stringify({ choice: 1 }) };
    expect(await extract('/p/oak-table')).toMatchObject({ price: 1299, notice: null });
    expect(received).toHaveLength(0);
  });
});
