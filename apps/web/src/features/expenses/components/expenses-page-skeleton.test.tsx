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
    expect(screen.getByRole('heading', { level: 1, name: 'All Expenses' })).toBeTruthy();
    for (const label of ['Total Components', 'Total Expenses', 'Total Budget', 'Total Spent']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Is each component within budget?' }));
    expect(
      screen.getByText(
        'Paid, still owed (committed) and maybe owed (speculative), against the budget.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Committed spend by status' }));
    expect(screen.getByText('Checking access...')).toBeTruthy();
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
