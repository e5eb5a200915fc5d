/** The Gantt's fixed measures beside the shared scheduleConstants: names column and header. */
export const NAME_COLUMN_PX = 248;
export const HEADER_PX = 44;
