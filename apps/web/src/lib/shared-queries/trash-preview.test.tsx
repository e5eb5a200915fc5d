import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFakeApi } from '@/test/fake-api';
import { type TrashPreviewType, useTrashPreviewSentence } from './trash-preview';

afterEach(() => vi.unstubAllGlobals());

const utility = { id: '00000000-0000-4000-8000-000000000001', name: 'Utility' };
const porch = { id: '00000000-0000-4000-8000-000000000002', name: 'Porch' };
const none = { expenses: 0, receipts: 0, documents: 0, ideas: 0, tasks: 0, photos: 0 };

function serve() {
  return serveFakeApi(({ path }) => {
    if (path === `/api/trash/preview/component/${utility.id}`) {
      return {
        status: 200,
        body: {
          name: 'Utility',
          contents: { ...none, expenses: 12, documents: 3, ideas: 2 },
          description: 'Utility and its 12 expenses, 3 documents and 2 ideas',
        },
      };
    }
    if (path === `/api/trash/preview/component/${porch.id}`) {
      return { status: 200, body: { name: 'Porch', contents: none, description: 'Porch' } };
    }
    return { status: 500, body: { code: 'internal_error', detail: 'Down.' } };
  });
}

function sentence(type: TrashPreviewType, item: { id: string; name: string } | null) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useTrashPreviewSentence(type, item), { wrapper }).result;
}

describe('useTrashPreviewSentence', () => {
  it('names what goes to the trash with a component once the server has counted it', async () => {
    serve();
    const result = sentence('component', utility);
    // Before the answer: no count it does not know.
    expect(result.current).toBe(
      'Utility and what belongs to it will move to the trash. You can restore them for 30 days.',
    );
    await waitFor(() =>
      expect(result.current).toBe(
        'Utility and its 12 expenses, 3 documents and 2 ideas will move to the trash. You can restore them for 30 days.',
      ),
    );
  });

  it('speaks of the item alone when nothing goes with it', async () => {
    serve();
    const result = sentence('component', porch);
    await waitFor(() =>
      expect(result.current).toBe('Porch will move to the trash. You can restore it for 30 days.'),
    );
  });

  it('asks nothing while no confirmation is open, and keeps the general words on a failure', async () => {
    const sent = serve();
    expect(sentence('component', null).current).toBe('');
    expect(sent).toEqual([]);
    const result = sentence('timeline_entry', { id: porch.id, name: 'Kitchen fitted' });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.path).toBe(`/api/trash/preview/timeline_entry/${porch.id}`);
    expect(result.current).toBe(
      'Kitchen fitted and what belongs to it will move to the trash. You can restore them for 30 days.',
    );
  });
});
