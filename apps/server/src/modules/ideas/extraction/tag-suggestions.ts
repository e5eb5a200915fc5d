import type { IDEA_PRESET_TAGS } from '@hrt/shared/schemas/ideas';

type PresetTag = (typeof IDEA_PRESET_TAGS)[number];

/** Words that suggest each preset tag (whole words, singular or plural). */
const WORDS: Record<PresetTag, string[]> = {
  lighting: ['lamp', 'light', 'lighting', 'pendant', 'chandelier', 'sconce', 'bulb', 'lantern'],
  furniture: [
    'sofa',
    'chair',
    'armchair',
    'table',
    'desk',
    'bed',
    'wardrobe',
    'cabinet',
    'bookcase',
    'sideboard',
    'dresser',
    'stool',
    'bench',
    'shelving unit',
    'furniture',
  ],
  seating: ['sofa', 'chair', 'armchair', 'stool', 'bench', 'couch', 'seat', 'seating'],
  table: ['table', 'desk'],
  storage: [
    'storage',
    'shelf',
    'shelves',
    'shelving',
    'cabinet',
    'wardrobe',
    'drawer',
    'basket',
    'bookcase',
    'sideboard',
  ],
  decor: [
    'vase',
    'mirror',
    'frame',
    'print',
    'artwork',
    'candle',
    'ornament',
    'clock',
    'decor',
    'décor',
  ],
  textiles: [
    'rug',
    'cushion',
    'curtain',
    'throw',
    'blanket',
    'towel',
    'bedding',
    'linen',
    'duvet',
    'textile',
  ],
  glassware: ['glass', 'glasses', 'glassware', 'tumbler', 'carafe', 'decanter'],
  cookware: ['pan', 'saucepan', 'casserole', 'wok', 'skillet', 'cookware', 'frying pan'],
  appliance: [
    'oven',
    'fridge',
    'freezer',
    'dishwasher',
    'washing machine',
    'microwave',
    'kettle',
    'toaster',
    'hob',
    'extractor',
    'appliance',
  ],
  bathroom: ['bath', 'bathroom', 'basin', 'shower', 'toilet', 'vanity unit', 'towel rail'],
  kitchen: ['kitchen', 'worktop', 'sink', 'splashback'],
  outdoor: ['garden', 'outdoor', 'patio', 'parasol', 'planter', 'bbq', 'barbecue'],
};

const PATTERNS = Object.entries(WORDS).map(([tag, words]) => ({
  tag,
  pattern: new RegExp(`(^|[^\\p{L}])(${words.join('|')})(e?s)?(?=$|[^\\p{L}])`, 'iu'),
}));

/** Preset tags the product's name and category suggest, in the presets' order. */
export function suggestTags(...texts: (string | undefined)[]): string[] {
  const haystack = texts.filter(Boolean).join(' \n ');
  return PATTERNS.filter(({ pattern }) => pattern.test(haystack)).map(({ tag }) => tag);
}
