import { describe, expect, it } from 'vitest';
import { LineTooLongError, splitLines } from './json-lines.ts';

async function* chunksOf(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function linesOf(chunks: AsyncIterable<Buffer>, maxBytes?: number): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of splitLines(chunks, maxBytes)) lines.push(line);
  return lines;
}

describe('splitLines', () => {
  it('keeps characters that a chunk boundary cuts in half whole', async () => {
    const text = '{"d":"£ and ü"}\n{"d":"Küche – 12 m²"}\n';
    expect(await linesOf(chunksOf(Buffer.from(text), 1))).toEqual([
      '{"d":"£ and ü"}',
      '{"d":"Küche – 12 m²"}',
    ]);
  });

  it('joins a line spread over many chunks once, and yields a last line without its newline', async () => {
    const long = 'a'.repeat(1_000_000);
    const lines = await linesOf(chunksOf(Buffer.from(`x\n${long}\ny`), 65_536));
    expect(lines.map((line) => line.length)).toEqual([1, 1_000_000, 1]);
  });

  it('refuses a line over the bound as soon as it passes it, chunked or not', async () => {
    const over = Buffer.from(`ok\n${'b'.repeat(1025)}\n`);
    await expect(linesOf(chunksOf(over, 100), 1024)).rejects.toBeInstanceOf(LineTooLongError);
    await expect(linesOf(chunksOf(over, over.length), 1024)).rejects.toThrow(
      'a line longer than 0.0009765625 MB',
    );
    expect(await linesOf(chunksOf(Buffer.from(`${'c'.repeat(1024)}\n`), 100), 1024)).toEqual([
      'c'.repeat(1024),
    ]);
  });
});
