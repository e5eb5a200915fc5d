import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFakeApi, trashEntry } from '@/test/fake-api';
import { ReceiptActions } from './receipt-actions';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/undo-toast', () => ({ toastWithUndo: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockReset();
});

const id = '4d0c6f0a-2b1e-4c3d-9e8f-7a6b5c4d3e21';
const path = `/api/expenses/${id}/receipt`;

function renderActions(receipt: { file_name: string; content_type: string } | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReceiptActions owner={{ id, receipt }} editable rowLabel=", row 3" />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("a phone card's and the dialog's receipt", () => {
  it('offers a file or the camera, and shows the receipt once it is attached', async () => {
    const sent = serveFakeApi(({ method, path: url }) =>
      method === 'POST' && url === path
        ? { status: 201, body: { receipt_url: '/api/files/x?expires=1&signature=y' } }
        : undefined,
    );
    const user = renderActions(null);
    expect(screen.getByText('No receipt')).toBeTruthy();
    const camera = screen.getByLabelText('Take photo, row 3');
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(camera.getAttribute('accept')).toBe('image/*,application/pdf');

    const file = new File(['%PDF-1.4'], 'boiler-invoice.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Choose file, row 3'), file);
    await waitFor(() => expect(screen.getByText('boiler-invoice.pdf')).toBeTruthy());
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([`POST ${path}`]);
    expect(toast.success).toHaveBeenCalledWith('Receipt uploaded.');
    // Attached: it can be viewed, replaced (by a file or a new photo) and removed.
    expect(screen.getByRole('button', { name: 'View receipt, row 3' })).toBeTruthy();
    expect(screen.getByLabelText('Replace receipt, row 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove receipt, row 3' })).toBeTruthy();
  });

  it('removes the receipt to the trash once confirmed', async () => {
    const sent = serveFakeApi(({ method, path: url }) =>
      method === 'DELETE' && url === path
        ? { status: 200, body: trashEntry({ label: 'Receipt', name: 'till.png' }) }
        : undefined,
    );
    const user = renderActions({ file_name: 'till.png', content_type: 'image/png' });
    await user.click(screen.getByRole('button', { name: 'Remove receipt, row 3' }));
    const question = screen.getByRole('alertdialog', { name: 'Remove this receipt?' });
    expect(sent).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByText('No receipt')).toBeTruthy());
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([`DELETE ${path}`]);
  });
});
