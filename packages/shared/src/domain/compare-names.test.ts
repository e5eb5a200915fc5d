import { describe, expect, it } from 'vitest';
import { compareNames } from './compare-names';

// Names as a household gives them: rooms, design items, services and tasks.
const names = [
  'Kitchen',
  'kitchen',
  'Kitchen 2',
  'Kitchen extension',
  'Kitchen-diner',
  "Kid's bedroom",
  'Bathroom',
  'bathroom tiles',
  'Bath & shower',
  'Café corner',
  'Cafe corner',
  'cafe',
  'Décor',
  'Decor',
  'Utility room',
  'Loft',
  'Loft conversion',
  '1st floor landing',
  '2nd floor',
  'Garden / patio',
  'Garage, front',
  'Hall. stairs',
  'Électricité',
  'Zed',
  'Ørsted boiler',
  'A',
  'a',
  'B',
  'a&b',
  'a-b',
  'a b',
  'a,b',
  'a.b',
  "a'b",
  'a(b)',
  'a/b',
  'a1',
  'ab',
  'AB',
  'Ab',
];

describe('names in order', () => {
  it('agrees with localeCompare on every pair', () => {
    for (const a of names) {
      for (const b of names) {
        expect(Math.sign(compareNames(a, b)), `${a} | ${b}`).toBe(Math.sign(a.localeCompare(b)));
      }
    }
  });

  it('sorts names as localeCompare does', () => {
    const expected = [...names].sort((a, b) => a.localeCompare(b));
    expect([...names].sort(compareNames)).toEqual(expected);
  });

  it('puts a dictionary order first, then the lower-case name', () => {
    expect(['Zed', 'apple', 'Apple', 'banana'].sort(compareNames)).toEqual([
      'apple',
      'Apple',
      'banana',
      'Zed',
    ]);
    expect(compareNames('Loft', 'Loft')).toBe(0);
  });
});
