import { describe, expect, it } from 'vitest';
import { toRecentEntry } from './api';

describe('toRecentEntry', () => {
  it('reads photos given as URLs or as objects, once each', () => {
    const entry = toRecentEntry(
      {
        id: 7,
        title: 'Kitchen units fitted',
        description: null,
        date: '2026-03-07',
        photos: [
          '/a.jpg',
          { id: 'p2', url: '/b.jpg' },
          { thumbnail_url: '/c-thumb.jpg', url: '/c.jpg' },
          '/a.jpg',
          '',
        ],
      },
      0,
    );
    expect(entry).toEqual({
      id: '7',
      title: 'Kitchen units fitted',
      description: '',
      date: '2026-03-07',
      photoUrls: ['/a.jpg', '/b.jpg', '/c-thumb.jpg'],
    });
  });

  it('tolerates an entry without photos or id', () => {
    expect(toRecentEntry({ title: 'Skip delivered', photos: null }, 2)).toMatchObject({
      id: '2',
      photoUrls: [],
    });
  });
});
