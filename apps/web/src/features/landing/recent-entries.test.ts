import { describe, expect, it } from 'vitest';
import { toRecentEntry } from './recent-entries';

describe('toRecentEntry', () => {
  it('shows the thumbnails of the entry, in order', () => {
    const photo = (id: string) => ({
      id,
      url: `/api/timeline/photos/${id}/full`,
      thumbnail_url: `/api/timeline/photos/${id}/thumbnail`,
      width: 800,
      height: 600,
    });
    const entry = toRecentEntry({
      id: '0f8e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
      title: 'Kitchen units fitted',
      description: 'All base units in.',
      date: '2026-03-07',
      photos: [photo('p1'), photo('p2')],
      created_at: '2026-03-07T10:00:00.000Z',
      updated_at: '2026-03-07T10:00:00.000Z',
    });
    expect(entry).toEqual({
      id: '0f8e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
      title: 'Kitchen units fitted',
      description: 'All base units in.',
      date: '2026-03-07',
      photoUrls: ['/api/timeline/photos/p1/thumbnail', '/api/timeline/photos/p2/thumbnail'],
    });
  });
});
