import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { createComponent, uniqueName } from '../fixtures/money';
import { createTask, dayFromToday, listTasks, plusDays } from '../fixtures/schedule';
import { signInAs } from '../fixtures/session';

/**
 * Project Schedule (/schedule): adding by clicking a row, dragging,
 * dependencies with their line and blocked state, zoom and navigation, read-only roles, moving
 * with the keyboard, the phone list, Agentic Planning and axe. The server is shared by every
 * spec file, so names are unique and each test filters the chart to its own component.
 */

test.use({ bypassCSP: true });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const bar = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)},`) });

async function openSchedule(page: Page, filter: string) {
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { name: 'Project Schedule' })).toBeVisible();
  await page.getByLabel('Filter by task or component').fill(filter);
}

/** The Monday of the week holding `date`. */
function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return plusDays(date, -((day + 6) % 7));
}

test('adds a task by clicking a row, then drags it two days later', async ({ page }) => {
  const component = await createComponent(page.request, {
    name: uniqueName('Kitchen'),
    type: 'room',
  });
  await signInAs(page, { role: 'project_manager' });
  await openSchedule(page, component.name);

  // Third day column of the window (days are 40 px at zoom 1).
  await page.getByTestId(`group-${component.id}`).click({ position: { x: 2 * 40 + 20, y: 16 } });
  const dialog = page.getByRole('dialog', { name: 'Add Task' });
  await expect(dialog.getByLabel('Component')).toHaveValue(component.id);
  const start = plusDays(mondayOf(dayFromToday(0)), 2);
  await expect(dialog.getByLabel('Start date')).toHaveValue(start);
  // A new task is one day long: its last day (the end date) is the day it starts.
  await expect(dialog.getByLabel('End date')).toHaveValue(start);
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByLabel('Task name').focus();
  await dialog.getByLabel('Supplier').focus();
  await expect(dialog.getByText('Task name is required')).toBeVisible();
  await dialog.getByLabel('Task name').fill('Fit worktops');
  await dialog.getByLabel('Owner').selectOption({ label: 'Carpenter' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const fit = bar(page, 'Fit worktops');
  await expect(fit).toBeVisible();
  const row = page.locator('[data-row="task"]', { hasText: 'Fit worktops' });
  await expect(row).toContainText('Carpenter');
  await expect(row).toContainText('Planned');

  const box = (await fit.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1) {
    await page.mouse.move(box.x + 20 + step * 10, box.y + box.height / 2);
  }
  const moved = page.waitForResponse(
    (response) => response.url().includes('/move') && response.request().method() === 'PATCH',
  );
  await page.mouse.up();
  expect((await moved).status()).toBe(200);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  await page.getByLabel('Filter by task or component').fill(component.name);
  await bar(page, 'Fit worktops').hover();
  await page.getByRole('button', { name: 'Edit Fit worktops' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Task' });
  await expect(edit.getByLabel('Start date')).toHaveValue(plusDays(start, 2));
  await expect(edit.getByLabel('End date')).toHaveValue(plusDays(start, 2));
});

test('a dependency draws its line and marks the task blocked', async ({ page }) => {
  const component = await createComponent(page.request, {
    name: uniqueName('Bathroom'),
    type: 'room',
  });
  // Names of their own: the planner's bathroom plan has tasks with these names too.
  const stripName = uniqueName('Strip out bathroom');
  const fixName = uniqueName('First fix plumbing');
  const monday = mondayOf(dayFromToday(0));
  const strip = await createTask(page.request, {
    name: stripName,
    startAt: monday,
    endAt: plusDays(monday, 4),
    componentId: component.id,
  });
  await createTask(page.request, {
    name: fixName,
    startAt: plusDays(monday, 2),
    endAt: plusDays(monday, 5),
    componentId: component.id,
  });
  await signInAs(page, { role: 'owner' });
  await openSchedule(page, component.name);

  await bar(page, fixName).hover();
  await page.getByRole('button', { name: `Edit ${fixName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Task' });
  const list = dialog.getByTestId('dependency-list');
  await expect(list.getByText(fixName)).toHaveCount(0); // never its own dependency
  await list.getByLabel(new RegExp(escapeRegExp(stripName))).check();
  await expect(dialog.getByText('1 selected · 1 blocked')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const row = page.locator('[data-row="task"]', { hasText: fixName });
  await expect(row.getByText('Blocked', { exact: true })).toBeVisible();
  await expect(page.locator('[data-task-bar][data-dependency="blocked"]')).toHaveCount(1);
  const line = page.locator('path[data-line-state="blocking"]');
  await expect(line).toHaveCount(1);
  await expect(line).toHaveAttribute('data-line', new RegExp(`^${strip.id}>`));

  await page.getByRole('button', { name: 'Dependency lines' }).click();
  await expect(line).toHaveCount(0);
  await page.getByRole('button', { name: 'Dependency lines' }).click();
  await expect(line).toHaveCount(1);
});

