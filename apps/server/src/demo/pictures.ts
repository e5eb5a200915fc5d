import type { DemoSeed } from './demo-seed.ts';

/**
 * Renders an SVG drawing to a JPEG: the demo's pictures are drawn by code at seed time, so
 * nothing is downloaded and nothing is kept in the repository.
 */
export async function renderPicture(width: number, height: number, body: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;
  // Loaded here, not at start: outside an upload only the demo draws pictures (decision 041).
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

/**
 * A swatch of `colour` with a lighter band across it, like a photo of a sample, a tile or a
 * receipt (the demo's images need to be real pictures, not pretty ones).
 */
export function swatchPicture([red, green, blue]: readonly [number, number, number]) {
  const band = (value: number) => Math.min(255, value + 40);
  return renderPicture(
    48,
    48,
    `<rect width="48" height="48" fill="rgb(${red},${green},${blue})"/>` +
      `<rect y="16" width="48" height="16" fill="rgb(${band(red)},${band(green)},${band(blue)})"/>`,
  );
}

const productColours = ['#b08d57', '#2f3e46', '#7d8f69', '#c9a27e', '#5c6b73', '#a3573a'];

/** A product shot: the product as a simple shape on a pale studio backdrop. */
export function drawProduct(seed: DemoSeed) {
  const colour = productColours[Math.floor(seed.random() * productColours.length)]!;
  const round = seed.random() < 0.5;
  const shape = round
    ? `<circle cx="200" cy="190" r="110" fill="${colour}"/>`
    : `<rect x="95" y="90" width="210" height="200" rx="18" fill="${colour}"/>`;
  return renderPicture(
    400,
    400,
    `<defs><linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fafaf7"/><stop offset="1" stop-color="#e4e1da"/>
    </linearGradient></defs>
    <rect width="400" height="400" fill="url(#backdrop)"/>
    <ellipse cx="200" cy="330" rx="130" ry="16" fill="#000000" opacity="0.12"/>
    ${shape}`,
  );
}
