import { expect, type Page, test } from '@playwright/test';
import { createComponent, createExpense, pounds, uniqueName } from '../fixtures/money';
import { signInAs } from '../fixtures/session';

async function addComponent(
  page: Page,
  type: 'Room' | 'Design' | 'Service',
  fields: { name: string; status: string; budget: string },
) {
  await page.getByRole('button', { name: `Add ${type}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Add New ${type}` });
  const create = dialog.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  // A name of spaces only is no name.
  await dialog.getByLabel('Name').fill('   ');
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Name').fill(fields.name);
  await dialog.getByLabel('Status').selectOption(fields.status);
  await dialog.getByLabel('Budget (£)').fill(fields.budget);
  await create.click();
  await expect(dialog).toBeHidden();
}

function card(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

test.describe('build components on /rooms', () => {
  test('adds a room, a design item and a service, each in its own section', async ({ page }) => {
    await signInAs(page, { role: 'project_manager' });
    await page.goto('/rooms');
    await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible();
    await expect(
      page.getByText('Manage your renovation projects and track progress'),
    ).toBeVisible();

    const room = uniqueName('Kitchen');
    const design = uniqueName('Colour scheme');
    const service = uniqueName('Plumber');
    await addComponent(page, 'Room', { name: room, status: 'In Progress', budget: '5000' });
    await addComponent(page, 'Design', { name: design, status: 'In Design', budget: '800.50' });
    await addComponent(page, 'Service', { name: service, status: 'Completed', budget: '0' });

    for (const [section, name] of [
      ['Rooms', room],
      ['Design', design],
      ['Services', service],
    ] as const) {
      const region = page.getByRole('region', { name: section, exact: true });
      await expect(region.getByRole('button', { name, exact: true })).toBeVisible();
      await expect(
        region.getByText(/^\d+ (room|rooms|design|designs|service|services)$/),
      ).toBeVisible();
    }
    const roomCard = card(page, room);
    await expect(roomCard.getByText('In Progress')).toBeVisible();
    await expect(roomCard.getByText('Under Budget')).toBeVisible();
    await expect(card(page, service).getByText('No Budget Set')).toBeVisible();
    await expect(card(page, service).getByText('Completed')).toBeVisible();
  });

  test('the drawer shows status, progress and the expense summary, and leads to the details', async ({
    page,
    request,
  }) => {
    const room = await createComponent(request, {
      name: uniqueName('Bathroom'),
      type: 'room',
      budget: 1000,
      status: 'In Progress',
    });
    await createExpense(request, {
      room_id: room.id,
      supplier: 'A',
      product: 'Tiles',
      rrp: 500,
      add_vat: 'PLUS_VAT',
      amount_paid: 100,
    });
    await createExpense(request, {
      room_id: room.id,
      supplier: 'B',
      product: 'Basin',
      rrp: 250,
      committed: false,
    });
    await signInAs(page, { role: 'build_manager' });
    await page.goto('/rooms');

    // Committed: 600; 60 % of the budget -> 'Under Budget'.
    await expect(card(page, room.name).getByText('Under Budget')).toBeVisible();
    await page.getByRole('button', { name: room.name, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: room.name });
    await expect(drawer.getByText('In Progress').first()).toBeVisible();
    await expect(drawer.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      '65',
    );
    const summary = drawer.locator('dl').first();
    await expect(summary.getByText('Total Expenses')).toBeVisible();
    await expect(summary.locator('dd').nth(0)).toHaveText('2');
    await expect(summary.locator('dd').nth(1)).toHaveText(pounds(600));
    // Unpaid: 600 - 100 committed, plus 250 speculative.
    await expect(summary.locator('dd').nth(2)).toHaveText(pounds(750));

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: room.name, exact: true }).click();
    await page
      .getByRole('dialog', { name: room.name })
      .getByRole('button', { name: 'View Full Details' })
      .click();
    await expect(page).toHaveURL(`/rooms/room/${room.id}`);
    await expect(page.getByRole('heading', { level: 1, name: room.name })).toBeVisible();
    await expect(page.getByText('Room • 2 expenses')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Rooms' }).click();
    await expect(page).toHaveURL('/rooms');
  });

  test('edits a component, and deleting it says its expenses go to the trash with it', async ({
    page,
    request,
  }) => {
    const room = await createComponent(request, {
      name: uniqueName('Loft'),
      type: 'room',
      budget: 100,
    });
    const empty = await createComponent(request, { name: uniqueName('Porch'), type: 'room' });
    await createExpense(request, { room_id: room.id, supplier: 'S', product: 'P', rrp: 90 });
    await signInAs(page, { role: 'owner' as const });
    await page.goto('/rooms');

    await page.getByRole('button', { name: room.name, exact: true }).click();
    let drawer = page.getByRole('dialog', { name: room.name });
    await drawer.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Room' });
    const renamed = `${room.name} renamed`;
    await dialog.getByLabel('Name').fill(renamed);
    await dialog.getByLabel('Status').selectOption('Completed');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();
    drawer = page.getByRole('dialog', { name: renamed });
    await expect(drawer.getByText('Completed').first()).toBeVisible();
    // Committed 90 of 100 = 90 % -> 'Near Budget'.
    await expect(drawer.getByText('Near Budget')).toBeVisible();

    // A room with expenses may be deleted (it goes to the trash): the confirmation says what goes.
    await drawer.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      `${renamed} and its 1 expense will move to the trash. You can restore them for 30 days.`,
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: renamed, exact: true })).toBeVisible();

    await page.getByRole('button', { name: empty.name, exact: true }).click();
    await page
      .getByRole('dialog', { name: empty.name })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('alertdialog')).toContainText(
      `${empty.name} will move to the trash. You can restore it for 30 days.`,
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: empty.name, exact: true })).toHaveCount(0);
  });
});
