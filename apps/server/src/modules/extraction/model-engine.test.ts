import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createComponentVia } from '../expenses/test-support.ts';
import { asPdf, extractVia, makeLaidOutPdf, readInvoiceFixture } from './test-support.ts';

/**
 * A small OpenAI-compatible server on loopback: POST /v1/chat/completions answers whatever the
 * test sets as the next reply, and records what it was sent.
 */
let model: Server;
let reply: { status: number; content: string };
let received: Array<{ authorization: string | undefined; body: Record<string, unknown> }> = [];

let t: TestApp;
let owner: SignedInUser;
let room: BuildComponent;
let invoice: Buffer;

beforeAll(async () => {
  model = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      received.push({ authorization: request.headers.authorization, body: JSON.parse(raw) });
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: reply.content } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  const { port } = model.address() as AddressInfo;
  t = await buildTestApp({
    env: {
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      OPENAI_API_KEY: 'sk-test-key',
      AI_MODEL: 'renovation-reader',
    },
  });
  owner = await createSignedInUser(t, { role: 'owner' });
  room = await createComponentVia(t, owner.authorization, { name: 'Hall' });
  invoice = await readInvoiceFixture('01-merchant-plasterboard.pdf');
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => model.close(resolve));
});
beforeEach(() => {
  received = [];
});

/** The invoice as a model would read it, with its own wording so the engine is visible. */
const goodAnswer = {
  supplier: 'Northgate Builders Merchants',
  vat_mode: 'PLUS_VAT',
  items: [
    {
      description: 'Plasterboard sheets',
      product: 'PB125-2412',
      quantity: 12,
      unit_price: 8.5,
      discount: 0,
      line_total: 102,
    },
    {
      description: 'Drywall screws',
      product: 'DW38-1000',
      quantity: 2,
      unit_price: 9.95,
      discount: 0,
      line_total: 19.9,
    },
    {
      description: 'Jointing tape',
      product: 'JT-25M',
      quantity: 3,
      unit_price: 4.2,
      discount: 0,
      line_total: 12.6,
    },
    {
      description: 'Multi-finish plaster',
      product: 'MP-25KG',
      quantity: 6,
      unit_price: 11.4,
      discount: 3.42,
      line_total: 64.98,
    },
  ],
  subtotal: 199.48,
  vat: 39.9,
  total: 239.38,
};

