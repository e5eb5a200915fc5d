import { describe, expect, it } from 'vitest';
import { fileNameProblem, storedFileName } from './file-names.ts';

describe('storedFileName', () => {
  it('gives the extension of the detected type when the name disagrees or has none', () => {
    expect(storedFileName('poly.html', 'image/gif')).toBe('poly.gif');
    expect(storedFileName('invoice.pdf', 'image/png')).toBe('invoice.png');
    expect(storedFileName('terms', 'application/pdf')).toBe('terms.pdf');
    expect(storedFileName('.htaccess', 'image/png')).toBe('.htaccess.png');
  });

  it('keeps a name whose extension already agrees, in any case', () => {
    expect(storedFileName('scan.PNG', 'image/png')).toBe('scan.PNG');
    expect(storedFileName('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
    expect(
      storedFileName(
        'terms.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    ).toBe('terms.docx');
  });
});

describe('fileNameProblem', () => {
  it('refuses text-direction and control characters, and path separators', () => {
    expect(fileNameProblem('invoice\u202Efdp.exe')?.reason).toBe('characters');
    expect(fileNameProblem('a\u0000b.pdf')?.reason).toBe('characters');
    expect(fileNameProblem('../etc/passwd')?.reason).toBe('shape');
    expect(fileNameProblem('Quote (final).pdf')).toBeUndefined();
  });
});
