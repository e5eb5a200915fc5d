import type { Analysis } from '@hrt/shared/schemas/schedule';
import { describe, expect, it } from 'vitest';
import { mergeDuplicates } from './plan-duplicates.ts';
import { tradeStepOf } from './trade-steps.ts';

const KITCHEN = '0b0c2a56-1111-4222-8333-000000000001';
const components = [{ id: KITCHEN, name: 'Kitchen' }];

describe('near-duplicates are one trade step', () => {
  it.each([
    ['Strip out old kitchen', 'Survey and strip-out', 'strip-out'],
    ['Plaster walls and ceiling', 'Plastering', 'plaster'],
    ['Decorate kitchen', 'Decorating', 'decorate'],
    ['First fix electrics (Kitchen)', 'Rewire', 'first-fix-electrics'],
    ['Tile walls and floor', 'Tile splashback', 'tiling'],
  ])("'%s' and '%s' are both %s", (one, other, step) => {
    expect(tradeStepOf(one)).toBe(step);
    expect(tradeStepOf(other)).toBe(step);
  });

  it('keeps different steps apart', () => {
    expect(tradeStepOf('Decorate en-suite')).toBe('decorate');
    expect(tradeStepOf('Fit sanitaryware')).toBe('sanitaryware');
    expect(tradeStepOf('Second fix electrics')).toBe('second-fix-electrics');
    expect(tradeStepOf('Hang larder doors')).toBe('name:hang larder doors');
  });
});

describe('a plan with near-duplicates (as a model might write it)', () => {
  const task = (key: string, name: string) => ({
    key,
    name,
    group: 'Structural Work',
    owner: 'Main Contractor',
    duration_days: 1,
    startAt: '2027-01-04',
    endAt: '2027-01-05',
    component_id: KITCHEN,
  });
  const analysis: Analysis = {
    suggested_tasks: [
      task('strip', 'Strip out old kitchen'),
      task('survey', 'Survey and strip-out'),
      task('plaster', 'Plaster walls and ceiling'),
      task('plastering', 'Plastering'),
      task('decorate', 'Decorate kitchen'),
      task('decorating', 'Decorating'),
    ],
    dependencies: [
      { from: 'survey', to: 'plastering' },
      { from: 'strip', to: 'plaster' },
      { from: 'plastering', to: 'decorating' },
    ],
    timeline_suggestions: { estimated_duration_weeks: 1 },
    contractor_recommendations: [],
    constraints: [],
    notes: [],
  };

  it('keeps the first of each, points the links at it and says what it merged', () => {
    const merged = mergeDuplicates(analysis, [], components);
    expect(merged.suggested_tasks.map((kept) => kept.key)).toEqual([
      'strip',
      'plaster',
      'decorate',
    ]);
    expect(merged.dependencies).toEqual([
      { from: 'strip', to: 'plaster' },
      { from: 'plaster', to: 'decorate' },
    ]);
    expect(merged.notes).toEqual([
      "'Survey and strip-out' is the same step as 'Strip out old kitchen' (Kitchen): merged.",
      "'Plastering' is the same step as 'Plaster walls and ceiling' (Kitchen): merged.",
      "'Decorating' is the same step as 'Decorate kitchen' (Kitchen): merged.",
    ]);
  });
});
