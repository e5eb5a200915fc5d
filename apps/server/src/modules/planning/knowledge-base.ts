import type { DEFAULT_TASK_GROUPS, taskOwners } from '@hrt/shared/schemas/schedule';

/**
 * The built-in planner's renovation knowledge (decisions 016 and 060): the steps of a job with
 * their trade, typical length in working days and what each waits for. Precedence follows how
 * UK renovations run: strip-out, structural work, first fix electrics and plumbing, underfloor
 * heating and its screed, plastering, tiling, then what is fitted on the tiles (sanitaryware),
 * second fix, flooring, and decorating after the plaster. Kitchens and bathrooms have their own
 * sequences.
 */
export interface Step {
  key: string;
  name: string;
  group: (typeof DEFAULT_TASK_GROUPS)[number];
  owner: (typeof taskOwners)[number]['id'];
  days: number;
  after: readonly string[];
}

/** A sequence the goal can ask for, and how to recognise it and its component. */
export interface Sequence {
  id: string;
  /** Words in the goal that ask for it. */
  goalWords: RegExp;
  /** Words in a component's name that make it this work's component. */
  componentWords: RegExp;
  steps: readonly Step[];
}

const kitchenSequence: Sequence = {
  id: 'kitchen',
  goalWords: /\bkitchen/i,
  componentWords: /kitchen/i,
  steps: [
    step('strip', 'Strip out old kitchen', 'Structural Work', 'main-contractor', 3),
    step('plumbing-1', 'First fix plumbing', 'Electrical & Plumbing', 'plumber', 2, 'strip'),
    step('electrics-1', 'First fix electrics', 'Electrical & Plumbing', 'electrician', 2, 'strip'),
    step(
      'plaster',
      'Plaster walls and ceiling',
      'Structural Work',
      'main-contractor',
      3,
      'plumbing-1',
      'electrics-1',
    ),
    step('units', 'Fit kitchen units', 'Kitchen & Bathroom', 'carpenter', 3, 'plaster'),
    step('worktops', 'Fit worktops', 'Kitchen & Bathroom', 'carpenter', 2, 'units'),
    step('appliances', 'Install appliances', 'Kitchen & Bathroom', 'electrician', 1, 'worktops'),
    step('splashback', 'Tile splashback', 'Flooring & Tiling', 'main-contractor', 2, 'worktops'),
    step(
      'decorate',
      'Decorate kitchen',
      'Painting & Decorating',
      'painter',
      3,
      'plaster',
      'appliances',
      'splashback',
    ),
  ],
};

const bathroomSteps = (room: string): Step[] => [
  step('strip', `Strip out old ${room}`, 'Structural Work', 'main-contractor', 2),
  step('plumbing-1', 'First fix plumbing', 'Electrical & Plumbing', 'plumber', 2, 'strip'),
  step('electrics-1', 'First fix electrics', 'Electrical & Plumbing', 'electrician', 1, 'strip'),
  step(
    'tanking',
    'Tanking and waterproofing',
    'Kitchen & Bathroom',
    'main-contractor',
    1,
    'plumbing-1',
    'electrics-1',
  ),
  step('plaster', 'Plaster walls and ceiling', 'Structural Work', 'main-contractor', 2, 'tanking'),
  // Tiles go on the plastered walls and the floor; the basin, toilet and bath are fitted on them.
  step('tiling', 'Tile walls and floor', 'Flooring & Tiling', 'main-contractor', 3, 'plaster'),
  step('sanitaryware', 'Fit sanitaryware', 'Kitchen & Bathroom', 'plumber', 2, 'tiling'),
  step(
    'second-fix',
    'Second fix plumbing and electrics',
    'Electrical & Plumbing',
    'plumber',
    1,
    'sanitaryware',
  ),
  step(
    'decorate',
    `Decorate ${room}`,
    'Painting & Decorating',
    'painter',
    2,
    'plaster',
    'second-fix',
  ),
];

/** Goal words that ask for underfloor heating ('underfloor heating', 'UFH'). */
export const underfloorHeatingWords = /\bunder[- ]?floor\b|\bufh\b/i;

