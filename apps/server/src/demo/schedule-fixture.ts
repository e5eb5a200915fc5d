// The demo schedule's tasks: a UK terraced-house renovation in the order the trades work
// (strip out, first fix, plaster, second fix, fit, tile, decorate, snag). Dates are not here:
// schedule.ts lays the tasks out from their lengths and dependencies, relative to today.

export type DemoRoom = 'kitchen' | 'bathroom' | 'bedroomOne' | 'bedroomTwo';

/** A trade: a default owner by id, or one typed by name (the schedule keeps the name). */
export interface DemoTrade {
  id: string;
  name?: string;
  /** Where the trade buys or who does it: one is picked per task by the seeded random. */
  suppliers: readonly string[];
}

export const trades = {
  builder: { id: 'main-contractor', suppliers: ['Hartley & Sons Builders'] },
  electrician: { id: 'electrician', suppliers: ['Brightwire Electrical', 'Northgate Electrics'] },
  plumber: { id: 'plumber', suppliers: ['Flowright Plumbing & Heating'] },
  gas: {
    id: 'gas-engineer',
    name: 'Gas Safe engineer',
    suppliers: ['Flowright Plumbing & Heating'],
  },
  carpenter: { id: 'carpenter', suppliers: ['Oak Lane Joinery', 'Mill Street Carpentry'] },
  plasterer: { id: 'plasterer', name: 'Plasterer', suppliers: ['Smooth Finish Plastering'] },
  tiler: { id: 'tiler', name: 'Tiler', suppliers: ['Harbour Tiling'] },
  painter: { id: 'painter', suppliers: ['Fairweather Decorators'] },
  fitter: { id: 'kitchen-fitter', name: 'Kitchen fitter', suppliers: ['Riverside Kitchens'] },
  stone: { id: 'worktop-maker', name: 'Worktop maker', suppliers: ['Granite & Quartz Works'] },
  flooring: { id: 'flooring-fitter', name: 'Flooring fitter', suppliers: ['Floorcraft Carpets'] },
  self: { id: 'diy-self', suppliers: [''] },
} as const satisfies Record<string, DemoTrade>;

type TradeKey = keyof typeof trades;

/**
 * One task: its key (for dependencies), room, trade, length in working days and the keys it
 * waits for. `from` is the earliest working day (counted from the project's first) the room's
 * work may start, for the tasks that open a room.
 */
export interface DemoTaskTemplate {
  key: string;
  name: string;
  room: DemoRoom;
  trade: TradeKey;
  days: number;
  after?: readonly string[];
  from?: number;
}

const task = (
  key: string,
  room: DemoRoom,
  trade: TradeKey,
  days: number,
  name: string,
  after: readonly string[] = [],
  from?: number,
): DemoTaskTemplate => ({
  key,
  name,
  room,
  trade,
  days,
  after,
  ...(from === undefined ? {} : { from }),
});

