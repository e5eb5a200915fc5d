import { randomUUID } from 'node:crypto';
import type { Idea, UserSettings } from '@hrt/shared/schemas/ideas';
import { PICTURE_FOLDER } from '../modules/ideas/picture-copy.ts';
import { priceCheckSeams } from '../modules/ideas/price-check-job.ts';
import { settleCheck } from '../modules/ideas/price-checks.ts';
import { listWatchedRows, recordPriceCheck, updateIdeaRow } from '../modules/ideas/repository.ts';
import type { DemoPart, DemoSeed } from './demo-seed.ts';
import { drawProduct } from './pictures.ts';
import type { DemoRoom } from './schedule-fixture.ts';

interface DemoIdea {
  room: DemoRoom;
  name: string;
  price: number | null;
  retailer: string | null;
  /** A path on the retailer's site; none: typed in by hand. */
  path?: string;
  tags: string[];
  description: string;
  /** Watched ideas: the target and the prices found, oldest first (the last is the latest). */
  watch?: { target: number; prices: number[] };
}

// The shops live under .example (RFC 2606), a name that never resolves: the demo points at no
// real shop, and the twice-daily check of a watched idea finds nothing and keeps its price.
const shopUrl = (retailer: string, path: string) =>
  `https://www.${retailer.toLowerCase().replaceAll(/[^a-z]+/g, '-')}.example/${path}`;

const demoIdeas: DemoIdea[] = [
  {
    room: 'kitchen',
    name: 'Boiling water tap, brushed steel',
    price: 949,
    retailer: 'Tap Warehouse',
    path: 'taps/boiling-water-brushed-steel',
    tags: ['kitchen', 'appliance'],
    description: 'Three-in-one tap with a 3 litre tank under the sink.',
    // The one alert of the demo: the last check finds 849, at or below the target of 850.
    watch: { target: 850, prices: [949, 949, 929, 929, 899, 899, 899, 879, 849] },
  },
  {
    room: 'kitchen',
    name: 'Brass dome pendant light',
    price: 95,
    retailer: 'Lumen and Co',
    path: 'pendants/brass-dome-30',
    tags: ['lighting', 'kitchen'],
    description: 'Three over the island, 30 cm shades on 1.5 m braided flex.',
    watch: { target: 70, prices: [95, 95, 89, 89, 92, 92, 89, 85, 85] },
  },
  {
    room: 'kitchen',
    name: 'Oak counter stools (pair)',
    price: 240,
    retailer: 'Woodland Furniture',
    path: 'stools/oak-counter-pair',
    tags: ['seating', 'furniture'],
    description: '65 cm seat height for the 90 cm worktop.',
  },
  {
    room: 'bathroom',
    name: 'Fluted oak vanity unit, 800 mm',
    price: 620,
    retailer: 'Bathstore Direct',
    path: 'vanity/fluted-oak-800',
    tags: ['bathroom', 'storage'],
    description: 'Wall-hung with a ceramic basin; fits between the boxing and the window.',
    watch: { target: 550, prices: [620, 599, 599, 640, 640, 615, 615, 599, 589] },
  },
  {
    room: 'bathroom',
    name: 'Matt black thermostatic shower set',
    price: 285,
    retailer: 'Bathstore Direct',
    path: 'showers/matt-black-thermostatic',
    tags: ['bathroom'],
    description: 'Concealed valve with a 250 mm rain head and a handset on a rail.',
  },
  {
    room: 'bathroom',
    name: 'Heated towel rail, anthracite',
    price: 165,
    retailer: 'Radiator Centre',
    path: 'towel-rails/anthracite-1200',
    tags: ['bathroom'],
    description: '1200 x 500 mm, dual fuel for summer.',
  },
  {
    room: 'bedroomOne',
    name: 'Victorian cast-iron fire surround',
    price: 450,
    retailer: null,
    tags: ['decor'],
    description:
      'Seen at the reclamation yard on Mill Road; they hold it until the end of the month.',
  },
  {
    room: 'bedroomOne',
    name: 'Linen blackout curtains',
    price: 120,
    retailer: 'Loom House',
    path: 'curtains/linen-blackout-sage',
    tags: ['textiles'],
    description: 'Sage green, 228 cm drop for the bay.',
  },
  {
    room: 'bedroomTwo',
    name: 'Wool loop-pile carpet (per m²)',
    price: 38,
    retailer: 'Floorcraft Carpets',
    path: 'carpets/wool-loop-oatmeal',
    tags: ['textiles'],
    description: 'Oatmeal; about 12 m² with the alcove.',
  },
  {
    room: 'bedroomTwo',
    name: 'Shaker wardrobe doors',
    price: 780,
    retailer: 'Oak Lane Joinery',
    path: 'doors/shaker-wardrobe-set',
    tags: ['furniture', 'storage'],
    description: 'Four doors, primed for painting, for both alcoves.',
  },
];

