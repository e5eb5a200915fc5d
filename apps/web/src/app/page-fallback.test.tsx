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

  it('shows the loading view alone for a page without a heading in the first script', () => {
    render(<PageFallback name="login" />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });
});