// biome-ignore format: a table, one task a line, reads best.
const kitchen: DemoTaskTemplate[] = [
  task('k-survey', 'kitchen', 'builder', 2, 'Measured survey and kitchen design sign-off', [], 0),
  task('k-skip', 'kitchen', 'builder', 1, 'Skip hire and floor protection', [], 1),
  task('k-strip', 'kitchen', 'builder', 3, 'Strip out old kitchen units and worktops', ['k-skip']),
  task('k-wall', 'kitchen', 'builder', 4, 'Remove kitchen–dining wall and fit steel beam', ['k-strip', 'k-survey']),
  task('k-bco', 'kitchen', 'builder', 1, 'Building control inspection of the beam', ['k-wall']),
  task('k-floor-up', 'kitchen', 'builder', 2, 'Lift old floor tiles and make good the screed', ['k-strip']),
  task('k-cu', 'kitchen', 'electrician', 1, 'Upgrade the consumer unit (whole house)', ['k-strip']),
  task('k-ef1', 'kitchen', 'electrician', 3, 'First fix electrics: ring main, cooker circuit, downlights', ['k-bco', 'k-cu']),
  task('k-pf1', 'kitchen', 'plumber', 2, 'First fix plumbing: sink, dishwasher and washer feeds', ['k-bco']),
  task('k-gas', 'kitchen', 'gas', 1, 'Move the gas supply for the new hob', ['k-pf1']),
  task('k-plaster', 'kitchen', 'plasterer', 3, 'Plaster walls and ceiling', ['k-ef1', 'k-gas']),
  task('k-ufh', 'kitchen', 'plumber', 2, 'Underfloor heating mat and self-levelling screed', ['k-floor-up', 'k-pf1']),
  task('k-mist', 'kitchen', 'painter', 1, 'Mist coat on the new plaster', ['k-plaster']),
  task('k-floor', 'kitchen', 'flooring', 2, 'Lay porcelain floor tiles', ['k-ufh', 'k-mist']),
  task('k-units', 'kitchen', 'fitter', 4, 'Fit base and wall units', ['k-floor']),
  task('k-template', 'kitchen', 'stone', 1, 'Template the quartz worktops', ['k-units']),
  task('k-fabricate', 'kitchen', 'stone', 8, 'Quartz worktop fabrication', ['k-template']),
  task('k-worktop', 'kitchen', 'stone', 1, 'Fit quartz worktops and undermount sink', ['k-fabricate']),
  task('k-appliances', 'kitchen', 'fitter', 1, 'Install oven, hob and extractor', ['k-worktop']),
  task('k-ef2', 'kitchen', 'electrician', 2, 'Second fix electrics: sockets, switches, under-cabinet lights', ['k-worktop']),
  task('k-pf2', 'kitchen', 'plumber', 1, 'Second fix plumbing: tap, sink waste, dishwasher', ['k-worktop']),
  task('k-splash', 'kitchen', 'tiler', 2, 'Tile the splashback', ['k-ef2']),
  task('k-decor', 'kitchen', 'painter', 3, 'Decorate walls, ceiling and woodwork', ['k-splash']),
  task('k-blind', 'kitchen', 'self', 1, 'Fit the window blind', ['k-decor']),
  task('k-snag', 'kitchen', 'builder', 1, 'Kitchen snagging', ['k-blind', 'k-appliances', 'k-pf2']),
];

// biome-ignore format: a table, one task a line, reads best.
const bathroom: DemoTaskTemplate[] = [
  task('b-strip', 'bathroom', 'builder', 2, 'Strip out bathroom suite and tiles', ['k-strip'], 10),
  task('b-boards', 'bathroom', 'carpenter', 1, 'Replace rotten floorboards under the bath', ['b-strip']),
  task('b-pf1', 'bathroom', 'plumber', 3, 'First fix plumbing: soil connection and shower valve', ['b-strip', 'k-pf1']),
  task('b-ef1', 'bathroom', 'electrician', 1, 'First fix electrics: extractor fan, shaver point, downlights', ['b-strip', 'k-ef1']),
  task('b-test', 'bathroom', 'plumber', 1, 'Pressure test the new pipework', ['b-pf1']),
  task('b-stud', 'bathroom', 'carpenter', 2, 'Build the boxing-in and shower niche', ['b-test', 'b-boards']),
  task('b-skim', 'bathroom', 'plasterer', 1, 'Skim the ceiling', ['b-ef1', 'k-plaster']),
  task('b-board', 'bathroom', 'tiler', 2, 'Tile backer boards and tanking', ['b-stud', 'b-skim']),
  task('b-tray', 'bathroom', 'plumber', 1, 'Fit the shower tray', ['b-board']),
  task('b-walls', 'bathroom', 'tiler', 5, 'Wall tiling', ['b-tray']),
  task('b-ufh', 'bathroom', 'electrician', 1, 'Electric underfloor heating mat', ['b-board']),
  task('b-floor', 'bathroom', 'tiler', 2, 'Floor tiling', ['b-walls', 'b-ufh']),
  task('b-grout', 'bathroom', 'tiler', 1, 'Grout and seal', ['b-floor']),
  task('b-pf2', 'bathroom', 'plumber', 2, 'Second fix plumbing: basin, WC, shower, towel rail', ['b-grout']),
  task('b-ef2', 'bathroom', 'electrician', 1, 'Second fix electrics: fan, lights, mirror', ['b-grout']),
  task('b-screen', 'bathroom', 'plumber', 1, 'Fit the shower screen', ['b-pf2']),
  task('b-fittings', 'bathroom', 'carpenter', 1, 'Fit mirror cabinet and accessories', ['b-ef2']),
  task('b-decor', 'bathroom', 'painter', 2, 'Paint ceiling and woodwork', ['b-screen', 'b-fittings']),
  task('b-snag', 'bathroom', 'builder', 1, 'Silicone and bathroom snagging', ['b-decor']),
];

