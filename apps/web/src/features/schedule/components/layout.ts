/** The Gantt's fixed measures beside the spec's constants: the names column and the header. */
export const NAME_COLUMN_PX = 248;
export const HEADER_PX = 44;
