import { expect, type Response, test } from '@playwright/test';
import { createComponent, uniqueName } from '../fixtures/money';
import { owner, signInAs } from '../fixtures/session';

/** What the browser received for one response: its headers, and the bytes before and after. */
async function received(response: Response) {
  const headers = await response.allHeaders();
  // The live stream never ends: its body is not waited for.
  if (headers['content-type']?.startsWith('text/event-stream')) return null;
  const body = await response.body();
  const sizes = await response.request().sizes();
  return {
    url: new URL(response.url()).pathname,
    headers,
    bodyBytes: body.length,
    wireBytes: sizes.responseBodySize,
  };
}

// Issue 30: a phone on a weak signal downloads compressed responses and keeps the app's code.
test('API responses over 1 kB arrive compressed and hashed assets are cached for good', async ({
  page,
}) => {
  // Enough rooms that the component list is well over 1 kB.
  for (let i = 0; i < 8; i++) {
    await createComponent(page.request, { name: uniqueName('Speed room'), type: 'room' });
  }
  await signInAs(page, owner);
  const responses: Promise<Awaited<ReturnType<typeof received>>>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().method() === 'GET' && response.status() === 200) {
      responses.push(received(response));
    }
  };
  page.on('response', onResponse);
  await page.goto('/rooms');
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible();
  await expect(page.getByText('Speed room').first()).toBeVisible();
  // Responses after this point (notification polls) are not read once the test has ended.
  page.off('response', onResponse);
  const all = (await Promise.all(responses)).filter((r) => r !== null);

  const bigJson = all.filter(
    (r) =>
      r.url.startsWith('/api/') &&
      /json/.test(r.headers['content-type'] ?? '') &&
      r.bodyBytes > 1024,
  );
  expect(bigJson.map((r) => r.url)).toContain('/api/components');
  for (const r of bigJson) {
    expect(r.headers['content-encoding'], r.url).toMatch(/^(br|gzip)$/);
    expect(r.wireBytes, r.url).toBeLessThan(r.bodyBytes);
  }

  const assets = all.filter((r) => /^\/assets\/.+-[\w-]{8}\.(js|css)$/.test(r.url));
  expect(assets.some((r) => r.url.endsWith('.js'))).toBe(true);
  expect(assets.some((r) => r.url.endsWith('.css'))).toBe(true);
  for (const r of assets) {
    expect(r.headers['cache-control'], r.url).toBe('public, max-age=31536000, immutable');
  }
  const page_ = all.find((r) => r.url === '/rooms');
  expect(page_?.headers['cache-control']).toBe('no-cache');
});