/**
 * A room's sequence with underfloor heating: the pipes or mats laid once first fix is in, the
 * screed over them, and whatever followed first fix (plastering, tanking) after the screed, so
 * floor tiling and flooring come after it too.
 */
export function withUnderfloorHeating(sequence: Sequence): Sequence {
  const firstFix = ['plumbing-1', 'electrics-1'];
  const present = firstFix.filter((key) => sequence.steps.some((one) => one.key === key));
  const heating: Step[] = [
    step('ufh', 'Lay underfloor heating', 'Electrical & Plumbing', 'plumber', 2, ...present),
    step('screed', 'Lay floor screed', 'Flooring & Tiling', 'main-contractor', 2, 'ufh'),
  ];
  const steps = sequence.steps.flatMap((one) => {
    const waitsForFirstFix = one.after.some((key) => firstFix.includes(key));
    const moved = waitsForFirstFix ? { ...one, after: [...one.after, 'screed'] } : one;
    // The heating goes in right after the last first-fix step, so references stay in order.
    return one.key === present.at(-1) ? [moved, ...heating] : [moved];
  });
  return { ...sequence, steps: present.length ? steps : sequence.steps };
}

const bathroomSequence: Sequence = {
  id: 'bathroom',
  goalWords: /\bbath ?rooms?\b|\bshower ?room/i,
  componentWords: /bath|shower/i,
  steps: bathroomSteps('bathroom'),
};

const ensuiteSequence: Sequence = {
  id: 'en-suite',
  goalWords: /\ben[- ]?suite/i,
  componentWords: /en[- ]?suite/i,
  steps: bathroomSteps('en-suite'),
};

/** A re-roof: scaffold, strip, timbers, covering, leadwork and gutters, scaffold down. */
const roofSequence: Sequence = {
  id: 'roof',
  goalWords: /\bre-?roof|\broof(?!\s*light)\b/i,
  componentWords: /roof/i,
  steps: [
    step('scaffold', 'Put up scaffolding', 'External Work', 'main-contractor', 2),
    step('strip', 'Strip old roof tiles', 'External Work', 'main-contractor', 3, 'scaffold'),
    step('timbers', 'Repair roof timbers', 'Structural Work', 'carpenter', 2, 'strip'),
    step(
      'covering',
      'Felt, batten and tile the roof',
      'External Work',
      'main-contractor',
      5,
      'timbers',
    ),
    step('lead', 'Flashing and guttering', 'External Work', 'main-contractor', 2, 'covering'),
    step('scaffold-down', 'Take down scaffolding', 'External Work', 'main-contractor', 1, 'lead'),
  ],
};

/**
 * The whole-house phases, in precedence ranks: each phase waits for every chosen phase of the
 * nearest earlier rank. `words` are the goal words that call for the phase.
 */
interface Phase extends Omit<Step, 'after'> {
  rank: number;
  words: RegExp;
}

const extension = /\bextension|\bextend/i;
const loft = /\bloft|\battic/i;
const rewire = /\bre-?wir|\belectric/i;
// Heating means the plumbing, unless it is underfloor heating (its own steps below).
const replumb = /\bre-?plumb|\bplumbing|(?<!under[- ]?floor\s)\bheating|\bboiler/i;
const flooring = /\bfloor/i;
const decorating = /\bdecorat|\bpaint/i;
const garden = /\bgarden|\blandscap|\bpatio|\bdriveway|\bfenc/i;
const wholeJob = /(?!)/;
const anyOf = (...patterns: RegExp[]) =>
  new RegExp(patterns.map((pattern) => pattern.source).join('|'), 'i');

