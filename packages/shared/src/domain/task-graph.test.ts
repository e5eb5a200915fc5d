import { describe, expect, it } from 'vitest';
import {
  criticalPath,
  dependantsOf,
  dependencyProblem,
  findCycle,
  topologicalOrder,
} from './task-graph.ts';

const node = (id: string, ...dependencies: string[]) => ({ id, dependencies });
const dated = (id: string, startAt: string, endAt: string, ...dependencies: string[]) => ({
  id,
  startAt,
  endAt,
  dependencies,
});

describe('findCycle', () => {
  it('finds none in a chain, a diamond or with unknown ids', () => {
    expect(findCycle([node('a'), node('b', 'a'), node('c', 'b')])).toBeNull();
    expect(findCycle([node('a'), node('b', 'a'), node('c', 'a'), node('d', 'b', 'c')])).toBeNull();
    expect(findCycle([node('a', 'ghost')])).toBeNull();
    expect(findCycle([])).toBeNull();
  });

  it('finds a loop of one, two and three', () => {
    expect(findCycle([node('a', 'a')])).toEqual(['a', 'a']);
    expect(findCycle([node('a', 'b'), node('b', 'a')])).toEqual(['a', 'b', 'a']);
    expect(findCycle([node('x'), node('a', 'c'), node('b', 'a'), node('c', 'b')])).toEqual([
      'a',
      'c',
      'b',
      'a',
    ]);
  });

  it('handles a chain of 20,000 without overflowing the stack', () => {
    const chain = Array.from({ length: 20_000 }, (_, i) =>
      i === 0 ? node('t0') : node(`t${i}`, `t${i - 1}`),
    );
    expect(findCycle(chain)).toBeNull();
    chain[0] = node('t0', 't19999');
    expect(findCycle(chain)?.length).toBe(20_001);
  });
});

describe('topologicalOrder', () => {
  it('puts predecessors first, taking the earliest ready task in the given order', () => {
    expect(topologicalOrder([node('c', 'b'), node('b', 'a'), node('a'), node('z')])).toEqual([
      'a',
      'b',
      'c',
      'z',
    ]);
    expect(
      topologicalOrder([node('d', 'b', 'c'), node('c', 'a'), node('b', 'a'), node('a')]),
    ).toEqual(['a', 'c', 'b', 'd']);
  });

  it('is null on a loop', () => {
    expect(topologicalOrder([node('a', 'b'), node('b', 'a'), node('c')])).toBeNull();
  });
});

describe('dependencyProblem', () => {
  const schedule = [node('a'), node('b', 'a'), node('c', 'b')];
  it('accepts a fine list, empty or not', () => {
    expect(dependencyProblem('new', ['a', 'c'], schedule)).toBeNull();
    expect(dependencyProblem('a', [], schedule)).toBeNull();
  });
  it('names self, unknown and loops', () => {
    expect(dependencyProblem('b', ['b'], schedule)).toBe('self');
    expect(dependencyProblem('new', ['ghost'], schedule)).toBe('unknown');
    // a waiting for c closes a -> c -> b -> a.
    expect(dependencyProblem('a', ['c'], schedule)).toBe('cycle');
    expect(dependencyProblem('a', ['b'], schedule)).toBe('cycle');
  });
});

describe('criticalPath', () => {
  it('follows the chain that spans the most days', () => {
    // strip (5 days) -> plaster (3) -> decorate (4) spans 2026-03-02..2026-03-14 = 12 days;
    // strip -> electrics (2) spans 7 days; the skip (10 days alone) spans 10.
    const tasks = [
      dated('strip', '2026-03-02', '2026-03-07'),
      dated('electrics', '2026-03-07', '2026-03-09', 'strip'),
      dated('plaster', '2026-03-07', '2026-03-10', 'strip'),
      dated('decorate', '2026-03-10', '2026-03-14', 'plaster'),
      dated('skip', '2026-03-01', '2026-03-11'),
    ];
    expect(criticalPath(tasks)).toEqual(['strip', 'plaster', 'decorate']);
  });

  it('joins two branches through the one that starts earlier', () => {
    const tasks = [
      dated('a', '2026-03-02', '2026-03-04'),
      dated('b', '2026-03-01', '2026-03-03'),
      dated('c', '2026-03-04', '2026-03-06', 'a', 'b'),
    ];
    expect(criticalPath(tasks)).toEqual(['b', 'c']);
  });

  it('is the longest single task without dependencies, and empty on a loop or nothing', () => {
    expect(
      criticalPath([
        dated('short', '2026-03-01', '2026-03-02'),
        dated('long', '2026-03-01', '2026-03-05'),
      ]),
    ).toEqual(['long']);
    expect(criticalPath([])).toEqual([]);
    expect(
      criticalPath([
        dated('a', '2026-03-01', '2026-03-02', 'b'),
        dated('b', '2026-03-02', '2026-03-03', 'a'),
      ]),
    ).toEqual([]);
  });

  it('prefers the chain with more tasks when the spans are equal', () => {
    const tasks = [
      dated('whole', '2026-03-02', '2026-03-06'),
      dated('first', '2026-03-02', '2026-03-04'),
      dated('second', '2026-03-04', '2026-03-06', 'first'),
    ];
    expect(criticalPath(tasks)).toEqual(['first', 'second']);
  });
});

describe('dependantsOf', () => {
  const graph = [
    { id: 'a', dependencies: [] },
    { id: 'b', dependencies: ['a'] },
    { id: 'c', dependencies: ['b', 'a'] },
    { id: 'd', dependencies: ['c'] },
    { id: 'e', dependencies: [] },
    { id: 'f', dependencies: ['e', 'x'] },
  ];

  it('lists every task that waits for it, directly or through others, in the given order', () => {
    expect(dependantsOf('a', graph)).toEqual(['b', 'c', 'd']);
    expect(dependantsOf('c', graph)).toEqual(['d']);
    expect(dependantsOf('d', graph)).toEqual([]);
    expect(dependantsOf('x', graph)).toEqual(['f']);
  });

  it('never lists the task itself, even in a loop', () => {
    const loop = [
      { id: 'a', dependencies: ['b'] },
      { id: 'b', dependencies: ['a'] },
    ];
    expect(dependantsOf('a', loop)).toEqual(['b']);
  });
});
