/**
 * Text boxes read by OCR, put back into printed lines. A phone photo of a till roll is rarely
 * straight: turned 3 degrees, a label at the left and its amount 450 px to the right sit 25 px
 * apart in height, more than half a line, and grouping by height alone gives the amount a line
 * of its own (or the next label's). The page's slant is measured on the boxes themselves (each
 * detected box lies along its text), and boxes are grouped by their height across the slant.
 */

/** A box's corners as detection gives them: top-left, top-right, bottom-right, bottom-left. */
export type Corners = number[][];

export interface ReadBox {
  text: string;
  /** The recogniser's mean confidence, 0 to 1. */
  mean: number;
  box: Corners;
}

export interface ReadLine {
  text: string;
  mean: number;
}

const point = (corners: Corners, index: number): [number, number] => {
  const found = corners[index] ?? [0, 0];
  return [found[0] ?? 0, found[1] ?? 0];
};

const distance = (a: [number, number], b: [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/**
 * The page's slant in radians (positive when lines fall to the right): the median direction
 * of the boxes at least three times as long as they are high, whose direction is reliable.
 */
export function slantOf(boxes: Corners[]): number {
  const angles = boxes
    .map((corners) => {
      const [left, right, , bottomLeft] = [0, 1, 2, 3].map((index) => point(corners, index)) as [
        [number, number],
        [number, number],
        [number, number],
        [number, number],
      ];
      const long = distance(left, right) >= 3 * distance(left, bottomLeft);
      return long ? Math.atan2(right[1] - left[1], right[0] - left[0]) : null;
    })
    .filter((angle): angle is number => angle !== null && Math.abs(angle) < Math.PI / 12)
    .sort((a, b) => a - b);
  return angles.length > 0 ? (angles[Math.floor(angles.length / 2)] ?? 0) : 0;
}

/**
 * Lines top to bottom, each box's text left to right joined by a space. A box joins the line
 * whose height across the slant is nearest its own, within half the usual box height.
 */
export function groupIntoLines(boxes: ReadBox[]): ReadLine[] {
  if (boxes.length === 0) return [];
  const slant = slantOf(boxes.map((read) => read.box));
  const [cos, sin] = [Math.cos(slant), Math.sin(slant)];
  const placed = boxes.map((read) => {
    const corners = [0, 1, 2, 3].map((index) => point(read.box, index));
    const x = corners.reduce((sum, [cornerX]) => sum + cornerX, 0) / 4;
    const y = corners.reduce((sum, [, cornerY]) => sum + cornerY, 0) / 4;
    const height = distance(corners[0] ?? [0, 0], corners[3] ?? [0, 0]);
    // Turned back by the slant: along the line and across it.
    return { read, along: x * cos + y * sin, across: -x * sin + y * cos, height };
  });
  const usualHeight = placed.reduce((sum, box) => sum + box.height, 0) / placed.length;
  const lines: Array<{ across: number; boxes: typeof placed }> = [];
  for (const box of [...placed].sort((a, b) => a.across - b.across)) {
    let nearest: (typeof lines)[number] | undefined;
    for (const line of lines) {
      const gap = Math.abs(line.across - box.across);
      if (gap < usualHeight / 2 && (!nearest || gap < Math.abs(nearest.across - box.across))) {
        nearest = line;
      }
    }
    if (nearest) {
      nearest.boxes.push(box);
      nearest.across =
        nearest.boxes.reduce((sum, member) => sum + member.across, 0) / nearest.boxes.length;
    } else {
      lines.push({ across: box.across, boxes: [box] });
    }
  }
  return lines
    .sort((a, b) => a.across - b.across)
    .map((line) => {
      const members = line.boxes.sort((a, b) => a.along - b.along);
      return {
        text: members.map((member) => member.read.text).join(' '),
        mean: members.reduce((sum, member) => sum + member.read.mean, 0) / members.length,
      };
    });
}
