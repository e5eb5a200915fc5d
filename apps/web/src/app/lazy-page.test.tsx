import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense, use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

afterEach(cleanup);

function Rooms() {
  return <p>rooms page</p>;
}

/** A load the test finishes by hand. */
function deferredLoad() {
  let finish: (page: typeof Rooms) => void = () => {};
  let fail: (error: Error) => void = () => {};
  let calls = 0;
  const load = () => {
    calls++;
    return new Promise<typeof Rooms>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return {
    load,
    finish: (page = Rooms) => finish(page),
    fail: (e: Error) => fail(e),
    calls: () => calls,
  };
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>error: {this.state.error.message}</p> : this.props.children;
  }
}

describe('a lazily loaded page', () => {
  it('shows its fallback at once, then the page when its code arrives', async () => {
    const loading = deferredLoad();
    const Page = lazyPage(loading.load);
    render(<Page fallback={<p>heading only</p>} />);
    expect(screen.getByText('heading only')).toBeTruthy();
    expect(screen.queryByText('rooms page')).toBeNull();
    await screen.findByText('heading only');
    loading.finish();
    expect(await screen.findByText('rooms page')).toBeTruthy();
    expect(screen.queryByText('heading only')).toBeNull();
  });

  it('loads its code once, and shows a loaded page at once on the next visit', async () => {
    const loading = deferredLoad();
    const Page = lazyPage(loading.load);
    render(<Page fallback={<p>heading only</p>} />);
    await Promise.resolve();
    loading.finish();
    await screen.findByText('rooms page');
    cleanup();
    render(<Page fallback={<p>heading only</p>} />);
    expect(screen.getByText('rooms page')).toBeTruthy();
    expect(loading.calls()).toBe(1);
  });

  it('keeps its fallback, the same element, while pending, and loads its code after', async () => {
    const loading = deferredLoad();
    const Page = lazyPage(loading.load);
    const view = render(<Page pending fallback={<p>heading only</p>} />);
    const heading = screen.getByText('heading only');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(loading.calls()).toBe(0);
    view.rerender(<Page fallback={<p>heading only</p>} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(loading.calls()).toBe(1);
    // The heading first painted is still the same element while the code is on its way.
    expect(screen.getByText('heading only')).toBe(heading);
    loading.finish();
    expect(await screen.findByText('rooms page')).toBeTruthy();
    expect(heading.isConnected).toBe(false);
  });

  it('keeps its fallback, not the nearest Suspense one, while the page itself suspends', async () => {
    // The page's first render runs in a transition: it yields to the browser as it goes, and a
    // page that waits on something (a lazy part) leaves the fallback up, not a blank boundary.
    let release: () => void = () => {};
    const ready = new Promise<void>((resolve) => {
      release = resolve;
    });
    function Waiting() {
      use(ready);
      return <p>rooms page</p>;
    }
    const loading = deferredLoad();
    const Page = lazyPage(loading.load);
    render(
      <Suspense fallback={<p>blank boundary</p>}>
        <Page fallback={<p>heading only</p>} />
      </Suspense>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    await act(async () => loading.finish(Waiting));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByText('heading only')).toBeTruthy();
    expect(screen.queryByText('blank boundary')).toBeNull();
    await act(async () => release());
    expect(await screen.findByText('rooms page')).toBeTruthy();
  });

  it('gives a failed load to the error screen, and tries again on the next visit', async () => {
    const loading = deferredLoad();
    const Page = lazyPage(loading.load);
    render(
      <Boundary>
        <Page fallback={<p>heading only</p>} />
      </Boundary>,
    );
    await Promise.resolve();
    loading.fail(new Error('chunk missing'));
    expect(await screen.findByText('error: chunk missing')).toBeTruthy();
    cleanup();
    render(<Page fallback={<p>heading only</p>} />);
    await screen.findByText('heading only');
    await Promise.resolve();
    expect(loading.calls()).toBe(2);
  });
});