const phases: readonly Phase[] = [
  {
    rank: 0,
    key: 'survey',
    name: 'Survey and strip-out',
    group: 'Structural Work',
    owner: 'main-contractor',
    days: 2,
    words: anyOf(extension, loft, rewire, replumb),
  },
  {
    rank: 1,
    key: 'groundwork',
    name: 'Groundwork and foundations',
    group: 'Structural Work',
    owner: 'main-contractor',
    days: 10,
    words: extension,
  },
  {
    rank: 2,
    key: 'shell',
    name: 'Build extension shell and roof',
    group: 'Structural Work',
    owner: 'main-contractor',
    days: 15,
    words: extension,
  },
  {
    rank: 2,
    key: 'loft-structure',
    name: 'Loft conversion structure and stairs',
    group: 'Structural Work',
    owner: 'carpenter',
    days: 12,
    words: loft,
  },
  {
    rank: 3,
    key: 'electrics-1',
    name: 'First fix electrics',
    group: 'Electrical & Plumbing',
    owner: 'electrician',
    days: 3,
    words: anyOf(extension, loft, rewire),
  },
  {
    rank: 3,
    key: 'plumbing-1',
    name: 'First fix plumbing',
    group: 'Electrical & Plumbing',
    owner: 'plumber',
    days: 3,
    words: anyOf(extension, replumb),
  },
  // Underfloor heating and its screed come between first fix and the plaster.
  {
    rank: 3.4,
    key: 'ufh',
    name: 'Lay underfloor heating',
    group: 'Electrical & Plumbing',
    owner: 'plumber',
    days: 2,
    words: underfloorHeatingWords,
  },
  {
    rank: 3.6,
    key: 'screed',
    name: 'Lay floor screed',
    group: 'Flooring & Tiling',
    owner: 'main-contractor',
    days: 2,
    words: underfloorHeatingWords,
  },
  {
    rank: 4,
    key: 'plaster',
    name: 'Plastering',
    group: 'Structural Work',
    owner: 'main-contractor',
    days: 4,
    words: anyOf(extension, loft, rewire, replumb),
  },
  {
    rank: 5,
    key: 'electrics-2',
    name: 'Second fix electrics',
    group: 'Electrical & Plumbing',
    owner: 'electrician',
    days: 2,
    words: anyOf(extension, loft, rewire),
  },
  {
    rank: 5,
    key: 'plumbing-2',
    name: 'Second fix plumbing',
    group: 'Electrical & Plumbing',
    owner: 'plumber',
    days: 2,
    words: anyOf(extension, replumb),
  },
  {
    rank: 6,
    key: 'flooring',
    name: 'Lay flooring',
    group: 'Flooring & Tiling',
    owner: 'carpenter',
    days: 3,
    words: anyOf(extension, loft, flooring),
  },
  {
    rank: 7,
    key: 'decorate',
    name: 'Decorating',
    group: 'Painting & Decorating',
    owner: 'painter',
    days: 5,
    words: anyOf(extension, loft, rewire, replumb, decorating),
  },
  {
    rank: 8,
    key: 'garden',
    name: 'Landscape the garden',
    group: 'External Work',
    owner: 'main-contractor',
    days: 5,
    words: garden,
  },
];

/**
 * What the goal asks of the whole house; with `fallback` (no room named either), every indoor
 * phase when it names nothing the base knows.
 */
export function generalSequence(goal: string, fallback: boolean): Sequence | undefined {
  const asked = phases.filter((phase) => phase.words.test(goal));
  // Nothing named: a whole-house refurbishment (no extension, loft or garden).
  const everything = phases.filter(
    (phase) => !/groundwork|shell|loft|garden|ufh|screed/.test(phase.key),
  );
  const chosen = asked.length || !fallback ? asked : everything;
  if (!chosen.length) return undefined;
  const steps: Step[] = chosen.map((phase) => {
    // The garden waits for nothing indoors; every other phase for the nearest earlier rank.
    const earlier = chosen.filter((other) => other.rank < phase.rank && other.key !== 'garden');
    const nearest = Math.max(...earlier.map((other) => other.rank));
    const after =
      phase.key === 'garden'
        ? []
        : earlier.filter((other) => other.rank === nearest).map((other) => other.key);
    const { rank: _rank, words: _words, ...rest } = phase;
    return { ...rest, after };
  });
  return {
    id: 'general',
    goalWords: wholeJob,
    componentWords: anyOf(extension, loft, garden, /house|home|whole|general|outside|external/i),
    steps,
  };
}

export const roomSequences: readonly Sequence[] = [
  kitchenSequence,
  ensuiteSequence,
  bathroomSequence,
  roofSequence,
];

function step(
  key: string,
  name: string,
  group: Step['group'],
  owner: Step['owner'],
  days: number,
  ...after: string[]
): Step {
  return { key, name, group, owner, days, after };
}
