import { queryKeys } from '@/lib/query-keys';

/**
 * The schedule's keys, all under queryKeys.tasks: live updates and the planner's writes refresh
 * the list by that prefix, and hold their re-read back while a move (keyed under it) is in flight.
 */
export const scheduleKeys = {
  /** Every task on the schedule (all pages of GET /api/tasks). */
  tasks: queryKeys.tasks,
  /** The mutation key of moves. */
  move: [...queryKeys.tasks, 'move'] as const,
  /** The household's working calendar (GET /api/settings/calendar); not under tasks. */
  calendar: ['settings', 'calendar'] as const,
};
