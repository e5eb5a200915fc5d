import type { Task } from '@hrt/shared/schemas/schedule';
import { createContext, useContext } from 'react';

/** The days drawn now, as day offsets from the window's start. */
interface DayRange {
  from: number;
  to: number;
}

/** What the page hands the Gantt: the schedule, the window, its scale and what may be done. */
export interface GanttInput {
  tasksById: ReadonlyMap<string, Task>;
  criticalIds: ReadonlySet<string>;
  windowStart: string;
  zoom: number;
  today: string;
  canEdit: boolean;
  onAddAt: (date: string, componentId: string) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
  onMove: (task: Task, days: number) => void;
}

/**
 * What every part of the Gantt reads of the chart: the page's input and what the chart works
 * out from its scroll box. GanttChart provides it, so the rows, the header and the lines read it
 * where they draw instead of being handed it through each layer between.
 */
export interface GanttState extends GanttInput {
  /** The days drawn now. */
  range: DayRange;
  /** The timeline's width in pixels at this zoom. */
  timelineWidth: number;
}

export const GanttContext = createContext<GanttState | null>(null);

export function useGantt(): GanttState {
  const state = useContext(GanttContext);
  if (!state) throw new Error('useGantt must be used inside <GanttChart>');
  return state;
}
