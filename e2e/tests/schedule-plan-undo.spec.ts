import { expect, test } from '@playwright/test';
import { createComponent, uniqueName } from '../fixtures/money';
import { listTasks } from '../fixtures/schedule';
import { signInAs } from '../fixtures/session';

/**
 * One plan, one undo (decision 035): an executed plan's 'Undo this plan' asks first, then removes
 * exactly the tasks that plan created; an analysed plan is shown before it is written and
 * 'Add these N tasks' writes exactly those.
 */

test.use({ bypassCSP: true });

const ids = async (request: Parameters<typeof listTasks>[0]) =>
  (await listTasks(request)).map((task) => task.id).sort();

test("executes a plan, then 'Undo this plan' removes exactly its tasks", async ({ page }) => {
  test.setTimeout(90_000);
  const kitchen = await createComponent(page.request, {
    name: uniqueName('Kitchen'),
    type: 'room',
  });
  const rewire = await createComponent(page.request, {
    name: uniqueName('Electrician rewire'),
    type: 'service',
  });
  const before = await ids(page.request);
  await signInAs(page, { role: 'owner' });
  await page.goto('/schedule');
  await page.getByRole('button', { name: 'Agentic Planning' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agentic Planning' });
  await dialog
    .getByLabel('Renovation goal')
    .fill(`Renovate the ${kitchen.name}: new cabinets, ${rewire.name}, then worktops and tiling`);
  await dialog.getByLabel('Context (optional)').fill('Electrician only free in January.');
  await dialog.getByRole('button', { name: 'Run Agentic Planning' }).click();
  await expect(dialog.locator('[data-plan-status]')).toHaveAttribute(
    'data-plan-status',
    'executed',
    { timeout: 20_000 },
  );
  await expect(dialog.getByRole('list', { name: 'Constraints understood' })).toContainText(
    'Electrician available from',
  );
  const listed = dialog.getByRole('list', { name: 'Created tasks' }).getByRole('listitem');
  await expect(listed).toHaveCount(10);
  await expect(listed.filter({ hasText: 'First fix electrics (' })).toContainText(rewire.name);

  const created = (await ids(page.request)).filter((id) => !before.includes(id));
  expect(created).toHaveLength(10);

  await dialog.getByRole('button', { name: 'Undo this plan' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Undo this plan?' });
  await expect(confirm).toContainText('Its 10 tasks move to the trash.');
  await confirm.getByRole('button', { name: 'Undo this plan' }).click();
  await expect(page.getByText('Plan undone: 10 tasks moved to the trash.')).toBeVisible();
  await expect(dialog.getByText('This plan was undone.')).toBeVisible();
  expect(await ids(page.request)).toEqual(before);
});

test("shows an analysed plan's tasks, then 'Add these N tasks' writes exactly those", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const roof = await createComponent(page.request, { name: uniqueName('Roof'), type: 'room' });
  const before = await ids(page.request);
  await signInAs(page, { role: 'owner' });
  await page.goto('/schedule');
  await page.getByRole('button', { name: 'Agentic Planning' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agentic Planning' });
  await dialog.getByLabel('Renovation goal').fill(`Re-roof: the ${roof.name}`);
  await dialog.getByLabel('Execute plan').uncheck();
  await dialog.getByRole('button', { name: 'Run Agentic Planning' }).click();
  await expect(dialog.locator('[data-plan-status]')).toHaveAttribute(
    'data-plan-status',
    'analyzed',
    { timeout: 20_000 },
  );
  const shown = dialog.getByRole('list', { name: 'Tasks to add' }).getByRole('listitem');
  await expect(shown).toHaveCount(6);
  await expect(shown.first()).toContainText('Put up scaffolding');
  expect(await ids(page.request)).toEqual(before);

  await dialog.getByRole('button', { name: 'Add these 6 tasks' }).click();
  await expect(dialog.locator('[data-plan-status]')).toHaveAttribute(
    'data-plan-status',
    'executed',
    { timeout: 20_000 },
  );
  const added = (await listTasks(page.request)).filter((task) => !before.includes(task.id));
  expect(added.map((task) => task.name).sort()).toEqual(
    [
      'Felt, batten and tile the roof',
      'Flashing and guttering',
      'Put up scaffolding',
      'Repair roof timbers',
      'Strip old roof tiles',
      'Take down scaffolding',
    ].sort(),
  );
  expect(new Set(added.map((task) => task.group.id))).toEqual(new Set([roof.id]));
});
