import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BudgetPlot, StatusPlot } from './money-chart-plots';

afterEach(cleanup);

const rows = [
  { name: 'Kitchen', budget: 12000, paid: 4000, dueCommitted: 2000, dueSpeculative: 1000 },
  { name: 'Bathroom', budget: 5000, paid: 6000, dueCommitted: 0, dueSpeculative: 0 },
];

const kitchenName =
  'Kitchen: Paid £4,000.00, Due (committed) £2,000.00, Due (speculative) £1,000.00, Budget £12,000.00';
const bathroomName =
  'Bathroom: Paid £6,000.00, Due (committed) £0.00, Due (speculative) £0.00, Budget £5,000.00';

/** The texts of the elements beside the one reading `text`: a tooltip's lines, the axis's ticks. */
function linesBeside(text: string): (string | null)[] {
  return [...(screen.getByText(text).parentElement?.children ?? [])].map(
    (line) => line.textContent,
  );
}

describe('the budget bars', () => {
  it('names each row by its figures and draws pounds in round steps', () => {
    render(<BudgetPlot data={rows} />);
    const list = screen.getByRole('list', { name: 'Money against budget, by component' });
    // One button per row, in the data's order, named by its figures: what a screen reader hears.
    expect(
      within(list)
        .getAllByRole('button')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual([kitchenName, bathroomName]);
    // The axis reaches 15k, the first round step past the largest bar (the kitchen's £12,000).
    expect(linesBeside('£0')).toEqual(['£0', '£5k', '£10k', '£15k']);
    expect(linesBeside('Paid')).toEqual(['Paid', 'Due (committed)', 'Due (speculative)', 'Budget']);
  });

  it('sizes each bar as its share of the axis, its series stacked by their amounts', () => {
    render(<BudgetPlot data={rows} />);
    const kitchen = screen.getByRole('button', { name: kitchenName });
    const [spend, budget] = kitchen.querySelectorAll<HTMLElement>('span.flex.h-4');
    // £7,000 of spend and £12,000 of budget on an axis of £15,000.
    expect(Number.parseFloat(spend?.style.width ?? '')).toBeCloseTo(46.667, 2);
    expect(Number.parseFloat(budget?.style.width ?? '')).toBeCloseTo(80, 5);
    const parts = [...(spend?.children ?? [])].map((part) => (part as HTMLElement).style.flexGrow);
    expect(parts).toEqual(['4000', '2000', '1000']);
  });

  it('shows a row’s figures on focus and hides them on Escape or when focus leaves', async () => {
    const user = userEvent.setup();
    render(<BudgetPlot data={rows} />);
    expect(screen.queryByText('Paid: £4,000.00')).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: kitchenName }));
    expect(linesBeside('Paid: £4,000.00')).toEqual([
      'Kitchen',
      'Paid: £4,000.00',
      'Due (committed): £2,000.00',
      'Due (speculative): £1,000.00',
      'Budget: £12,000.00',
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Paid: £4,000.00')).toBeNull();
    await user.tab();
    expect(linesBeside('Paid: £6,000.00')[0]).toBe('Bathroom');
    expect(screen.queryByText('Paid: £4,000.00')).toBeNull();
    // Focus leaves the chart: nothing stays open.
    await user.tab();
    expect(screen.queryByText('Paid: £6,000.00')).toBeNull();
  });

  it('shows a row’s figures on a tap and keeps them while the finger lifts', () => {
    render(<BudgetPlot data={rows} />);
    const bathroom = screen.getByRole('button', { name: /^Bathroom/ });
    fireEvent.pointerEnter(bathroom, { pointerType: 'touch' });
    fireEvent.click(bathroom);
    fireEvent.pointerLeave(bathroom, { pointerType: 'touch' });
    // The bathroom's figures stay beside its row, the only tooltip open.
    const tooltip = screen.getByText('Paid: £6,000.00').parentElement!;
    expect(bathroom.closest('li')?.contains(tooltip)).toBe(true);
    expect(linesBeside('Paid: £6,000.00')).toEqual([
      'Bathroom',
      'Paid: £6,000.00',
      'Due (committed): £0.00',
      'Due (speculative): £0.00',
      'Budget: £5,000.00',
    ]);
    expect(screen.getAllByText(/^Paid: /)).toHaveLength(1);
  });

  it('shows a row’s figures while a mouse is over it', () => {
    render(<BudgetPlot data={rows} />);
    const kitchen = screen.getByRole('button', { name: kitchenName });
    fireEvent.pointerEnter(kitchen, { pointerType: 'mouse' });
    expect(linesBeside('Due (speculative): £1,000.00')[0]).toBe('Kitchen');
    fireEvent.pointerLeave(kitchen, { pointerType: 'mouse' });
    expect(screen.queryByText('Due (speculative): £1,000.00')).toBeNull();
  });

  it('draws two components of the same name as two rows', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<BudgetPlot data={[rows[0]!, { ...rows[1]!, name: 'Kitchen' }]} />);
    expect(screen.getAllByRole('button', { name: /^Kitchen: / })).toHaveLength(2);
    // React says so when two rows share a key.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('the status bars', () => {
  it('draws one bar per stage of work, named by its committed money', () => {
    render(
      <StatusPlot
        data={[
          { label: 'In progress', committed: 700 },
          { label: 'Planned', committed: 300 },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Committed money, by status' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['In progress: Committed £700.00', 'Planned: Committed £300.00']);
    const planned = within(list).getByRole('button', { name: 'Planned: Committed £300.00' });
    // £300 on an axis of £800 (steps of £200).
    const bar = planned.querySelector<HTMLElement>('span.flex.h-4');
    expect(Number.parseFloat(bar?.style.width ?? '')).toBeCloseTo(37.5, 5);
    expect(linesBeside('£800')).toEqual(['£0', '£200', '£400', '£600', '£800']);
  });
});
