// Upload test material shared by every server test that sends files: real magic bytes, and a
// multipart body built by hand so each test controls every byte and header.
import zlib from 'node:zlib';
import { multipart as multipartBody } from '../http/multipart-body.ts';

export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A legacy Word file starts with the compound-file signature. */
export const doc = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(600, 0),
]);
export const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
export const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

/** A GIF that is also an HTML page: what a browser might render if it were served as HTML. */
export const gifHtmlPolyglot = Buffer.concat([
  Buffer.from('GIF89a'),
  Buffer.from([0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00]),
  Buffer.from('<html><script>alert(document.cookie)</script></html>'),
]);

/** A ZIP archive of stored (uncompressed) entries, written byte by byte. */
function zipOf(entries: Array<{ name: string; data: string }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = Buffer.from(entry.data);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The smallest real Word (OOXML) document: content types, the package relation, the body. */
export const docx = zipOf([
  {
    name: '[Content_Types].xml',
    data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  },
  {
    name: '_rels/.rels',
    data: '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  },
  {
    name: 'word/document.xml',
    data: '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Policy terms</w:t></w:r></w:p></w:body></w:document>',
  },
]);

/** A ZIP that is not a Word document, however it is named. */
export const plainZip = zipOf([{ name: 'notes.txt', data: 'not a Word document' }]);

export type Part = {
  name: string;
  value?: string;
  file?: { filename: string; type: string; data: Buffer };
};

/** A multipart body by hand, so the test controls every byte and header. */
export function multipart(parts: Part[]) {
  return multipartBody(
    parts.map((part) =>
      part.file
        ? {
            name: part.name,
            value: part.file.data,
            filename: part.file.filename,
            contentType: part.file.type,
          }
        : { name: part.name, value: part.value ?? 'undefined' },
    ),
  );
}
