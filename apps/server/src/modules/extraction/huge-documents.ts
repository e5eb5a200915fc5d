import { once } from 'node:events';
import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';

/**
 * Test documents that are small on disk and huge once decoded, made here byte by byte: the
 * pixels are real (every one is in the compressed stream), so a reader that decodes them really
 * pays for it. Zero bytes compress about 1000:1.
 */
async function deflateZeros(totalBytes: number): Promise<Buffer> {
  const deflate = zlib.createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const block = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < totalBytes; written += block.length) {
    const part = block.subarray(0, Math.min(block.length, totalBytes - written));
    if (!deflate.write(part)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(chunks);
}

/**
 * A one-page PDF whose page is a single grey scan of width x height pixels. With
 * `indirectSize`, /Width and /Height are references to other objects, as some scanners write.
 */
export async function makeScanPdf(
  width: number,
  height: number,
  options: { indirectSize?: boolean } = {},
): Promise<Buffer> {
  const pixels = await deflateZeros(width * height);
  const size = options.indirectSize
    ? '/Width 6 0 R /Height 7 0 R'
    : `/Width ${width} /Height ${height}`;
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const add = (object: Buffer | string) => {
    const bytes = typeof object === 'string' ? Buffer.from(object, 'latin1') : object;
    offsets.push(length);
    parts.push(bytes);
    length += bytes.length;
  };
  add('1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n');
  add('2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n');
  add(
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>\nendobj\n',
  );
  add(
    Buffer.concat([
      Buffer.from(
        `4 0 obj\n<< /Type /XObject /Subtype /Image ${size} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${pixels.length} >>\nstream\n`,
        'latin1',
      ),
      pixels,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ]),
  );
  const content = 'q 595 0 0 842 0 0 cm /Im0 Do Q';
  add(`5 0 obj\n<< /Length ${content.length} >>\nstream\n${content}\nendstream\nendobj\n`);
  add(`6 0 obj\n${width}\nendobj\n`);
  add(`7 0 obj\n${height}\nendobj\n`);
  const xref = length;
  const table = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${table}trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/** A valid greyscale PNG of width x height pixels, all black. */
export async function makeHugePng(width: number, height: number): Promise<Buffer> {
  // Each row is a filter byte (0, none) and `width` grey bytes: all zero.
  const data = await deflateZeros((width + 1) * height);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', data),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A text PDF of `pages` blank-but-for-a-line pages (a long report, not an invoice). */
export async function makeLongPdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let index = 0; index < pages; index++) pdf.addPage([595, 842]);
  return Buffer.from(await pdf.save());
}

/** The bytes of a ZIP archive (one stored file), as a renamed .zip would carry. */
export function makeZip(): Buffer {
  const name = Buffer.from('invoice.txt');
  const content = Buffer.from('not a pdf');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(zlib.crc32(content), 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(zlib.crc32(content), 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + name.length, 12);
  end.writeUInt32LE(30 + name.length + content.length, 16);
  return Buffer.concat([local, name, content, central, name, end]);
}
