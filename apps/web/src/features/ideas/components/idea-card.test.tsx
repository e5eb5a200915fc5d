import type { Idea, MonitoredItem } from '@hrt/shared/schemas/ideas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdeaCard } from './idea-card';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(cleanup);

/** An idea's card: a price being watched but not read yet says so, not 'N/A' (decision 037). */
const idea: Idea = {
  id: '3a1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
  component_id: '0b7d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c11',
  name: 'Green velvet armchair',
  description: '',
  price: 89.99,
  currency: 'GBP',
  url: 'https://shop.example/armchair',
  image_url: null,
  retailer: 'Sofa Hub',
  tags: [],
  created_at: '2026-11-01T09:00:00.000Z',
  created_by: 'owner@example.com',
};
const watched: MonitoredItem = {
  idea_id: idea.id,
  component_id: idea.component_id,
  current_price: null,
  target_price: null,
  last_checked: null,
  price_history: [],
  monitor_price: true,
  email_alerts: false,
  alert_email: null,
};

function currentPrice(item: MonitoredItem) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <IdeaCard
        idea={idea}
        item={item}
        preference={undefined}
        userEmail=""
        canEdit={false}
        onError={() => {}}
      />
    </QueryClientProvider>,
  );
  const term = within(screen.getByRole('article')).getByText('Current price');
  return term.nextElementSibling?.textContent;
}

describe('the current price on an idea card', () => {
  it("says 'Checking price...' while the first check is still to come", () => {
    expect(currentPrice(watched)).toBe('Checking price...');
  });

  it('shows the price once it has been read', () => {
    expect(
      currentPrice({ ...watched, current_price: 79, last_checked: '2026-11-02T08:00:00.000Z' }),
    ).toBe('£79.00');
  });

  it("says 'N/A' when a check found no price", () => {
    expect(currentPrice({ ...watched, last_checked: '2026-11-02T08:00:00.000Z' })).toBe('N/A');
  });
});