test('zooms through days, weeks and months, and navigates by one and three months', async ({
  page,
}) => {
  await signInAs(page, { role: 'viewer' });
  await page.goto('/schedule');
  const header = page.locator('[data-header-unit]');
  await expect(header).toHaveAttribute('data-header-unit', 'day');
  const monday = mondayOf(dayFromToday(0));
  const firstCell = () => header.locator('[data-header-cell]').first();
  const dayLabel = (date: string) => {
    const day = new Date(`${date}T00:00:00Z`);
    return `Mo ${day.getUTCDate()}`;
  };
  await expect(firstCell()).toHaveAttribute('data-header-cell', dayLabel(monday));

  await page.getByRole('button', { name: 'Forward 1 month' }).click();
  await expect(firstCell()).toHaveAttribute('data-header-cell', dayLabel(plusDays(monday, 28)));
  await page.getByRole('button', { name: 'Forward 3 months' }).click();
  await expect(firstCell()).toHaveAttribute('data-header-cell', dayLabel(plusDays(monday, 112)));
  await page.getByRole('button', { name: 'Back 3 months' }).click();
  await page.getByRole('button', { name: 'Back 1 month' }).click();
  await expect(firstCell()).toHaveAttribute('data-header-cell', dayLabel(monday));
  await page.getByRole('button', { name: 'Past' }).click();
  await expect(firstCell()).toHaveAttribute('data-header-cell', dayLabel(plusDays(monday, -182)));
  await page.getByRole('button', { name: 'Future' }).click();
  await expect(firstCell()).toHaveAttribute('data-header-cell', dayLabel(plusDays(monday, 182)));
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(firstCell()).toHaveAttribute('data-header-cell', dayLabel(monday));
  await expect(page.getByTestId('today-marker')).toBeVisible();

  await page.getByRole('button', { name: 'Zoom out' }).click(); // 0.67
  await expect(header).toHaveAttribute('data-header-unit', 'week');
  await page.getByRole('button', { name: 'Zoom out' }).click(); // 0.44
  await expect(header).toHaveAttribute('data-header-unit', 'week');
  await page.getByRole('button', { name: 'Zoom out' }).click(); // 0.30
  await expect(header).toHaveAttribute('data-header-unit', 'month');
  await page.getByRole('button', { name: 'Zoom out' }).click(); // 0.25
  await expect(page.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  await expect(page.getByText('25%')).toBeVisible();
  await page.getByRole('button', { name: 'Reset zoom' }).click();
  await expect(header).toHaveAttribute('data-header-unit', 'day');
  for (let step = 0; step < 3; step += 1)
    await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByText('300%')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeDisabled();

  // The wheel scrolls the timeline sideways, at half the wheel's distance.
  const scroller = page.getByTestId('gantt-scroll');
  const box = (await scroller.boundingBox())!;
  await page.mouse.move(box.x + 600, box.y + 100);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBe(200);
});

test('viewers and interior designers see the schedule read-only', async ({ browser, request }) => {
  const component = await createComponent(request, {
    name: uniqueName('Hall'),
    type: 'room',
  });
  for (const role of ['viewer', 'interior_designer'] as const) {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await createTask(page.request, {
      name: `Paint hall ${role}`,
      startAt: dayFromToday(0),
      endAt: dayFromToday(2),
      componentId: component.id,
    });
    await signInAs(page, { role });
    await openSchedule(page, component.name);
    await expect(bar(page, `Paint hall ${role}`)).toBeVisible();
    for (const name of ['Add Task', 'Test AI Agent', 'AI Analysis', 'Agentic Planning']) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    await bar(page, `Paint hall ${role}`).hover();
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await bar(page, `Paint hall ${role}`).press('ArrowRight');
    const group = (await page.getByTestId(`group-${component.id}`).boundingBox())!;
    await page.mouse.click(group.x + 200, group.y + 16);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  }
});

test('a focused bar moves by a working day with the arrow keys and opens with Enter', async ({
  page,
}) => {
  const component = await createComponent(page.request, { name: uniqueName('Loft'), type: 'room' });
  // Next week's Monday: a move is by working days, so two days on stays in the same week.
  const start = plusDays(mondayOf(dayFromToday(0)), 7);
  const task = await createTask(page.request, {
    name: 'Insulate loft',
    startAt: start,
    endAt: plusDays(start, 2),
    componentId: component.id,
  });
  await signInAs(page, { role: 'build_manager' });
  await openSchedule(page, component.name);
  await bar(page, 'Insulate loft').focus();
  // Pressed as fast as a held key repeats: each move builds on the dates the last one drew,
  // even while earlier answers are still on their way.
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/move')) answers.push(response.status());
  });
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft']) {
    await page.keyboard.press(key);
  }
  await expect.poll(() => answers).toEqual([200, 200, 200, 200]);
  await expect(bar(page, 'Insulate loft')).toBeFocused();
  const saved = (await listTasks(page.request)).find((other) => other.id === task.id)!;
  expect([saved.startAt, saved.endAt]).toEqual([plusDays(start, 2), plusDays(start, 4)]);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Edit Task' })).toBeVisible();
  await expect(page.getByLabel('Start date')).toHaveValue(plusDays(start, 2));
});

