import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageFallback } from './page-fallback';

afterEach(cleanup);

describe('the page fallback', () => {
  it("shows a page's own heading above the loading view", () => {
    render(<PageFallback name="rooms" message="Checking access..." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Rooms' })).toBeTruthy();
    expect(screen.getByText('Manage your renovation projects and track progress')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Checking access...');
  });

  it('draws a page with a skeleton in the first script whole: /expenses with its tiles', () => {
    render(<PageFallback name="expenses" message="Checking access..." />);
    expect(screen.getByRole('heading', { level: 1, name: 'All Expenses' })).toBeTruthy();
    expect(screen.getByText('Total Budget')).toBeTruthy();
    expect(screen.getByText('Checking access...')).toBeTruthy();
  });

  it('shows the loading view alone for a page without a heading in the first script', () => {
    render(<PageFallback name="login" />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    // Shown, in the line "Checking access..." took, so nothing moves when one becomes the other.
    expect(screen.getByText('Loading...').className).not.toContain('sr-only');
  });
});
