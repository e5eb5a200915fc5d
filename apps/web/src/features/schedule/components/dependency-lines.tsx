import { barGeometry } from '@hrt/shared/domain/schedule';
import {
  type DependencyLineState,
  dependencyLineState,
  isLineDropped,
} from '@hrt/shared/domain/task-dependencies';
import type { Task } from '@hrt/shared/schemas/schedule';
import { scheduleConstants } from '@hrt/shared/schemas/schedule';
import { useGantt } from './gantt-context';

const arrowClass: Record<DependencyLineState, string> = {
  completed: 'fill-success',
  blocking: 'fill-destructive',
  normal: 'fill-muted-foreground',
};

const lineClass: Record<DependencyLineState, string> = {
  completed: 'stroke-success',
  blocking: 'stroke-destructive',
  normal: 'stroke-muted-foreground',
};

interface DependencyLinesProps {
  /** Tasks whose rows are drawn now; a line is drawn when either of its ends is one of them. */
  visibleTaskIds: readonly string[];
  successorsOf: ReadonlyMap<string, readonly string[]>;
  /** Row centre by task id (only tasks on the schedule). */
  rowCentre: (taskId: string) => number | undefined;
  visibleWidth: number;
}

/**
 * Dependency lines in one SVG, from the predecessor's end to the successor's start, in their
 * three states: completed (green), blocking (red, dashed, routed back to the earlier start) and
 * normal (grey). Only lines touching a drawn row are computed, so 10,000 tasks cost what is on
 * screen.
 */
export function DependencyLines({
  visibleTaskIds,
  successorsOf,
  rowCentre,
  visibleWidth,
}: DependencyLinesProps) {
  const { tasksById, windowStart, zoom } = useGantt();
  const seen = new Set<string>();
  const paths: { key: string; d: string; state: DependencyLineState }[] = [];
  const add = (predecessor: Task, successor: Task) => {
    const key = `${predecessor.id}>${successor.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    const y1 = rowCentre(predecessor.id);
    const y2 = rowCentre(successor.id);
    if (y1 === undefined || y2 === undefined) return;
    const from = barGeometry(predecessor, windowStart, zoom);
    const to = barGeometry(successor, windowStart, zoom);
    const x1 = from.x + from.width;
    const x2 = to.x;
    const state = dependencyLineState(predecessor, successor);
    if (isLineDropped(state, predecessor.endAt, successor.startAt, x2 - x1, visibleWidth)) return;
    const gap = 10;
    let d: string;
    if (x2 - x1 >= gap * 2) {
      const mid = x1 + gap;
      d = `M${x1},${y1} H${mid} V${y2} H${x2 - 2}`;
    } else {
      // Backwards (or too close): out to the right, down between the rows, back to the start.
      const between =
        y2 > y1 ? y2 - scheduleConstants.rowHeightPx / 2 : y2 + scheduleConstants.rowHeightPx / 2;
      d = `M${x1},${y1} h${gap} V${between} H${x2 - gap} V${y2} H${x2 - 2}`;
    }
    paths.push({ key, d, state });
  };
  for (const id of visibleTaskIds) {
    const task = tasksById.get(id);
    if (!task) continue;
    for (const dependency of task.dependencies) {
      const predecessor = tasksById.get(dependency);
      if (predecessor) add(predecessor, task);
    }
    for (const successorId of successorsOf.get(id) ?? []) {
      const successor = tasksById.get(successorId);
      if (successor) add(task, successor);
    }
  }
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute top-0 left-0 z-[5] overflow-visible"
      width="1"
      height="1"
      data-testid="dependency-lines"
    >
      <defs>
        {(['completed', 'blocking', 'normal'] as const).map((state) => (
          <marker
            key={state}
            id={`arrow-${state}`}
            viewBox="0 0 8 8"
            refX="6"
            refY="4"
            markerWidth="7"
            markerHeight="7"
            orient="auto"
          >
            <path d="M0,0 L8,4 L0,8 z" className={arrowClass[state]} />
          </marker>
        ))}
      </defs>
      {paths.map((path) => (
        <path
          key={path.key}
          d={path.d}
          data-line-state={path.state}
          data-line={path.key}
          className={lineClass[path.state]}
          fill="none"
          strokeWidth={path.state === 'blocking' ? 2 : 1.5}
          strokeDasharray={path.state === 'blocking' ? '5 3' : undefined}
          markerEnd={`url(#arrow-${path.state})`}
        />
      ))}
    </svg>
  );
}
