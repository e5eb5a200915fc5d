import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { TestApp } from '../../test/build-test-app.ts';
import { multipart } from '../../test/upload-fixtures.ts';

const fixtures = path.join(import.meta.dirname, '../../../test/fixtures/invoices');

export function readInvoiceFixture(file: string): Promise<Buffer> {
  return readFile(path.join(fixtures, file));
}

export function extractVia(
  t: TestApp,
  authorization: string,
  input: { roomId?: string; file?: { filename: string; type: string; data: Buffer } },
) {
  const body = multipart([
    ...(input.roomId ? [{ name: 'room_id', value: input.roomId }] : []),
    ...(input.file ? [{ name: 'file', file: input.file }] : []),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/expenses/extract',
    headers: { authorization, ...body.headers },
    payload: body.payload,
  });
}

export const asPdf = (data: Buffer, filename = 'invoice.pdf') => ({
  filename,
  type: 'application/pdf',
  data,
});

/** A text PDF of `pages` pages, each with one priced line. */
export async function makeTextPdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pages; index++) {
    pdf.addPage([595, 842]).drawText(`Item ${index + 1} Timber batten 1 £4.00 £4.00`, {
      x: 40,
      y: 780,
      size: 10,
      font,
    });
  }
  return Buffer.from(await pdf.save());
}

/** A PDF with a blank page: no text layer and no image to read. */
export async function makeBlankPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]);
  return Buffer.from(await pdf.save());
}

/**
 * A PDF encrypted with a user password (standard security handler, RC4 40-bit). Its /O and /U
 * entries do not open with the empty password, as in a real protected invoice.
 */
export function makeEncryptedPdf(): Buffer {
  const hex32 = 'a1'.repeat(32);
  const objects = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n',
    `3 0 obj\n<< /Filter /Standard /V 1 /R 2 /O <${hex32}> /U <${hex32}> /P -44 >>\nendobj\n`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += object;
  }
  const xref = body.length;
  body += `xref\n0 4\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size 4 /Root 1 0 R /Encrypt 3 0 R /ID [<${'0f'.repeat(16)}> <${'0f'.repeat(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Starts like a PDF, then nothing a PDF reader can use. */
export const corruptPdf = Buffer.concat([
  Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R'),
  Buffer.alloc(2000, 0x5a),
]);

/** A Linux executable's header, as a renamed program would carry. */
export const executable = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
  Buffer.alloc(4000, 0),
]);

/**
 * A text PDF laid out as given: one row per printed line (14 points apart from the top), each
 * cell drawn at its x. For invoices the team makes up in a test, in any language Helvetica sets.
 */
export async function makeLaidOutPdf(rows: Array<Array<[number, string]>>): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const sheet = pdf.addPage([595, 842]);
  rows.forEach((cells, index) => {
    for (const [x, text] of cells) {
      sheet.drawText(text, { x, y: 800 - index * 14, size: 9, font });
    }
  });
  return Buffer.from(await pdf.save());
}
