/**
 * What a task is, as a trade step: two names that mean the same step ('Plaster walls and
 * ceiling' and 'Plastering') are one step, so a plan never holds both on one component and never
 * adds one the schedule already has (decision 035). Also which trade a household names in its
 * context ('the electrician'), which tasks that trade does, and which component a step belongs
 * on when the project has one for its trade ('Electrician rewire').
 */

/** Trade steps in the order they are tried: the more specific first ('second fix' before 'fix'). */
const stepPatterns: ReadonlyArray<readonly [string, RegExp]> = [
  // Before plumbing and flooring: 'underfloor heating' is neither.
  ['underfloor-heating', /\bunder[- ]?floor\b|\bufh\b/],
  ['screed', /screed/],
  ['second-fix-plumbing', /second[- ]fix(?:ing)? (?:the )?plumb|plumbing second[- ]fix/],
  ['second-fix-electrics', /second[- ]fix(?:ing)? (?:the )?electric|electrics? second[- ]fix/],
  ['first-fix-plumbing', /first[- ]fix(?:ing)? (?:the )?plumb|plumbing first[- ]fix|re-?plumb/],
  ['first-fix-electrics', /first[- ]fix(?:ing)? (?:the )?electric|electrics? first[- ]fix|re-?wir/],
  ['scaffold-down', /(?:strike|remove|take down|dismantle) (?:the )?scaffold/],
  ['scaffold-up', /scaffold/],
  ['strip-roof', /strip (?:the |old )*roof|remove (?:the |old )*(?:roof )?(?:tiles|slates)/],
  [
    'roof-covering',
    /(?:felt|membrane|batten|re-?tile|re-?slate|tile|slate) (?:and \w+ )?(?:the )?roof/,
  ],
  ['roof-timbers', /roof timber|rafters|roof structure/],
  ['roof-lead', /flashing|leadwork|gutter|fascia|soffit/],
  [
    'strip-out',
    /strip[- ]?out|strip (?:out )?(?:the )?old|rip[- ]out|demoli|clear(?:ing)? out|survey/,
  ],
  ['groundwork', /groundwork|foundation|dig footings/],
  ['shell', /shell|superstructure|brickwork|blockwork/],
  ['loft-structure', /loft (?:conversion )?(?:structure|floor joists)|dormer|stairs?\b/],
  ['insulation', /insulat/],
  ['tanking', /tanking|waterproof/],
  ['plaster', /plaster|skim|dry[- ]?lin|boarding/],
  ['units', /\bunits?\b|cabinets?|cupboards/],
  ['worktops', /worktops?|countertops?/],
  ['appliances', /appliances?/],
  ['sanitaryware', /sanitary|(?<!en[- ]?)suite|toilet|basin|shower tray|\bbath\b/],
  ['tiling', /\btil(?:e|es|ed|ing)\b|splashback/],
  ['flooring', /floor(?:ing)?\b/],
  ['decorate', /decorat|paint/],
  ['garden', /landscap|garden|patio|driveway/],
];

/** The step a task name stands for; a name no pattern knows is its own step. */
export function tradeStepOf(name: string): string {
  const plain = baseName(name).toLowerCase().replace(/\s+/g, ' ').trim();
  return stepPatterns.find(([, pattern]) => pattern.test(plain))?.[0] ?? `name:${plain}`;
}

/**
 * A task's identity for duplicates: its component, its step, and the room it is for when the
 * name says so ('First fix electrics (Kitchen)' on the electrician's service).
 */
export function taskIdentity(componentId: string, name: string): string {
  const room = /\(([^)]+)\)\s*$/.exec(name)?.[1]?.trim().toLowerCase() ?? '';
  return `${componentId}|${tradeStepOf(name)}|${room}`;
}

/**
 * The task among `known` (by identity) that a new task would repeat: the same identity, or the
 * same step on the same component for the whole house ('First fix electrics' covers 'First fix
 * electrics (Kitchen)').
 */
export function findRepeat<T>(known: ReadonlyMap<string, T>, componentId: string, name: string) {
  return (
    known.get(taskIdentity(componentId, name)) ?? known.get(`${componentId}|${tradeStepOf(name)}|`)
  );
}

/** Components for the whole house: work there needs no room in its name. */
export const wholeHouseWords = /\b(?:house|home|whole|general|property|flat)\b/i;

function baseName(name: string): string {
  return name.replace(/\s*\([^)]*\)\s*$/, '');
}

/** The trades a context can name, and the tasks each does. */
export interface Trade {
  id: string;
  /** As the planner writes it: 'electrician'. */
  label: string;
  words: RegExp;
  /** Does this trade do the task (its owner, as the task list names it, or its step)? */
  does: (task: { name: string; ownerId: string }) => boolean;
}

const byOwner = (ownerId: string) => (task: { ownerId: string }) => task.ownerId === ownerId;
const byStep =
  (...steps: string[]) =>
  (task: { name: string }) =>
    steps.includes(tradeStepOf(task.name));

