import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axisTicks, barsHeight, HorizontalBars } from './bar-chart';

describe('axisTicks', () => {
  it('steps in round figures from 0 past the largest value', () => {
    expect(axisTicks(27_000)).toEqual([0, 10_000, 20_000, 30_000]);
    expect(axisTicks(900)).toEqual([0, 250, 500, 750, 1000]);
    expect(axisTicks(0)).toEqual([0]);
  });
});

describe('HorizontalBars', () => {
  const series = [
    { key: 'paid', name: 'Paid', colour: '#009E73' },
    { key: 'budget', name: 'Budget', colour: '#8E8E8E' },
  ];

  it("reads each row's figures with its name, and draws bars as shares of the axis", () => {
    const { container } = render(
      <HorizontalBars
        rows={[
          { label: 'Kitchen', values: { paid: 1500, budget: 2000 } },
          { label: 'Bathroom', values: { paid: 0, budget: 500 } },
        ]}
        series={series}
        bars={[['paid'], ['budget']]}
        labelWidth={110}
      />,
    );
    expect(screen.getByText('Paid £1,500.00, Budget £2,000.00')).toBeTruthy();
    expect(screen.getByText('Paid £0.00, Budget £500.00')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toBe('PaidBudget');
    const widths = [...container.querySelectorAll<HTMLElement>('span[style*="background"]')]
      .filter((bar) => bar.style.width)
      .map((bar) => bar.style.width);
    // Kitchen paid, Kitchen budget, Bathroom budget: of an axis that ends at £2,000.
    expect(widths).toEqual(['75%', '100%', '25%']);
  });

  it('keeps the height its skeleton held', () => {
    expect(barsHeight(6)).toBe(6 * 36 + 5 * 4 + 76);
  });
});
