import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-as.ts';
import { createSignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/**
 * An expense's link must be a web address once https:// is put before it, and its invoice date
 * a day from 1900 to tomorrow (decision 058): a refused write says why and stores nothing.
 */

const NOT_A_LINK = 'That is not a web address: enter one like https://www.howdens.com/kitchens.';
const TOO_LATE = 'An invoice cannot be dated later than tomorrow: check the year.';
const TOO_EARLY = 'An invoice cannot be dated before 1900: check the year.';

let t: TestApp;
let api: ReturnType<typeof apiAs>;
let componentId: string;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiAs(t, await createSignedInUser(t, { role: 'owner' }));
  componentId = (await api.ok('POST', '/api/components', { name: 'Kitchen', type: 'room' })).id;
});
afterAll(() => t.close());

const worktop = (fields: Record<string, unknown>) => ({
  component_id: componentId,
  supplier: 'Howdens',
  product: 'Oak worktop',
  rrp: 420,
  ...fields,
});

async function expenseCount(): Promise<number> {
  return (await api.ok('GET', `/api/expenses?component_id=${componentId}`)).items.length;
}

describe('an expense link', () => {
  it('is refused when it is no web address, even with https:// put before it', async () => {
    const before = await expenseCount();
    for (const link of ['not a url', 'https://not a url', 'worktop', 'ftp://howdens.com/x']) {
      const refused = await api.call('POST', '/api/expenses', worktop({ link }));
      expect([link, refused.status, refused.body.errors]).toEqual([
        link,
        400,
        { link: [NOT_A_LINK] },
      ]);
    }
    expect(await expenseCount()).toBe(before);
  });

  it('is kept with https:// put before a bare address, and may be empty', async () => {
    const bare = await api.ok('POST', '/api/expenses', worktop({ link: 'howdens.com/worktops' }));
    expect(bare.link).toBe('https://howdens.com/worktops');
    const full = 'https://www.howdens.com/kitchens/oak?colour=natural#fit';
    expect((await api.ok('POST', '/api/expenses', worktop({ link: full }))).link).toBe(full);
    expect((await api.ok('POST', '/api/expenses', worktop({ link: '' }))).link).toBe('');
    const edited = await api.call(
      'PUT',
      `/api/expenses/${bare.id}`,
      worktop({ link: 'not a url' }),
    );
    expect([edited.status, edited.body.errors]).toEqual([400, { link: [NOT_A_LINK] }]);
  });
});

describe('an invoice date', () => {
  it('is refused in 2099 and before 1900, and kept in between', async () => {
    const before = await expenseCount();
    const late = await api.call('POST', '/api/expenses', worktop({ invoice_date: '2099-01-01' }));
    expect([late.status, late.body.errors]).toEqual([400, { invoice_date: [TOO_LATE] }]);
    const early = await api.call('POST', '/api/expenses', worktop({ invoice_date: '1899-12-31' }));
    expect([early.status, early.body.errors]).toEqual([400, { invoice_date: [TOO_EARLY] }]);
    expect(await expenseCount()).toBe(before);

    const kept = await api.ok('POST', '/api/expenses', worktop({ invoice_date: '2026-11-03' }));
    expect(kept.invoice_date).toBe('2026-11-03');
    expect(
      (await api.ok('POST', '/api/expenses', worktop({ invoice_date: '1900-01-01' }))).invoice_date,
    ).toBe('1900-01-01');
    const edited = await api.call(
      'PUT',
      `/api/expenses/${kept.id}`,
      worktop({ invoice_date: '2099-01-01' }),
    );
    expect([edited.status, edited.body.errors]).toEqual([400, { invoice_date: [TOO_LATE] }]);
  });
});