export const trades: readonly Trade[] = [
  {
    id: 'electrician',
    label: 'electrician',
    words: /\b(?:electrician|sparky|sparkie)s?\b/i,
    does: byOwner('electrician'),
  },
  {
    id: 'plumber',
    label: 'plumber',
    words: /\b(?:plumber|heating engineer|gas engineer)s?\b/i,
    does: byOwner('plumber'),
  },
  { id: 'plasterer', label: 'plasterer', words: /\bplasterers?\b/i, does: byStep('plaster') },
  {
    id: 'carpenter',
    label: 'carpenter',
    words: /\b(?:carpenter|joiner|kitchen fitter)s?\b/i,
    does: byOwner('carpenter'),
  },
  {
    id: 'painter',
    label: 'decorator',
    words: /\b(?:painter|decorator)s?\b/i,
    does: byOwner('painter'),
  },
  { id: 'tiler', label: 'tiler', words: /\btilers?\b/i, does: byStep('tiling') },
  {
    id: 'roofer',
    label: 'roofer',
    words: /\broofers?\b/i,
    does: byStep('strip-roof', 'roof-covering', 'roof-timbers', 'roof-lead'),
  },
  {
    id: 'builder',
    label: 'builder',
    words: /\b(?:builder|main contractor|contractor)s?\b/i,
    does: byOwner('main-contractor'),
  },
];

/** Component names that are a trade's own (a service such as 'Electrician rewire'), by step. */
const tradeComponentWords: ReadonlyArray<readonly [readonly string[], RegExp]> = [
  [['first-fix-electrics', 'second-fix-electrics'], /electric|re-?wir|wiring/i],
  [['underfloor-heating'], /\bunder[- ]?floor\b|\bufh\b/i],
  [['first-fix-plumbing', 'second-fix-plumbing'], /plumb|(?<!under[- ]?floor\s)heating|boiler/i],
  [['plaster'], /plaster/i],
  [['decorate'], /decorat|paint/i],
  [['tiling'], /\btil(?:e|es|ing)\b/i],
  [['flooring'], /floor/i],
  [['strip-roof', 'roof-covering', 'roof-timbers', 'roof-lead'], /roof/i],
  [['scaffold-up', 'scaffold-down'], /scaffold/i],
  [['garden'], /garden|landscap|outdoor|external|outside/i],
];

/** Rooms a component's name can be for: work for one room never goes on another's component. */
const roomNames: ReadonlyArray<RegExp> = [
  /kitchen/i,
  /en[- ]?suite/i,
  /(?<!en[- ]?suite\s)\b(?:bath|shower)/i,
  /bedroom/i,
  /\b(?:lounge|living|sitting)/i,
  /dining/i,
  /\b(?:hall|landing|stair)/i,
  /utility/i,
  /cloakroom|\bwc\b/i,
  /\bloft|attic/i,
  /garage/i,
  /study|office/i,
];

/**
 * Whether a component is for another room than `roomName`: its name names a room and none the
 * room's own name does ('Bathroom tiles' is not the kitchen's, so a kitchen splashback never
 * goes on it). A component or a room that names no room fits any work.
 */
function forAnotherRoom(componentName: string, roomName: string): boolean {
  const named = roomNames.filter((room) => room.test(componentName));
  if (!named.length) return false;
  const own = roomNames.filter((room) => room.test(roomName));
  return own.length > 0 && !named.some((room) => own.includes(room));
}

/**
 * The component of the project that is this step's trade's own, if there is one, and not
 * another room's: of several, the one the goal names ('...rewire by the Electrician rewire'),
 * else the one whose name also fits the room the work is for ('Kitchen electrics' for the
 * kitchen), else the first.
 */
export function tradeComponentFor<C extends { name: string }>(
  step: string,
  components: readonly C[],
  room: { words: RegExp; name: string },
  goal = '',
): C | undefined {
  const words = tradeComponentWords.find(([steps]) => steps.includes(step))?.[1];
  if (!words) return undefined;
  const fitting = components.filter(
    (component) => words.test(component.name) && !forAnotherRoom(component.name, room.name),
  );
  const said = goal.toLowerCase();
  return (
    fitting.find((component) => said.includes(component.name.trim().toLowerCase())) ??
    fitting.find((component) => room.words.test(component.name)) ??
    fitting[0]
  );
}

/** Words a household uses for a step when it says who does it ('the builder strips out'). */
const saidSteps: ReadonlyArray<readonly [string, RegExp]> = [
  ['strip-out', /\bstrip|\brip(?:s|ping)? out|demoli/i],
  ['plaster', /plaster|\bskim/i],
  ['screed', /screed/i],
  ['tanking', /tanking|waterproof/i],
  ['tiling', /\btil(?:e|es|ed|ing)\b/i],
  ['decorate', /decorat|paint/i],
  ['first-fix-electrics', /\bre-?wir|electrics/i],
  ['first-fix-plumbing', /\bre-?plumb|plumbing/i],
  ['underfloor-heating', /\bunder[- ]?floor\b|\bufh\b/i],
];

/**
 * The steps the context gives a trade ('Our builder strips out both rooms, lays the screed and
 * does the plastering': strip-out, screed and plaster are the builder's), sentence by sentence.
 */
export function stepsSaidFor(context: string): Map<string, Trade> {
  const said = new Map<string, Trade>();
  for (const sentence of context.split(/[.;\n]+/)) {
    const trade = trades.find((candidate) => candidate.words.test(sentence));
    if (!trade) continue;
    for (const [step, words] of saidSteps) if (words.test(sentence)) said.set(step, trade);
  }
  return said;
}

/**
 * The component that is `trade`'s own service ('Builder', 'Main contractor'), not another
 * room's, if the project has one.
 */
export function serviceOfTrade<C extends { name: string }>(
  trade: Trade,
  components: readonly C[],
  roomName: string,
): C | undefined {
  return components.find(
    (component) => trade.words.test(component.name) && !forAnotherRoom(component.name, roomName),
  );
}
