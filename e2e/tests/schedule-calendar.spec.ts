import type { Task } from '@hrt/shared/schemas/schedule';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createComponent, uniqueName } from '../fixtures/money';
import { createTask, dayFromToday, listTasks, plusDays } from '../fixtures/schedule';
import { bearer, ownerToken, signInAs } from '../fixtures/session';

/**
 * The working calendar on screen (decision 034): a move carries the tasks that depend on it (by drag and by keyboard), one
 * 'Undo' puts them all back, and the Gantt shades the days off in both themes. The calendar is
 * the household's, shared by every spec on this server: each test sets it and puts it back.
 */

test.use({ bypassCSP: true });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const bar = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)},`) });

async function setCalendar(request: APIRequestContext, workingDays: number[], holidays: string) {
  const response = await request.put('/api/settings/calendar', {
    headers: bearer(await ownerToken(request)),
    data: { working_days: workingDays, holidays },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The Monday of the week after the one holding `date`. */
function nextMonday(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return plusDays(date, 7 - ((day + 6) % 7));
}

/**
 * Next week: A on Monday and Tuesday, B (after A) on Wednesday and Thursday, C (after B) on
 * Friday. No holidays, so only the weekend is a day off wherever the calendar stands.
 */
async function chainOfThree(page: Page) {
  const component = await createComponent(page.request, {
    name: uniqueName('Utility'),
    type: 'room',
  });
  const monday = nextMonday(dayFromToday(0));
  const names = {
    a: uniqueName('Strip utility'),
    b: uniqueName('Wire utility'),
    c: uniqueName('Tile utility'),
  };
  const a = await createTask(page.request, {
    name: names.a,
    startAt: monday,
    endAt: plusDays(monday, 2),
    componentId: component.id,
  });
  const b = await createTask(page.request, {
    name: names.b,
    startAt: plusDays(monday, 2),
    endAt: plusDays(monday, 4),
    componentId: component.id,
    dependencies: [a.id],
  });
  const c = await createTask(page.request, {
    name: names.c,
    startAt: plusDays(monday, 4),
    endAt: plusDays(monday, 5),
    componentId: component.id,
    dependencies: [b.id],
  });
  return { component, monday, names, ids: [a.id, b.id, c.id] };
}

async function datesOf(page: Page, ids: string[]) {
  const all = await listTasks(page.request);
  return ids.map((id) => {
    const task = all.find((other: Task) => other.id === id)!;
    return [task.startAt, task.endAt];
  });
}

async function openSchedule(page: Page, filter: string) {
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { name: 'Project Schedule' })).toBeVisible();
  await page.getByLabel('Filter by task or component').fill(filter);
}

test.beforeEach(async ({ request }) => setCalendar(request, [1, 2, 3, 4, 5], 'none'));
test.afterEach(async ({ request }) => setCalendar(request, [1, 2, 3, 4, 5], 'england-and-wales'));

test('dragging a task with two dependants moves all three; one Undo puts them back', async ({
  page,
}) => {
  const { component, monday, names, ids } = await chainOfThree(page);
  await signInAs(page, { role: 'build_manager' });
  await openSchedule(page, component.name);

  // One day later (days are 40 px at zoom 1).
  const box = (await bar(page, names.a).boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 4; step += 1) {
    await page.mouse.move(box.x + 20 + step * 10, box.y + box.height / 2);
  }
  await page.mouse.up();

  const prompt = page.getByRole('dialog', { name: `Move ${names.a} 1 day later?` });
  await expect(prompt).toBeVisible();
  const carry = prompt.getByRole('checkbox', { name: 'Also move the 2 tasks that depend on it' });
  await expect(carry).toBeChecked();
  // The chart shows the whole move before it is saved: C crosses the weekend to Monday.
  await expect(bar(page, names.c)).toHaveAccessibleName(
    new RegExp(`^${escapeRegExp(names.c)}, Mon`),
  );
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/move') && r.request().method() === 'PATCH',
  );
  await prompt.getByRole('button', { name: 'Move' }).click();
  expect((await saved).status()).toBe(200);
  await expect(prompt).toBeHidden();

  // A one working day later; B with it; C from Friday over the weekend to Monday, still 1 day.
  await expect
    .poll(() => datesOf(page, ids))
    .toEqual([
      [plusDays(monday, 1), plusDays(monday, 3)],
      [plusDays(monday, 3), plusDays(monday, 5)],
      [plusDays(monday, 7), plusDays(monday, 8)],
    ]);

  const toast = page.locator('[data-sonner-toast]').filter({ hasText: '3 tasks moved.' });
  const undone = page.waitForResponse((r) => r.url().endsWith('/api/tasks/move'));
  await toast.getByRole('button', { name: 'Undo' }).click();
  expect((await undone).status()).toBe(200);
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Move undone.' }),
  ).toBeVisible();
  expect(await datesOf(page, ids)).toEqual([
    [monday, plusDays(monday, 2)],
    [plusDays(monday, 2), plusDays(monday, 4)],
    [plusDays(monday, 4), plusDays(monday, 5)],
  ]);
});

test('the keyboard move asks too, moves further with the arrows, and carries the dependants', async ({
  page,
}) => {
  const { component, monday, names, ids } = await chainOfThree(page);
  await signInAs(page, { role: 'owner' });
  await openSchedule(page, component.name);

  await bar(page, names.a).focus();
  await page.keyboard.press('ArrowRight');
  const prompt = page.getByRole('dialog', { name: `Move ${names.a} 1 day later?` });
  await expect(prompt.getByRole('button', { name: 'Move' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: `Move ${names.a} 2 days later?` })).toBeVisible();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/move') && r.request().method() === 'PATCH',
  );
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(200);

  // Two working days: B from Wednesday to Friday and over the weekend, C to Tuesday.
  await expect
    .poll(() => datesOf(page, ids))
    .toEqual([
      [plusDays(monday, 2), plusDays(monday, 4)],
      [plusDays(monday, 4), plusDays(monday, 8)],
      [plusDays(monday, 8), plusDays(monday, 9)],
    ]);
  await expect(bar(page, names.a)).toBeFocused();

  // Unticked, the task moves alone.
  await page.keyboard.press('ArrowLeft');
  const alone = page.getByRole('dialog', { name: `Move ${names.a} 1 day earlier?` });
  await alone.getByRole('checkbox', { name: 'Also move the 2 tasks that depend on it' }).uncheck();
  const movedAlone = page.waitForResponse(
    (r) => r.url().endsWith('/move') && r.request().method() === 'PATCH',
  );
  await alone.getByRole('button', { name: 'Move' }).click();
  expect((await movedAlone).request().postDataJSON()).toMatchObject({ with_dependants: false });
  await expect
    .poll(() => datesOf(page, ids))
    .toEqual([
      [plusDays(monday, 1), plusDays(monday, 3)],
      [plusDays(monday, 4), plusDays(monday, 8)],
      [plusDays(monday, 8), plusDays(monday, 9)],
    ]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the Gantt shades weekends and holidays (${theme})`, async ({ page }) => {
    const { component, monday, names } = await chainOfThree(page);
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await signInAs(page, { role: 'project_manager' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSchedule(page, component.name);
    await expect(bar(page, names.a)).toBeVisible();

    const saturday = plusDays(monday, 5);
    const days = page.getByTestId('days-off');
    await expect(days.locator(`[data-non-working="weekend"][data-date="${saturday}"]`)).toHaveCount(
      1,
    );
    await expect(days.locator(`[data-date="${plusDays(monday, 4)}"]`)).toHaveCount(0);
    const shade = await days
      .locator(`[data-date="${saturday}"]`)
      .evaluate((cell) => getComputedStyle(cell).backgroundColor);
    // The surface behind the chart: the nearest ancestor with a colour of its own.
    const card = await page.getByTestId('gantt-scroll').evaluate((el) => {
      let node: Element | null = el;
      while (node && getComputedStyle(node).backgroundColor === 'rgba(0, 0, 0, 0)') {
        node = node.parentElement;
      }
      return node ? getComputedStyle(node).backgroundColor : '';
    });
    expect(shade).not.toBe(card);

    // Monday to Saturday, from the schedule's own setting: Saturday is worked, Sunday is not.
    await page.getByRole('button', { name: 'Working calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Working calendar' });
    await dialog.getByRole('radio', { name: 'Monday to Saturday' }).check();
    await dialog.getByLabel('Public holidays').selectOption({ label: 'Scotland' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('Working days: Monday to Saturday · Scotland holidays'),
    ).toBeVisible();
    await expect(days.locator(`[data-date="${saturday}"]`)).toHaveCount(0);
    await expect(days.locator(`[data-date="${plusDays(monday, 6)}"]`)).toHaveCount(1);
    await setCalendar(page.request, [1, 2, 3, 4, 5], 'none');

    if (process.env.SCREENSHOT_DIR) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.reload();
        await expect(page.getByRole('heading', { name: 'Project Schedule' })).toBeVisible();
        await page.waitForTimeout(400);
        await page.screenshot({
          path: `${process.env.SCREENSHOT_DIR}/calendar-${theme}-${width}.png`,
        });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByLabel('Filter by task or component').fill(component.name);
      await bar(page, names.a).focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(300);
      await page.screenshot({
        path: `${process.env.SCREENSHOT_DIR}/move-prompt-${theme}-1280.png`,
      });
      await page.keyboard.press('Escape');
      // A month on with England's holidays (Christmas when run in November or December).
      await setCalendar(page.request, [1, 2, 3, 4, 5], 'england-and-wales');
      await page.reload();
      await page.getByRole('button', { name: 'Forward 1 month' }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/holidays-${theme}-1280.png` });
    }
  });
}
