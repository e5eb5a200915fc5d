import { describe, expect, it } from 'vitest';
import { readRecentEntries } from './recent-entries';

const photo = (id: string) => ({
  id,
  url: `/api/timeline/photos/${id}/full`,
  thumbnail_url: `/api/timeline/photos/${id}/thumbnail`,
  width: 800,
  height: 600,
});

const entry = (id: string, photos: unknown[] = [photo('p1'), photo('p2')]) => ({
  id,
  title: 'Kitchen units fitted',
  description: 'All base units in.',
  date: '2026-03-07',
  photos,
  created_at: '2026-03-07T10:00:00.000Z',
  updated_at: '2026-03-07T10:00:00.000Z',
});

describe('readRecentEntries', () => {
  it('shows the thumbnails of the entry, in order', () => {
    expect(readRecentEntries([entry('0f8e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a5b')])).toEqual([
      {
        id: '0f8e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
        title: 'Kitchen units fitted',
        description: 'All base units in.',
        date: '2026-03-07',
        photoUrls: ['/api/timeline/photos/p1/thumbnail', '/api/timeline/photos/p2/thumbnail'],
      },
    ]);
  });

  it('keeps the first three entries', () => {
    const ids = readRecentEntries(['a', 'b', 'c', 'd'].map((id) => entry(id, [])))?.map(
      (e) => e.id,
    );
    expect(ids).toEqual(['a', 'b', 'c']);
  });

  it('refuses an answer of another shape, as the contract would', () => {
    expect(readRecentEntries({ entries: [] })).toBeNull();
    expect(readRecentEntries([{ ...entry('a'), title: 7 }])).toBeNull();
    expect(readRecentEntries([entry('a', [{ ...photo('p1'), thumbnail_url: null }])])).toBeNull();
    expect(readRecentEntries([{ ...entry('a'), photos: undefined }])).toBeNull();
  });
});
