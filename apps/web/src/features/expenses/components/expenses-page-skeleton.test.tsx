import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExpensesPageSkeleton } from './expenses-page-skeleton';
import { MoneySummary } from './money-summary';

afterEach(cleanup);

/** The tiles' and charts' markup, without the page's own wrapper. */
function summaryMarkup(container: HTMLElement): string {
  const tiles = container.querySelector('[data-testid="expense-tiles"]');
  const charts = tiles?.nextElementSibling;
  return `${tiles?.outerHTML}${charts?.outerHTML}`;
}

// /expenses is drawn before its code arrives, then by the page while its figures load
// (decision 050).
describe('the expenses page before its code', () => {
  it('shows its heading, the tiles, the charts with their lines and the list loading', () => {
    render(<ExpensesPageSkeleton message="Checking access..." />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All Expenses');
    // The four tiles in the page's order, labelled, with no figure standing in for the unknown.
    const tiles = screen.getByTestId('expense-tiles');
    expect([...tiles.children].map((tile) => tile.querySelector('span')?.textContent)).toEqual([
      'Total Components',
      'Total Expenses',
      'Total Budget',
      'Total Spent',
    ]);
    expect(tiles.querySelector('[data-stat-value]')).toBeNull();
    expect(tiles.textContent).not.toContain('£');
    // The charts' cards with their titles and lines: a phone's largest text on this view.
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Is each component within budget?', 'Committed spend by status']);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Is each component within budget?' })
        .nextElementSibling?.textContent,
    ).toBe('Paid, still owed (committed) and maybe owed (speculative), against the budget.');
    expect(screen.getByText('Checking access...').closest('[role="status"]')).not.toBeNull();
  });

  it('is laid out as the page is while its figures load, so nothing moves when it takes over', () => {
    const skeleton = render(<ExpensesPageSkeleton />);
    const before = summaryMarkup(skeleton.container);
    cleanup();
    const page = render(
      <MoneySummary
        summary={undefined}
        summaryError={null}
        onRetrySummary={() => {}}
        components={[]}
        componentsPending
        summaries={undefined}
        accounts={[]}
      />,
    );
    expect(before).toContain('Is each component within budget?');
    expect(summaryMarkup(page.container)).toBe(before);
  });
});
