import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatTile } from './stat-tile';

afterEach(cleanup);

describe('a stat tile', () => {
  it('shows a figure in the usual type, a figure of millions smaller on a phone', () => {
    render(
      <>
        <StatTile label="Total Budget" value="£999,999.99" />
        <StatTile label="Total Expenses" value="£3,291,044.67" />
      </>,
    );
    const budget = screen.getByText('£999,999.99');
    const total = screen.getByText('£3,291,044.67');
    expect(budget.className).toContain('text-xl');
    expect(total.className).toContain('text-base');
    expect(total.className).not.toContain('text-xl');
    // From a tablet's width up, both in the large type.
    expect(total.className).toContain('sm:text-2xl');
  });
});
