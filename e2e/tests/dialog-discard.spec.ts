import { expect, test } from '@playwright/test';
import { createComponent, uniqueName } from '../fixtures/money';
import { signInAs } from '../fixtures/session';

test.describe('a half-filled dialog on a phone', () => {
  test('asks before Escape discards a typed room name: Keep editing keeps it, Discard closes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    // A room already there, so the page shows its sections and their Add Room button.
    await createComponent(page.request, { name: uniqueName('Hall'), type: 'room' });
    await signInAs(page, { role: 'project_manager' });
    await page.goto('/rooms');

    await page.getByRole('button', { name: 'Add Room', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Room' });
    await dialog.getByLabel('Name').fill('Attic bedroom');
    await page.keyboard.press('Escape');

    const question = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(question).toBeHidden();
    await expect(dialog.getByLabel('Name')).toHaveValue('Attic bedroom');

    await page.keyboard.press('Escape');
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect(question).toBeHidden();
    await expect(dialog).toBeHidden();
  });

  test('closes at once on Escape when nothing was typed', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await createComponent(page.request, { name: uniqueName('Hall'), type: 'room' });
    await signInAs(page, { role: 'project_manager' });
    await page.goto('/rooms');

    await page.getByRole('button', { name: 'Add Room', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Room' });
    await expect(dialog.getByLabel('Name')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
