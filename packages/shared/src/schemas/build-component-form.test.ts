import { describe, expect, it } from 'vitest';
import { componentFormSchema, createComponentSchema } from './build-components.ts';

const messages = (input: unknown) => {
  const parsed = componentFormSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('the component form checks what the API checks', () => {
  it('turns the budget text into pounds, empty meaning 0', () => {
    expect(componentFormSchema.parse({ name: ' Loft ', status: '', budget: '' })).toEqual({
      name: 'Loft',
      status: '',
      budget: 0,
    });
    expect(componentFormSchema.parse({ name: 'Loft', status: '', budget: '1250.5' }).budget).toBe(
      1250.5,
    );
  });

  it('refuses what the server refuses, with the same messages', () => {
    expect(messages({ name: '   ', status: '', budget: '1' })).toEqual(['Name is required.']);
    expect(messages({ name: 'Loft', status: '', budget: '-1' })).toEqual([
      'Amounts cannot be negative.',
    ]);
    expect(messages({ name: 'Loft', status: '', budget: '10.123' })).toEqual([
      'Use at most two decimals.',
    ]);
    expect(messages({ name: 'Loft', status: '', budget: 'abc' })).toEqual([
      'Enter a budget of £0 or more.',
    ]);
    // The API's own schema gives the same answers for the same values.
    const api = createComponentSchema.safeParse({ name: 'Loft', type: 'room', budget: -1 });
    expect(api.success ? [] : api.error.issues.map((issue) => issue.message)).toEqual([
      'Amounts cannot be negative.',
    ]);
  });

  it('refuses control characters in the name, as every API text does', () => {
    expect(messages({ name: 'a\u0000b', status: '', budget: '' })).toHaveLength(1);
  });
});
