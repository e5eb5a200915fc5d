import path from 'node:path';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { uniqueName } from '../fixtures/money';
import { bearer, ownerToken, signInAs } from '../fixtures/session';

test.use({ bypassCSP: true });

const photo = path.join(import.meta.dirname, '../fixtures/files/gps-photo.jpg');

for (const theme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`the timeline with entries has no serious axe violations (${theme}, ${width} px)`, async ({
      page,
      request,
    }) => {
      const form = {
        title: uniqueName('Windows fitted'),
        description: 'All six windows in, sills next.',
        date: '2026-04-02',
        photos: {
          name: 'w.jpg',
          mimeType: 'image/jpeg',
          buffer: (await import('node:fs')).readFileSync(photo),
        },
      };
      const created = await request.post('/api/timeline/entries', {
        headers: bearer(await ownerToken(request)),
        multipart: form,
      });
      expect(created.status()).toBe(201);
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await signInAs(page, { role: 'project_manager' });
      await page.goto('/timeline');
      await expect(page.getByRole('article', { name: form.title })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      if (process.env.SCREENSHOT_DIR) {
        await page.screenshot({
          path: `${process.env.SCREENSHOT_DIR}/timeline-${theme}-${width}.png`,
        });
        await page.goto('/');
        await expect(page.getByRole('heading', { name: 'Recent Updates' })).toBeVisible();
        await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/home-${theme}-${width}.png` });
      }
    });
  }
}
