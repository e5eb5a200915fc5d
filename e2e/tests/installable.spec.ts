import { expect, test } from '@playwright/test';

test('the app can be added to a home screen: manifest, icons and theme colour', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#2563eb');

  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: 'Home Renovation Tracker',
    start_url: '/',
    display: 'standalone',
  });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon: { purpose: string }) => icon.purpose === 'maskable')).toBe(
    true,
  );
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const response = await request.get(icon.src);
    expect(response.status()).toBe(200);
    const png = await response.body();
    // A PNG's IHDR holds its width and height at bytes 16 and 20.
    const [width] = icon.sizes.split('x').map(Number);
    expect(png.readUInt32BE(16)).toBe(width);
    expect(png.readUInt32BE(20)).toBe(width);
  }
});
