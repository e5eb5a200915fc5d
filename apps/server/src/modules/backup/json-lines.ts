/**
 * The longest dump line (one row as JSON) a restore accepts. The app's largest rows are a
 * document's extracted text and a plan's tasks, a few hundred kilobytes at most; a longer line
 * is not a row this app wrote, and holding it would cost memory for nothing.
 */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;

/**
 * Splits a stream of bytes into lines in time linear in its size: the bytes of a line that
 * spans chunks are kept as pieces and joined once, when its end arrives (joining the text so
 * far at every chunk made one long line cost its length squared). Lines are decoded whole,
 * so a character split across chunks is never decoded in halves. A line over `maxBytes`
 * throws `LineTooLongError`.
 */
export async function* splitLines(
  chunks: AsyncIterable<Buffer>,
  maxBytes = MAX_LINE_BYTES,
): AsyncGenerator<string> {
  let pieces: Buffer[] = [];
  let pending = 0;
  for await (const chunk of chunks) {
    let start = 0;
    for (;;) {
      const end = chunk.indexOf(10, start);
      if (end === -1) break;
      if (pending + end - start > maxBytes) throw new LineTooLongError(maxBytes);
      pieces.push(chunk.subarray(start, end));
      yield Buffer.concat(pieces).toString('utf8');
      pieces = [];
      pending = 0;
      start = end + 1;
    }
    if (start < chunk.length) {
      pending += chunk.length - start;
      if (pending > maxBytes) throw new LineTooLongError(maxBytes);
      pieces.push(chunk.subarray(start));
    }
  }
  if (pending) yield Buffer.concat(pieces).toString('utf8');
}

export class LineTooLongError extends Error {
  constructor(readonly maxBytes: number) {
    super(`a line longer than ${maxBytes / 1024 / 1024} MB`);
    this.name = 'LineTooLongError';
  }
}
