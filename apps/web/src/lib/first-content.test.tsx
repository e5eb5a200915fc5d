import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** The gate is module state: each test takes a fresh copy of the module. */
async function freshGate() {
  vi.resetModules();
  return import('./first-content');
}

function Page({
  gate,
  client,
  ready,
}: {
  gate: Awaited<ReturnType<typeof freshGate>>;
  client: QueryClient;
  ready: boolean;
}) {
  gate.useOpenFirstContentGate(client, ready);
  return <p>{gate.useAfterFirstContent() ? 'extras' : 'page only'}</p>;
}

/** What this render's page shows: 'page only' while the gate is shut, 'extras' once it opens. */
const shownBy = (view: ReturnType<typeof render>) => () =>
  view.container.querySelector('p')?.textContent;

/** Whether the gate's promise has settled, read after each step. */
function watchOpened(gate: Awaited<ReturnType<typeof freshGate>>) {
  let opened = false;
  void gate.afterFirstContent().then(() => {
    opened = true;
  });
  return () => opened;
}

describe('the first-content gate', () => {
  it('is open when the app has not armed it (a component on its own)', async () => {
    const gate = await freshGate();
    await expect(gate.afterFirstContent()).resolves.toBeUndefined();
    const shown = shownBy(render(<Page gate={gate} client={new QueryClient()} ready={false} />));
    expect(shown()).toBe('extras');
  });

  it('opens once the session is known and no query is fetching, not before', async () => {
    const gate = await freshGate();
    gate.armFirstContentGate();
    const client = new QueryClient();
    let answer: (value: string) => void = () => {};
    void client.fetchQuery({
      queryKey: ['figures'],
      queryFn: () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
    });
    const opened = watchOpened(gate);
    const view = render(<Page gate={gate} client={client} ready={false} />);
    const shown = shownBy(view);
    // A query still fetching keeps it shut while the session is unknown, and after.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect([shown(), opened()]).toEqual(['page only', false]);
    view.rerender(<Page gate={gate} client={client} ready />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect([shown(), opened()]).toEqual(['page only', false]);
    act(() => answer('figures'));
    await vi.waitFor(() => expect([shown(), opened()]).toEqual(['extras', true]));
  });

  it('opens after the limit even while a page keeps fetching', async () => {
    vi.useFakeTimers();
    try {
      const gate = await freshGate();
      gate.armFirstContentGate();
      let opened = false;
      void gate.afterFirstContent().then(() => {
        opened = true;
      });
      await vi.advanceTimersByTimeAsync(gate.FIRST_CONTENT_LIMIT_MS - 1);
      expect(opened).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(opened).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("holds the page's code until the app's frame has painted, when armed", async () => {
    const gate = await freshGate();
    await expect(gate.afterShellPaint()).resolves.toBeUndefined();
    gate.armFirstContentGate();
    let painted = false;
    void gate.afterShellPaint().then(() => {
      painted = true;
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(painted).toBe(false);
    function Frame() {
      gate.useMarkShellPainted();
      return <p>frame</p>;
    }
    render(<Frame />);
    await vi.waitFor(() => expect(painted).toBe(true));
  });

  it('waits for a page whose code is still loading, though nothing is fetching', async () => {
    cleanup();
    const gate = await freshGate();
    gate.armFirstContentGate();
    const release = gate.holdFirstContent();
    const opened = watchOpened(gate);
    const shown = shownBy(render(<Page gate={gate} client={new QueryClient()} ready />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect([shown(), opened()]).toEqual(['page only', false]);
    act(() => release());
    await vi.waitFor(() => expect([shown(), opened()]).toEqual(['extras', true]));
    cleanup();
  });
});
