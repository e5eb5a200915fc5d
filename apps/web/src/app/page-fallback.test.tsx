import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageFallback } from './page-fallback';

afterEach(cleanup);

describe('the page fallback', () => {
  it("shows a page's own heading above the loading view", () => {
    render(<PageFallback name="rooms" message="Checking access..." />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Rooms');
    expect(heading.nextElementSibling?.textContent).toBe(
      'Manage your renovation projects and track progress',
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Checking access...');
    // The heading comes first, the loading view below it.
    expect(heading.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('draws a page with a skeleton in the first script whole: /expenses with its tiles', () => {
    render(<PageFallback name="expenses" message="Checking access..." />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All Expenses');
    // The page's own skeleton, not the generic loading view: its four tiles, figures not drawn.
    const tiles = screen.getByTestId('expense-tiles');
    expect(tiles.children).toHaveLength(4);
    expect(tiles.textContent).toContain('Total Budget');
    expect(tiles.querySelector('[data-stat-value]')).toBeNull();
    // The message is still said, inside the list's place (a live status).
    expect(screen.getByText('Checking access...').closest('[role="status"]')).not.toBeNull();
  });

  it('shows the loading view alone for a page without a heading in the first script', () => {
    render(<PageFallback name="login" />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    // Shown, in the line "Checking access..." took, so nothing moves when one becomes the other.
    expect(screen.getByText('Loading...').className).not.toContain('sr-only');
  });
});
