import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { createComponent, uniqueName } from '../fixtures/money';
import { bearer, createUser, signInAs, signInThroughApi } from '../fixtures/session';

test.use({ bypassCSP: true });

/**
 * What a partner reads after an evening of someone else's work: a plan applied, a batch of
 * expenses saved and a task's status changed, as three lines, named and worded.
 */
async function eveningOfWork(request: APIRequestContext, displayName: string) {
  const anna = await createUser(request, { role: 'project_manager', displayName });
  const headers = bearer((await signInThroughApi(request, anna.email, anna.password)).idToken);
  const roof = await createComponent(request, { name: uniqueName('Roof'), type: 'room' });

  // A goal naming a room of its own: on a room that has these tasks, none would be added.
  const plan = await request.post('/api/ai/agentic-plan', {
    headers,
    data: { goal: `Re-roof: the ${roof.name}` },
  });
  expect(plan.status(), await plan.text()).toBe(200);

  const batch = { ...headers, 'x-action-id': randomUUID() };
  for (const description of ['Worktop', 'Sink', 'Tap']) {
    const saved = await request.post('/api/expenses', {
      headers: batch,
      data: { component_id: roof.id, description, rrp: 120, amount_paid: 0 },
    });
    expect(saved.status(), await saved.text()).toBe(201);
  }

  const task = {
    name: 'Strip out',
    startAt: '2027-03-01',
    endAt: '2027-03-03',
    group: { id: roof.id },
  };
  const created = await request.post('/api/tasks', { headers, data: task });
  expect(created.status(), await created.text()).toBe(201);
  const { id, updated_at } = await created.json();
  const updated = await request.put(`/api/tasks/${id}`, {
    headers,
    data: { ...task, status: { id: 2 }, updated_at },
  });
  expect(updated.status(), await updated.text()).toBe(200);
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`the bell lists an evening's work as one line per action (${theme}, ${width} px)`, async ({
      page,
      request,
    }) => {
      const anna = uniqueName('Anna');
      await eveningOfWork(request, anna);
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await signInAs(page, { role: 'viewer' });
      await page.goto('/');

      await page.getByRole('button', { name: /^Notifications, \d+\+? unread$/ }).click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      const items = panel.getByRole('listitem');
      await expect(items.nth(0)).toContainText(`${anna} updated task 'Strip out'`);
      await expect(items.nth(0)).toContainText('Strip out: Planned -> In Progress');
      await expect(items.nth(1)).toContainText(`${anna} created task 'Strip out'`);
      await expect(items.nth(2)).toContainText(`${anna} saved 3 expenses`);
      await expect(items.nth(3)).toContainText(`${anna} applied a plan: 6 tasks added`);
      await items.nth(3).getByRole('button', { name: 'Show the 6 changes' }).click();
      await expect(items.nth(3)).toContainText("created task 'Put up scaffolding'");
      expect(await seriousViolations(page)).toEqual([]);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      await page.screenshot({
        path: `${process.env.SCREENSHOT_DIR ?? test.info().outputDir}/notifications-${theme}-${width}.png`,
      });

      await items.nth(0).getByRole('link', { name: 'Open the schedule' }).click();
      await expect(page).toHaveURL(/\/schedule$/);
      await expect(panel).toHaveCount(0);
    });
  }
}
