import type { BackupList } from '@hrt/shared/schemas/backup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchBackupLink } from '../api/create-backup-link';
import { fetchBackups } from '../api/list-backups';
import { BackupsSection } from './backups-section';

vi.mock('../api/list-backups', () => ({
  backupKeys: { all: ['admin', 'backups'] },
  fetchBackups: vi.fn(),
}));
vi.mock('../api/create-backup-link', () => ({
  fetchBackupLink: vi.fn(async () => ({ url: '/api/backup-downloads?target=fresh' })),
}));

afterEach(cleanup);

function renderWith(list: BackupList) {
  vi.mocked(fetchBackups).mockResolvedValue(list);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BackupsSection />
    </QueryClientProvider>,
  );
}

describe('backups section', () => {
  it('lists the archives with size and time, the last failure, and downloads each', async () => {
    renderWith({
      keep: 7,
      last_failure: { at: '2026-11-25T02:30:05.000Z', error: 'ENOSPC: no space left on device' },
      archives: [
        {
          name: 'hrt-backup-20261124T023000Z.tar',
          size: 220_200_960,
          created_at: '2026-11-24T02:30:41.000Z',
        },
      ],
    });
    expect(await screen.findByText('hrt-backup-20261124T023000Z.tar')).toBeTruthy();
    expect(screen.getByText('210.0 MB')).toBeTruthy();
    expect(screen.getByText('24 Nov 2026 02:30 UTC')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('ENOSPC: no space left on device');
    fireEvent.click(
      screen.getByRole('button', { name: 'Download hrt-backup-20261124T023000Z.tar' }),
    );
    await waitFor(() =>
      expect(fetchBackupLink).toHaveBeenCalledWith('hrt-backup-20261124T023000Z.tar'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download backup' }));
    await waitFor(() => expect(fetchBackupLink).toHaveBeenLastCalledWith(undefined));
  });

  it('says when there is no nightly archive yet', async () => {
    renderWith({ keep: 7, last_failure: null, archives: [] });
    expect(await screen.findByText('No nightly backups yet')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
