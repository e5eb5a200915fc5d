import type { WordBox } from './layout-lines.ts';

/**
 * Word boxes for tests, written as a page is read: one row per printed line, each cell at its
 * x. Baselines 14 points apart, 9-point text, widths from a 5-point average character.
 */
export function page(rows: Array<Array<[number, string]>>, pageNumber = 1, top = 60): WordBox[] {
  return rows.flatMap((cells, index) =>
    cells.map(([x, text]) => ({
      text,
      page: pageNumber,
      x,
      y: top + index * 14,
      width: text.length * 5,
      height: 9,
    })),
  );
}