async function extract() {
  const response = await extractVia(t, owner.authorization, {
    roomId: room.id,
    file: asPdf(invoice),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('extraction with an OpenAI-compatible model', () => {
  it("uses the model's rows when they fit the schema and reconcile, and says so", async () => {
    reply = { status: 200, content: `\`\`\`json\n${JSON.stringify(goodAnswer)}\n\`\`\`` };
    const body = await extract();
    expect(body.engine).toBe('openai');
    expect(body.supplier).toBe('Northgate Builders Merchants');
    expect(body.reconciliation).toMatchObject({ status: 'matched', rows_total: 239.38 });
    expect(
      body.expenses.map((row: { description: string; total_cost: number }) => [
        row.description,
        row.total_cost,
      ]),
    ).toEqual([
      ['Plasterboard sheets', 122.4],
      ['Drywall screws', 23.88],
      ['Jointing tape', 15.12],
      ['Multi-finish plaster', 77.98],
    ]);
    expect(received).toHaveLength(1);
    expect(received[0]!.authorization).toBe('Bearer sk-test-key');
    expect(received[0]!.body.model).toBe('renovation-reader');
    const messages = received[0]!.body.messages as Array<{ content: string }>;
    expect(messages[1]!.content).toContain('Plasterboard 12.5mm 2400x1200');
  });

  it('falls back to the built-in parser when the answer does not fit the schema', async () => {
    reply = {
      status: 200,
      content: JSON.stringify({ rows: [{ name: 'Plasterboard', price: 'cheap' }] }),
    };
    const body = await extract();
    expect(body.engine).toBe('builtin');
    expect(body.expenses[0].description).toBe('Plasterboard 12.5mm 2400x1200');
    expect(received).toHaveLength(1);
  });

  it('falls back when the rows do not reconcile with the printed total', async () => {
    const invented = {
      ...goodAnswer,
      items: [
        ...goodAnswer.items,
        {
          description: 'Skip hire',
          product: '',
          quantity: 1,
          unit_price: 250,
          discount: 0,
          line_total: 250,
        },
      ],
    };
    reply = { status: 200, content: JSON.stringify(invented) };
    const body = await extract();
    expect(body.engine).toBe('builtin');
    expect(body.expenses).toHaveLength(4);
    expect(body.reconciliation.status).toBe('matched');
  });

  it('falls back when a line does not add up', async () => {
    const wrongLine = {
      ...goodAnswer,
      items: goodAnswer.items.map((item, index) =>
        index === 0 ? { ...item, line_total: 100 } : item,
      ),
    };
    reply = { status: 200, content: JSON.stringify(wrongLine) };
    expect((await extract()).engine).toBe('builtin');
  });

  it('falls back when the model server fails or answers no JSON', async () => {
    reply = { status: 500, content: 'overloaded' };
    expect((await extract()).engine).toBe('builtin');
    reply = { status: 200, content: 'I think this is an invoice for plasterboard.' };
    expect((await extract()).engine).toBe('builtin');
  });

  it("sends the layout reader's lines and the page text, and puts the model's rows through the same reconciliation", async () => {
    // A German invoice at 19 %: net rows only add up to the total with the VAT as a row of its own.
    const german = await makeLaidOutPdf([
      [
        [40, 'Muster Bau GmbH'],
        [400, 'Rechnung'],
      ],
      [[40, 'Werkstraße 1, 12345 Musterstadt']],
      [],
      [
        [40, 'Bezeichnung'],
        [300, 'Menge'],
        [360, 'Einzelpreis'],
        [460, 'Gesamt'],
      ],
      [
        [40, 'Fliesen 30x60 anthrazit'],
        [300, '40 m²'],
        [360, '25,50'],
        [460, '1.020,00'],
      ],
      [
        [40, 'Fliesenkleber 25 kg'],
        [300, '8'],
        [360, '18,90'],
        [460, '151,20'],
      ],
      [
        [300, 'Summe netto'],
        [460, '1.171,20'],
      ],
      [
        [300, 'zzgl. 19 % MwSt.'],
        [460, '222,53'],
      ],
      [
        [300, 'Rechnungsbetrag'],
        [460, '1.393,73'],
      ],
    ]);
    const modelRows = [
      {
        description: 'Wall tiles',
        product: '',
        quantity: 40,
        unit_price: 25.5,
        discount: 0,
        line_total: 1020,
      },
      {
        description: 'Tile adhesive',
        product: '',
        quantity: 8,
        unit_price: 18.9,
        discount: 0,
        line_total: 151.2,
      },
    ];
    // The model says + VAT; the app's 20 % would make 1,405.44, not the printed 1.393,73.
    reply = {
      status: 200,
      content: JSON.stringify({
        supplier: 'Muster Bau GmbH',
        vat_mode: 'PLUS_VAT',
        items: modelRows,
        subtotal: 1171.2,
        vat: 222.53,
        total: 1393.73,
      }),
    };
    const response = await extractVia(t, owner.authorization, {
      roomId: room.id,
      file: asPdf(german),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const prompt = (received[0]!.body.messages as Array<{ content: string }>)[1]!.content;
    expect(prompt).toContain('Fliesen 30x60 anthrazit | 40 m² | 25,50 | 1.020,00');
    expect(prompt).toContain('Document text:');
    expect(body.engine).toBe('openai');
    expect(
      body.expenses.map((row: { description: string; add_vat: string; total_cost: number }) => [
        row.description,
        row.add_vat,
        row.total_cost,
      ]),
    ).toEqual([
      ['Wall tiles', 'NO_VAT', 1020],
      ['Tile adhesive', 'NO_VAT', 151.2],
      ['VAT 19 %', 'NO_VAT', 222.53],
    ]);
    expect(body.reconciliation).toMatchObject({ status: 'matched', rows_total: 1393.73 });

    // Rows that leave out an item add up to nothing printed: refused, the layout reader's rows instead.
    reply = {
      status: 200,
      content: JSON.stringify({
        supplier: 'Muster Bau GmbH',
        vat_mode: 'PLUS_VAT',
        items: modelRows.slice(0, 1),
        subtotal: null,
        vat: null,
        total: null,
      }),
    };
    const fallback = await extractVia(t, owner.authorization, {
      roomId: room.id,
      file: asPdf(german),
    });
    expect(fallback.json().engine).toBe('builtin');
    expect(fallback.json().expenses.map((row: { description: string }) => row.description)).toEqual(
      ['Fliesen 30x60 anthrazit', 'Fliesenkleber 25 kg', 'VAT 19 %'],
    );
  });
  it("with no total read by the built-in reader, the model's total counts only when the page prints it", async () => {
    // A list of work with no total line: the built-in reader finds the rows but no total.
    const list = await makeLaidOutPdf([
      [[40, 'Werkstatt Muster GmbH']],
      [[40, 'Leistungsnachweis Oktober']],
      [],
      [
        [40, 'Bezeichnung'],
        [300, 'Menge'],
        [360, 'Einzelpreis'],
        [460, 'Gesamt'],
      ],
      [
        [40, 'Fliesen verlegt'],
        [300, '12 m²'],
        [360, '35,00'],
        [460, '420,00'],
      ],
      [
        [40, 'Silikonfugen'],
        [300, '6 m'],
        [360, '8,50'],
        [460, '51,00'],
      ],
      [],
      [[40, 'Zu begleichen bis 30.11.2026: 471,00 € ohne Abzug']],
    ]);
    const rows = [
      {
        description: 'Tiling',
        product: '',
        quantity: 12,
        unit_price: 35,
        discount: 0,
        line_total: 420,
      },
      {
        description: 'Silicone joints',
        product: '',
        quantity: 6,
        unit_price: 8.5,
        discount: 0,
        line_total: 51,
      },
    ];
    const answer = (items: typeof rows, total: number) => ({
      status: 200,
      content: JSON.stringify({
        supplier: 'Werkstatt Muster GmbH',
        vat_mode: 'NO_VAT',
        items,
        subtotal: null,
        vat: null,
        total,
      }),
    });
    const send = async () => {
      const response = await extractVia(t, owner.authorization, {
        roomId: room.id,
        file: asPdf(list),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    // An extra row the page does not show, and a total made up to match it: refused.
    reply = answer(
      [
        ...rows,
        { ...rows[1]!, description: 'Cleaning', quantity: 1, unit_price: 60, line_total: 60 },
      ],
      531,
    );
    expect((await send()).engine).toBe('builtin');

    // The same rows with the total the page prints: the model's rows are used.
    reply = answer(rows, 471);
    const body = await send();
    expect(body.engine).toBe('openai');
    expect(body.reconciliation).toMatchObject({ status: 'matched', rows_total: 471 });
    expect(body.expenses.map((row: { description: string }) => row.description)).toEqual([
      'Tiling',
      'Silicone joints',
    ]);
  });
});