/** A bedroom's tasks; `extra` is the one job that differs between the two rooms. */
function bedroom(
  room: DemoRoom,
  prefix: string,
  from: number,
  extra: { key: string; trade: TradeKey; days: number; name: string },
  waitFor: { plaster: string; electrics: string },
): DemoTaskTemplate[] {
  const k = (name: string) => `${prefix}-${name}`;
  // biome-ignore format: a table, one task a line, reads best.
  return [
    task(k('clear'), room, 'self', 1, 'Clear the room and protect the floor', [], from),
    task(k('strip'), room, 'self', 3, 'Strip wallpaper and remove picture rails', [k('clear')]),
    task(k(extra.key), room, extra.trade, extra.days, extra.name, [k('strip')]),
    task(k('ef1'), room, 'electrician', 2, 'First fix electrics: extra sockets and ceiling rose', [k('strip'), waitFor.electrics]),
    task(k('rad'), room, 'plumber', 1, 'Move the radiator under the window', [k('strip')]),
    task(k('plaster'), room, 'plasterer', 3, 'Re-skim walls and ceiling', [k('ef1'), k('rad'), k(extra.key), waitFor.plaster]),
    task(k('mist'), room, 'painter', 1, 'Mist coat on the new plaster', [k('plaster')]),
    task(k('coving'), room, 'carpenter', 1, 'Fit coving', [k('mist')]),
    task(k('skirting'), room, 'carpenter', 2, 'Replace skirting and architraves', [k('mist')]),
    task(k('wardrobe'), room, 'carpenter', 4, 'Build fitted wardrobes', [k('skirting')]),
    task(k('ef2'), room, 'electrician', 1, 'Second fix electrics: sockets, switches, pendant', [k('mist')]),
    task(k('door'), room, 'carpenter', 1, 'Hang a new panelled door and ironmongery', [k('skirting')]),
    task(k('paint'), room, 'painter', 4, 'Paint walls, ceiling and woodwork', [k('coving'), k('wardrobe'), k('ef2'), k('door')]),
    task(k('rad2'), room, 'plumber', 1, 'Refit the radiator', [k('paint')]),
    task(k('boards'), room, 'builder', 2, 'Sand and oil the floorboards', [k('rad2')]),
    task(k('curtains'), room, 'self', 1, 'Put up curtain poles and blinds', [k('paint')]),
    task(k('snag'), room, 'builder', 1, 'Bedroom snagging', [k('boards'), k('curtains')]),
  ];
}

// biome-ignore format: a table, one task a line, reads best.
const whole: DemoTaskTemplate[] = [
  task('h-eic', 'kitchen', 'electrician', 1, 'Electrical installation certificate (whole house)', ['k-ef2', 'b-ef2', 'r1-ef2', 'r2-ef2']),
  task('h-clean', 'kitchen', 'builder', 2, 'Builders clean and handover', ['k-snag', 'b-snag', 'r1-snag', 'r2-snag', 'h-eic']),
];

/** Every task of the demo schedule, each after the tasks it waits for. */
export const demoTaskTemplates: readonly DemoTaskTemplate[] = [
  ...kitchen,
  ...bathroom,
  ...bedroom(
    'bedroomOne',
    'r1',
    18,
    {
      key: 'fireplace',
      trade: 'builder',
      days: 3,
      name: 'Open up and restore the cast-iron fireplace',
    },
    { plaster: 'b-skim', electrics: 'b-ef1' },
  ),
  ...bedroom(
    'bedroomTwo',
    'r2',
    26,
    {
      key: 'window',
      trade: 'carpenter',
      days: 2,
      name: 'Replace the rotten sash window',
    },
    { plaster: 'r1-plaster', electrics: 'r1-ef1' },
  ),
  ...whole,
];