/**
 * The idea's picture. The API keeps a picture only by fetching it from the shop's page, and the
 * demo's shops do not exist, so a drawn one is stored as the idea's kept copy directly.
 */
async function keepPicture(seed: DemoSeed, idea: Idea) {
  const key = `${PICTURE_FOLDER}/${randomUUID()}`;
  await seed.ctx.fileStore.put(key, await drawProduct(seed));
  await updateIdeaRow(seed.ctx.database.db, idea.id, { imageKey: key });
}

/** About every four days over the past five weeks, at the scheduled 8 AM or 8 PM UTC. */
function checkTimes(seed: DemoSeed, count: number): Date[] {
  return Array.from({ length: count }, (_, index) => {
    const daysAgo = index === count - 1 ? 1 : 36 - index * 4;
    const hour = index === count - 1 || seed.random() < 0.5 ? '20' : '08';
    return new Date(`${seed.day(-daysAgo)}T${hour}:00:00Z`);
  });
}

/**
 * A watched idea's history. The API can only check a price now, against the live shop page, so
 * the past checks are written with the ideas module's own repository at their past times; the
 * latest goes through the check's own rules, which send the alert when it meets the target.
 */
async function writeHistory(seed: DemoSeed, idea: Idea, prices: number[]) {
  const db = seed.ctx.database.db;
  const times = checkTimes(seed, prices.length);
  // Saved before its first check, as it would have been.
  const savedAt = new Date(times[0]!.getTime() - 2 * 86_400_000);
  await updateIdeaRow(db, idea.id, { createdAt: savedAt });
  for (const [index, price] of prices.slice(0, -1).entries()) {
    await recordPriceCheck(db, { ideaId: idea.id, price, error: null, checkedAt: times[index]! });
  }
  const [watched] = await listWatchedRows(db, idea.id);
  await settleCheck(
    priceCheckSeams(seed.ctx),
    watched!,
    { price: prices.at(-1)!, error: null },
    times.at(-1)!,
  );
}

/** Ideas for every room through the API; three watched, with their price history and one alert. */
export const seedDemoIdeas: DemoPart = async (seed) => {
  const settings = (await seed.asOwner('GET', '/api/price-monitoring/settings')) as UserSettings;
  for (const demo of demoIdeas) {
    const idea = (await seed.asOwner('POST', '/api/ideas', {
      component_id: seed.components[demo.room],
      url: demo.path && demo.retailer ? shopUrl(demo.retailer, demo.path) : null,
      name: demo.name,
      description: demo.description,
      price: demo.price,
      retailer: demo.retailer,
      tags: demo.tags,
    })) as Idea;
    await keepPicture(seed, idea);
    if (!demo.watch) continue;
    await seed.asOwner('POST', '/api/price-monitoring/items', {
      idea_id: idea.id,
      target_price: demo.watch.target,
      email: settings.global_settings.email,
    });
    await writeHistory(seed, idea, demo.watch.prices);
  }
};
