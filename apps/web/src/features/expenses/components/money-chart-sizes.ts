// What the money charts' cards and their lazily loaded plots share: colours, rows, heights.

/** Okabe-Ito colours: told apart with every common colour-vision deficiency, in both themes. */
export const chartColours = {
  paid: '#009E73',
  dueCommitted: '#E69F00',
  dueSpeculative: '#56B4E9',
  budget: '#8E8E8E',
  status: '#0072B2',
};

export interface BudgetChartRow {
  name: string;
  budget: number;
  paid: number;
  dueCommitted: number;
  dueSpeculative: number;
}

/** The plots' heights by row count, so a skeleton keeps the place the plot then takes. */
export const budgetPlotHeight = (rows: number) => Math.max(180, rows * 64 + 90);
export const statusPlotHeight = (rows: number) => Math.max(160, rows * 48 + 70);
