import type { DemoPart, DemoSeed } from './demo-seed.ts';
import { renderPicture } from './pictures.ts';

/** A journal entry: days ago, its words, and the colours of its generated photos. */
interface DemoEntry {
  daysAgo: number;
  title: string;
  description: string;
  /** One palette per photo: wall, floor and detail colours. */
  photos: [string, string, string][];
}

const entries: DemoEntry[] = [
  {
    daysAgo: 30,
    title: 'Day one: the old kitchen comes out',
    description:
      'The skip arrived at eight and by lunchtime the old units were in it. Floors are covered ' +
      'and the dust sheets are up on the stairs.',
    photos: [
      ['#d9cbb0', '#8a6f4d', '#5b6b73'],
      ['#e6dccb', '#7d6a55', '#b04a3a'],
    ],
  },
  {
    daysAgo: 24,
    title: 'The wall is down',
    description:
      'The wall between the kitchen and the dining room is gone and the steel beam is in. ' +
      'Building control came round and signed it off.',
    photos: [
      ['#cfc6b8', '#6e5f4f', '#3f4a52'],
      ['#d8d2c4', '#907a60', '#2f5d7c'],
      ['#c9bfae', '#7a6a58', '#a0a4a8'],
    ],
  },
  {
    daysAgo: 17,
    title: 'Bathroom back to the boards',
    description:
      'Suite and tiles out. Two floorboards under the bath were rotten, so they are being ' +
      'replaced before the plumber starts.',
    photos: [['#e2e4de', '#9c8466', '#4e7d8c']],
  },
  {
    daysAgo: 11,
    title: 'First fix done',
    description:
      'New ring main, cooker circuit and downlight cables in the kitchen, and the pipes for the ' +
      'sink and the dishwasher. The gas engineer moved the hob supply.',
    photos: [
      ['#cdbfa6', '#8b7355', '#c8732a'],
      ['#d4c8b2', '#846c50', '#3c6e47'],
    ],
  },
  {
    daysAgo: 4,
    title: 'Plaster on in the kitchen',
    description:
      'Walls and ceiling skimmed. It needs a few days to dry before the mist coat, so the tiler ' +
      'is starting on the bathroom meanwhile.',
    photos: [
      ['#e8d9c8', '#9a8067', '#d9b99b'],
      ['#eadfd2', '#a1876c', '#c9a88a'],
    ],
  },
  {
    daysAgo: 1,
    title: 'Tiles chosen for the bathroom',
    description:
      'Sage green zellige for the shower wall and a plain porcelain floor. Delivery is booked ' +
      'for next week.',
    photos: [['#f1efe8', '#8f9e8b', '#6f8f7a']],
  },
];

/**
 * A picture of a room at work drawn by code: a wall in a gradient, a floor, a window and a few
 * boards or tiles placed by the seeded random; the server re-encodes it like any uploaded photo.
 */
async function drawPhoto(seed: DemoSeed, [wall, floor, detail]: [string, string, string]) {
  const shapes = Array.from({ length: 5 }, () => {
    const x = Math.round(seed.random() * 560);
    const y = Math.round(200 + seed.random() * 220);
    const width = Math.round(40 + seed.random() * 120);
    return `<rect x="${x}" y="${y}" width="${width}" height="18" rx="3" fill="${detail}" opacity="0.85"/>`;
  }).join('');
  const windowX = Math.round(80 + seed.random() * 360);
  return renderPicture(
    640,
    480,
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="${floor}" stop-opacity="0.55"/>
    </linearGradient></defs>
    <rect width="640" height="480" fill="url(#wall)"/>
    <rect x="${windowX}" y="60" width="140" height="150" fill="#dfeaf2" stroke="#ffffff" stroke-width="10"/>
    <polygon points="0,360 640,340 640,480 0,480" fill="${floor}"/>
    ${shapes}`,
  );
}

/** The journal's entries through the API, with their generated photos; the journal is public. */
export const seedDemoJournal: DemoPart = async (seed) => {
  for (const entry of entries) {
    const photos = [];
    for (const [index, palette] of entry.photos.entries()) {
      photos.push({
        name: 'photos',
        value: await drawPhoto(seed, palette),
        filename: `photo-${index + 1}.jpg`,
        contentType: 'image/jpeg',
      });
    }
    await seed.uploadAsOwner('/api/timeline/entries', [
      { name: 'title', value: entry.title },
      { name: 'description', value: entry.description },
      { name: 'date', value: seed.day(-entry.daysAgo) },
      ...photos,
    ]);
  }
};
