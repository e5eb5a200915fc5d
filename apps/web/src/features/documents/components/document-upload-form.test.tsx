import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nameFromFileName } from '@/lib/form-problem';
import { serveFakeApi } from '@/test/fake-api';
import { DocumentUploadForm } from './document-upload-form';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A room's document upload: the name comes from the file's, and a refusal says what to fix. */
const componentId = '0b7d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c11';

function renderForm() {
  serveFakeApi(() => undefined);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DocumentUploadForm componentId={componentId} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('the document upload form', () => {
  it("fills in the name from the file's, without its extension", async () => {
    const user = renderForm();
    await user.upload(screen.getByLabelText('File'), pdf('Boiler manual.pdf'));
    expect(screen.getByLabelText('Document name')).toHaveProperty('value', 'Boiler manual');
    // A second file replaces a name that came from the first.
    await user.upload(screen.getByLabelText('File'), pdf('Planning drawings v2.final.pdf'));
    expect(screen.getByLabelText('Document name')).toHaveProperty(
      'value',
      'Planning drawings v2.final',
    );
  });

  it('keeps a name the user typed', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Document name'), 'Kitchen quote');
    await user.upload(screen.getByLabelText('File'), pdf('scan-0001.pdf'));
    expect(screen.getByLabelText('Document name')).toHaveProperty('value', 'Kitchen quote');
  });

  it('marks both fields as required before anything is sent', () => {
    renderForm();
    expect(screen.getByLabelText('Document name')).toHaveProperty('required', true);
    expect(screen.getByLabelText('File')).toHaveProperty('required', true);
    expect(screen.getAllByText('*')).toHaveLength(2);
  });

  it('titles the refusal by what to fix, not as something gone wrong', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Name and file needed');
    expect(alert.textContent).toContain('Please provide a name and select a file.');
    expect(alert.textContent).not.toContain('Something went wrong');
  });
});

describe('a name from a file name', () => {
  it('drops the last extension only, and keeps a name that is all extension', () => {
    expect(nameFromFileName('Boiler manual.pdf')).toBe('Boiler manual');
    expect(nameFromFileName('plan.v2.png')).toBe('plan.v2');
    expect(nameFromFileName('README')).toBe('README');
    expect(nameFromFileName('.env')).toBe('.env');
  });
});
