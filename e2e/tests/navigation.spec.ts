import { expect, type Page, test } from '@playwright/test';
import { createComponent, uniqueName } from '../fixtures/money';
import { owner, signInAs } from '../fixtures/session';

const phone = { width: 375, height: 812 };
const tablet = { width: 800, height: 1000 };
const desktop = { width: 1280, height: 900 };

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Quick navigation' });

test.describe('signed out', () => {
  test('desktop (1280 px) shows the top navigation with Timeline and Login only', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link')).toHaveText(['Timeline']);
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(menuButton(page)).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  });

  test('tablet (800 px) collapses the navigation into a menu that closes on navigation', async ({
    page,
  }) => {
    await page.setViewportSize(tablet);
    await page.goto('/');
    await expect(menuButton(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();

    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    const nav = mainNav(page);
    await expect(nav.getByRole('link')).toHaveText(['Timeline', 'Login']);
    await nav.getByRole('link', { name: 'Timeline' }).click();
    await expect(page).toHaveURL(/\/timeline$/);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
  });

  test('phone (375 px) shows the menu button and no bottom bar', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/');
    await expect(menuButton(page)).toBeVisible();
    await expect(bottomBar(page)).toHaveCount(0);
    await menuButton(page).click();
    await mainNav(page).getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the menu closes with Escape and gives focus back to its button', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/');
    await menuButton(page).click();
    await expect(mainNav(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mainNav(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('a protected route sends the visitor to /login with the way back', async ({ page }) => {
    await page.goto('/rooms?tab=design');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByText("You'll be redirected to: /rooms?tab=design")).toBeVisible();
  });

  test('the skip link jumps to the content', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to Your Project' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await skip.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('signed in', () => {
  test('desktop shows every section, the bell, the theme toggle and the user menu', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await signInAs(page, { email: owner.email, password: owner.password });
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav.getByRole('link')).toHaveText([
      /Rooms/,
      'Schedule',
      'Expenses',
      'Insurance',
      'Credit Tracking',
      'Contacts',
      'Timeline',
      'Admin',
    ]);
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await expect(
      page.getByRole('button', { name: /^Switch to (dark|light) theme$/ }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: `Account: ${owner.email}` })).toBeVisible();
    await expect(menuButton(page)).toBeHidden();

    // Hovering Rooms lists the rooms, or says there are none (other tests may add some).
    await nav.getByRole('link', { name: /Rooms/ }).hover();
    await expect(
      page.getByText('No rooms yet').or(page.getByRole('list', { name: 'Rooms' })),
    ).toBeVisible();

    await nav.getByRole('link', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(nav.getByRole('link', { name: 'Schedule' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a role without Admin does not see it and is sent home from /admin', async ({ page }) => {
    await page.setViewportSize(desktop);
    await signInAs(page, { role: 'project_manager' });
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Schedule' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Admin' })).toHaveCount(0);
    // A project manager sees personal finances.
    await expect(mainNav(page).getByRole('link', { name: 'Credit Tracking' })).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'View Rooms' })).toBeVisible();
  });

  test('the notification panel opens from the bell and Mark all read closes it', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await signInAs(page, { role: 'viewer' });
    await page.goto('/');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect(panel).toBeHidden();
    // The count is 0 now, so the bell carries no badge.
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  });

  test('the user menu logs out to /login', async ({ page }) => {
    await page.setViewportSize(desktop);
    const { user } = await signInAs(page, { role: 'viewer' });
    await page.goto('/');
    await page.getByRole('button', { name: `Account: ${user?.displayName}` }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/rooms');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('phone (375 px): the add button opens a new expense for editors only', async ({
    page,
    request,
  }) => {
    await createComponent(request, { name: uniqueName('Hallway'), type: 'room' });
    await page.setViewportSize(phone);
    await signInAs(page, { role: 'build_manager' });
    await page.goto('/rooms');
    await bottomBar(page).getByRole('button', { name: 'Add expense' }).click();
    await expect(page).toHaveURL(/\/expenses$/);
    await expect(page.getByRole('dialog', { name: 'New Expense' })).toBeVisible();
  });

  test('phone (375 px) has the bottom bar with four places', async ({ page }) => {
    await page.setViewportSize(phone);
    await signInAs(page, { role: 'viewer' });
    await page.goto('/');
    const bar = bottomBar(page);
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveText(['Rooms', 'Expenses', 'Schedule', 'Insurance']);
    await expect(menuButton(page)).toBeVisible();
    await expect(mainNav(page)).toBeHidden();

    await bar.getByRole('link', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    // A viewer may not add expenses, so the add button is not offered.
    await expect(bar.getByRole('button', { name: 'Add expense' })).toHaveCount(0);

    // The collapsible menu has the full list, the account and Log out.
    await menuButton(page).click();
    await expect(mainNav(page).getByRole('link', { name: 'Timeline' })).toBeVisible();
    // Credit accounts are personal finances: a viewer is not offered them.
    await expect(mainNav(page).getByRole('link', { name: 'Credit Tracking' })).toHaveCount(0);
    await mainNav(page).getByRole('link', { name: 'Insurance' }).click();
    await expect(page).toHaveURL(/\/insurances$/);
    await expect(mainNav(page)).toBeHidden();
  });

  test('touch layouts give every control a hit target of at least 40 px', async ({ page }) => {
    await page.setViewportSize(phone);
    await signInAs(page, { role: 'viewer' });
    await page.goto('/schedule');
    await menuButton(page).click();
    // count() does not wait: let the opened menu and the bottom bar render first.
    await expect(mainNav(page).getByRole('link', { name: 'Timeline' })).toBeVisible();
    await expect(bottomBar(page).getByRole('link', { name: 'Insurance' })).toBeVisible();
    const controls = page
      .getByRole('banner')
      .getByRole('button')
      .or(mainNav(page).getByRole('link'))
      .or(bottomBar(page).getByRole('link'))
      .or(bottomBar(page).getByRole('button'));
    const count = await controls.count();
    expect(count).toBeGreaterThan(10);
    for (let index = 0; index < count; index++) {
      const box = await controls.nth(index).boundingBox();
      expect(box, `control ${index}`).not.toBeNull();
      expect(box!.height, `height of control ${index}`).toBeGreaterThanOrEqual(40);
      expect(box!.width, `width of control ${index}`).toBeGreaterThanOrEqual(40);
    }
  });
});