test('on a phone the schedule is a list by week with the same actions', async ({ page }) => {
  const component = await createComponent(page.request, {
    name: uniqueName('Utility'),
    type: 'room',
  });
  const monday = mondayOf(dayFromToday(0));
  await createTask(page.request, {
    name: uniqueName('Plumb washer'),
    startAt: monday,
    endAt: plusDays(monday, 1),
    componentId: component.id,
  }).then(async (first) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, { role: 'project_manager' });
    await page.goto('/schedule');
    const card = page.getByRole('article', { name: first.name });
    await expect(card).toBeVisible();
    await expect(page.getByRole('heading', { name: /This week/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Task' })).toBeVisible();
    const moved = page.waitForResponse((response) => response.url().includes('/move'));
    await card.getByRole('button', { name: `Move ${first.name} a day later` }).click();
    expect((await moved).status()).toBe(200);
    const saved = (await listTasks(page.request)).find((task) => task.id === first.id)!;
    expect(saved.startAt).toBe(plusDays(monday, 1));
    await card.getByRole('button', { name: `Edit ${first.name}` }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Task' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await card.getByRole('button', { name: `Delete ${first.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(card).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});

test('Agentic Planning with execute adds kitchen and bathroom tasks in order', async ({ page }) => {
  test.setTimeout(60_000);
  const kitchen = await createComponent(page.request, {
    name: uniqueName('Kitchen'),
    type: 'room',
  });
  const bathroom = await createComponent(page.request, {
    name: uniqueName('Bathroom'),
    type: 'room',
  });
  const before = new Set((await listTasks(page.request)).map((task) => task.id));
  await signInAs(page, { role: 'owner' });
  await page.goto('/schedule');
  await page.getByRole('button', { name: 'Agentic Planning' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agentic Planning' });
  await expect(dialog.getByLabel('Execute plan')).toBeChecked();
  await expect(dialog.getByLabel('Include analysis')).toBeChecked();
  const run = dialog.getByRole('button', { name: 'Run Agentic Planning' });
  await expect(run).toBeDisabled();
  await dialog
    .getByLabel('Renovation goal')
    .fill(`Renovate the ${kitchen.name} and the ${bathroom.name}`);
  await run.click();
  const result = dialog.locator('[data-plan-status]');
  await expect(result).toHaveAttribute('data-plan-status', 'executed', { timeout: 20_000 });
  await expect(
    dialog.getByRole('list', { name: 'Created tasks' }).getByRole('listitem'),
  ).not.toHaveCount(0);

  const created = (await listTasks(page.request)).filter((task) => !before.has(task.id));
  const ours = created.filter((task) => [kitchen.id, bathroom.id].includes(task.group.id));
  expect(ours.filter((task) => task.group.id === kitchen.id).length).toBeGreaterThan(1);
  expect(ours.filter((task) => task.group.id === bathroom.id).length).toBeGreaterThan(1);
  const byId = new Map(created.map((task) => [task.id, task]));
  const withDependencies = ours.filter((task) => task.dependencies.length > 0);
  expect(withDependencies.length).toBeGreaterThan(0);
  for (const task of withDependencies) {
    for (const id of task.dependencies) {
      const predecessor = byId.get(id);
      if (predecessor)
        expect(predecessor.endAt <= task.startAt, `${predecessor.name} before ${task.name}`).toBe(
          true,
        );
    }
  }
  // Strip-out comes before decorating in each room that has both.
  for (const room of [kitchen.id, bathroom.id]) {
    const inRoom = ours
      .filter((task) => task.group.id === room)
      .sort((a, b) => (a.startAt < b.startAt ? -1 : 1));
    const strip = inRoom.findIndex((task) => /strip|demoli|remov/i.test(task.name));
    const decorate = inRoom.findIndex((task) => /decorat|paint/i.test(task.name));
    if (strip >= 0 && decorate >= 0) expect(strip).toBeLessThan(decorate);
  }

  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await page.getByLabel('Filter by task or component').fill(kitchen.name);
  await expect(page.locator('[data-row="task"]').first()).toBeVisible();
  await expect(page.locator('path[data-line]').first()).toBeAttached();
});

test('the AI buttons answer the planner test, a missing goal and a refused one', async ({
  page,
}) => {
  await signInAs(page, { role: 'owner' });
  await page.goto('/schedule');
  await page.getByRole('button', { name: 'Test AI Agent' }).click();
  await expect(
    page.getByText(
      'The built-in planner is active: it plans offline from its renovation knowledge base.',
    ),
  ).toBeVisible();

  const before = (await listTasks(page.request)).length;
  await page.getByRole('button', { name: 'Agentic Planning' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agentic Planning' });
  const goal = dialog.getByLabel('Renovation goal');
  await goal.focus();
  await goal.blur();
  await expect(dialog.getByText('Renovation goal is required')).toBeVisible();

  // The server refuses a control character; the dialog says so and nothing is created.
  await goal.fill('Renovate the loft\u0007');
  await dialog.getByRole('button', { name: 'Run Agentic Planning' }).click();
  const failure = dialog
    .getByRole('alert')
    .filter({ hasText: 'Failed to execute agentic plan...' });
  await expect(failure).toContainText('Control characters are not allowed.');
  expect((await listTasks(page.request)).length).toBe(before);
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // AI Analysis suggests tasks and writes nothing.
  await page.getByRole('button', { name: 'AI Analysis' }).click();
  const analysis = page.getByRole('dialog', { name: 'AI Analysis' });
  await expect(analysis.getByRole('button', { name: 'Analyse' })).toBeDisabled();
  await analysis.getByLabel('Description of the work').fill('Retile the bathroom floor');
  await analysis.getByRole('button', { name: 'Analyse' }).click();
  await expect(
    analysis.getByRole('region', { name: 'Suggested tasks' }).getByRole('listitem').first(),
  ).toBeVisible();
  expect((await listTasks(page.request)).length).toBe(before);
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`the schedule has no serious axe violations (${theme}, ${width} px)`, async ({ page }) => {
      const component = await createComponent(page.request, {
        name: uniqueName('Garden'),
        type: 'room',
      });
      const monday = mondayOf(dayFromToday(0));
      const first = await createTask(page.request, {
        name: 'Clear garden',
        startAt: monday,
        endAt: plusDays(monday, 3),
        componentId: component.id,
        status: 3,
      });
      await createTask(page.request, {
        name: 'Lay patio',
        startAt: plusDays(monday, 3),
        endAt: plusDays(monday, 6),
        componentId: component.id,
        status: 2,
        dependencies: [first.id],
      });
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await signInAs(page, { role: 'project_manager' });
      await page.goto('/schedule');
      if (width > 700) {
        await page.getByLabel('Filter by task or component').fill(component.name);
        await expect(bar(page, 'Lay patio')).toBeVisible();
      } else {
        await expect(page.getByRole('article', { name: 'Lay patio' }).first()).toBeVisible();
      }
      expect(await seriousViolations(page)).toEqual([]);
      if (process.env.SCREENSHOT_DIR) {
        if (width > 700) await page.getByLabel('Filter by task or component').fill('');
        await page.waitForTimeout(300);
        await page.screenshot({
          path: `${process.env.SCREENSHOT_DIR}/schedule-${theme}-${width}.png`,
        });
        await page.getByRole('button', { name: 'Add Task' }).click();
        await page.screenshot({
          path: `${process.env.SCREENSHOT_DIR}/schedule-dialog-${theme}-${width}.png`,
        });
      }
    });
  }
}
