import type { BuildComponent, ComponentType } from '@hrt/shared/schemas/build-components';
import type { DemoCall, DemoSeed } from './demo-seed.ts';

/** A room, design item or service of the demo house, with its budget in pounds. */
export interface ComponentFixture {
  key: string;
  name: string;
  type: ComponentType;
  status: string;
  budget: number;
  description: string;
}

/** A Victorian two-up two-down terraced house, gutted and redone over a year. */
export const componentFixtures: readonly ComponentFixture[] = [
  {
    key: 'kitchen',
    name: 'Kitchen',
    type: 'room',
    status: 'In Progress',
    budget: 26_000,
    description: 'Knock-through kitchen-diner at the back: units, worktops, appliances, flooring.',
  },
  {
    key: 'bathroom',
    name: 'Bathroom',
    type: 'room',
    status: 'In Progress',
    budget: 13_500,
    description: 'First-floor bathroom: walk-in shower, new suite, tiling floor to ceiling.',
  },
  {
    key: 'bedroomOne',
    name: 'Bedroom 1',
    type: 'room',
    status: 'Completed',
    budget: 5_800,
    description: 'Front bedroom: fitted wardrobes, sash window repair, carpet.',
  },
  {
    key: 'bedroomTwo',
    name: 'Bedroom 2',
    type: 'room',
    status: 'In Design',
    budget: 4_800,
    description: 'Back bedroom and home office.',
  },
  {
    key: 'lighting',
    name: 'Lighting scheme',
    type: 'design',
    status: 'In Design',
    budget: 2_800,
    description: 'Downlights, pendants and under-cabinet strips, room by room.',
  },
  {
    key: 'colours',
    name: 'Colour and paint scheme',
    type: 'design',
    status: 'In Progress',
    budget: 1_400,
    description: 'Farrow & Ball throughout; samples on the walls first.',
  },
  {
    key: 'tiling',
    name: 'Tile selection',
    type: 'design',
    status: 'Completed',
    budget: 1_700,
    description: 'Kitchen splashback and bathroom walls and floor.',
  },
  {
    key: 'electrics',
    name: 'Electrical rewire',
    type: 'service',
    status: 'Completed',
    budget: 7_800,
    description: 'Full rewire, new consumer unit, EICR.',
  },
  {
    key: 'plumbing',
    name: 'Plumbing and heating',
    type: 'service',
    status: 'In Progress',
    budget: 8_200,
    description: 'Combi boiler, radiators, first and second fix.',
  },
  {
    key: 'plastering',
    name: 'Plastering',
    type: 'service',
    status: 'In Progress',
    budget: 4_200,
    description: 'Skim throughout, re-boarding the kitchen ceiling.',
  },
  {
    key: 'waste',
    name: 'Skips and waste',
    type: 'service',
    status: 'In Progress',
    budget: 2_400,
    description: 'Skip hire, permits and waste carriers.',
  },
  {
    key: 'structural',
    name: 'Structural engineer',
    type: 'service',
    status: 'Completed',
    budget: 1_400,
    description: 'Calculations for the steel beam in the knock-through.',
  },
];

/** Creates every component through the API; answers their ids by fixture key. */
export async function createDemoComponents(asOwner: DemoCall): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const { key, ...fields } of componentFixtures) {
    const created = (await asOwner('POST', '/api/components', fields)) as BuildComponent;
    ids.set(key, created.id);
  }
  return ids;
}

/** The four rooms the other parts of the demo hang their data on. */
export function demoRooms(ids: Map<string, string>): DemoSeed['components'] {
  const id = (key: string) => {
    const value = ids.get(key);
    if (!value) throw new Error(`demo: no component ${key}`);
    return value;
  };
  return {
    kitchen: id('kitchen'),
    bathroom: id('bathroom'),
    bedroomOne: id('bedroomOne'),
    bedroomTwo: id('bedroomTwo'),
  };
}
