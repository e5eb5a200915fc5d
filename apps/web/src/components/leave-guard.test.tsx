import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LeaveGuard } from './leave-guard';

afterEach(cleanup);

/** A page with a count of unsaved rows, a link away and a link within (another search). */
function Page() {
  const [unsaved, setUnsaved] = useState(1);
  const location = useLocation();
  return (
    <>
      <p>At {location.pathname + location.search}</p>
      <LeaveGuard when={unsaved > 0} description="1 expense row has changes that are not saved." />
      <Link to="/timeline">Timeline</Link>
      <Link to="/expenses?tab=kitchen">Kitchen tab</Link>
      <button type="button" onClick={() => setUnsaved(0)}>
        Save Changes
      </button>
    </>
  );
}

function renderAt() {
  const router = createMemoryRouter(
    [
      { path: '/expenses', element: <Page /> },
      { path: '/timeline', element: <p>Timeline page</p> },
    ],
    { initialEntries: ['/expenses'] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

describe('leaving a page with unsaved rows', () => {
  it('asks first; Cancel stays, Leave without saving goes', async () => {
    const { user } = renderAt();
    await user.click(screen.getByRole('link', { name: 'Timeline' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog.textContent).toContain('1 expense row has changes that are not saved.');
    expect(screen.getByText('At /expenses')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('At /expenses')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Timeline' }));
    await user.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Timeline page')).toBeTruthy();
  });

  it('lets moves within the page through, and anything once saved', async () => {
    const { user } = renderAt();
    await user.click(screen.getByRole('link', { name: 'Kitchen tab' }));
    expect(screen.getByText('At /expenses?tab=kitchen')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(screen.getByRole('link', { name: 'Timeline' }));
    expect(await screen.findByText('Timeline page')).toBeTruthy();
  });

  it('asks the browser before a reload or a closed tab, only while rows are unsaved', async () => {
    const { user } = renderAt();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      act(() => void window.dispatchEvent(event));
      return event.defaultPrevented;
    };
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(unload()).toBe(false);
  });
});
