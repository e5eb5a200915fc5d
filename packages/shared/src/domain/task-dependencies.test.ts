import { describe, expect, it } from 'vitest';
import {
  brokenDependencies,
  dependencyLineState,
  dependencyState,
  dependencySummary,
  isLineDropped,
} from './task-dependencies.ts';

const planned = { id: 1 };
const done = { id: 3 };
const task = (
  id: string,
  startAt: string,
  endAt: string,
  dependencies: string[] = [],
  status = planned,
) => ({
  id,
  name: `Task ${id}`,
  startAt,
  endAt,
  dependencies,
  status,
  group: { id: 'g1', name: 'Kitchen' },
});
const byId = (...tasks: ReturnType<typeof task>[]) => new Map(tasks.map((t) => [t.id, t]));

describe('dependencyState', () => {
  const strip = task('a', '2026-03-02', '2026-03-05');
  it('is none without dependencies', () => {
    expect(dependencyState(task('b', '2026-03-05', '2026-03-06'), byId(strip))).toBe('none');
  });
  it('is ready when the predecessor ends on the day this task starts (ends are exclusive)', () => {
    expect(dependencyState(task('b', '2026-03-05', '2026-03-06', ['a']), byId(strip))).toBe(
      'ready',
    );
  });
  it('is blocked when a predecessor not done ends after this task starts', () => {
    expect(dependencyState(task('b', '2026-03-04', '2026-03-06', ['a']), byId(strip))).toBe(
      'blocked',
    );
  });
  it('is ready when the overlapping predecessor is done', () => {
    const finished = task('a', '2026-03-02', '2026-03-05', [], done);
    expect(dependencyState(task('b', '2026-03-03', '2026-03-06', ['a']), byId(finished))).toBe(
      'ready',
    );
  });
  it('is error when a dependency is not found, even beside a blocking one', () => {
    expect(dependencyState(task('b', '2026-03-03', '2026-03-06', ['a', 'gone']), byId(strip))).toBe(
      'error',
    );
  });
});

describe('dependency lines', () => {
  it('has the three states', () => {
    const successor = { startAt: '2026-03-05' };
    expect(dependencyLineState({ endAt: '2026-03-09', status: done }, successor)).toBe('completed');
    expect(dependencyLineState({ endAt: '2026-03-06', status: planned }, successor)).toBe(
      'blocking',
    );
    expect(dependencyLineState({ endAt: '2026-03-05', status: planned }, successor)).toBe('normal');
  });
  it('drops lines longer than 80 % of the view, whatever their state', () => {
    expect(isLineDropped('normal', '2026-03-05', '2026-04-05', 801, 1000)).toBe(true);
    expect(isLineDropped('normal', '2026-03-05', '2026-04-05', -801, 1000)).toBe(true);
    expect(isLineDropped('normal', '2026-03-05', '2026-04-05', 800, 1000)).toBe(false);
  });
  it('drops a finished overlap but keeps a blocking one', () => {
    expect(isLineDropped('completed', '2026-03-06', '2026-03-05', 40, 1000)).toBe(true);
    expect(isLineDropped('completed', '2026-03-05', '2026-03-05', 0, 1000)).toBe(false);
    expect(isLineDropped('blocking', '2026-03-06', '2026-03-05', -40, 1000)).toBe(false);
  });
});

describe('dependencySummary', () => {
  const tasks = byId(
    task('a', '2026-03-02', '2026-03-10'),
    task('b', '2026-03-02', '2026-03-04'),
    task('c', '2026-03-02', '2026-03-20', [], done),
  );
  it('counts selected, blocked, done and missing', () => {
    expect(dependencySummary(['a', 'b'], { startAt: '2026-03-05' }, tasks)).toBe(
      '2 selected · 1 blocked',
    );
    expect(dependencySummary(['a', 'c', 'x'], { startAt: '2026-03-05' }, tasks)).toBe(
      '3 selected · 1 blocked · 1 done · 1 missing',
    );
    expect(dependencySummary([], { startAt: '2026-03-05' }, tasks)).toBe('No dependencies');
  });
});

describe('brokenDependencies', () => {
  it('names predecessors still running and successors now overlapped', () => {
    const a = task('a', '2026-03-02', '2026-03-06');
    const b = task('b', '2026-03-04', '2026-03-07', ['a']);
    const c = task('c', '2026-03-06', '2026-03-08', ['b']);
    const d = task('d', '2026-03-07', '2026-03-08', ['b']);
    const broken = brokenDependencies(b, [a, b, c]);
    expect(broken.predecessors.map((t) => t.id)).toEqual(['a']);
    expect(broken.successors.map((t) => t.id)).toEqual(['c']);
    expect(brokenDependencies(d, [a, b, c, d])).toEqual({ predecessors: [], successors: [] });
  });
});
