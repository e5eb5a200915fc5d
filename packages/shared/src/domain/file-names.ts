import { hasControlCharacters } from '../schemas/common.ts';

const MAX_FILE_NAME_LENGTH = 255;

/**
 * Characters that reorder how text is shown: a right-to-left override turns
 * "invoice\u202Efdp.exe" into what reads as "invoiceexe.pdf". Never needed in a file name.
 */
const TEXT_DIRECTION_CHARACTERS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const PATH_SEPARATOR = /[/\\]/;

export interface FileNameProblem {
  /** `characters`: control or text-direction characters; `shape`: anything else. */
  reason: 'characters' | 'shape';
  message: string;
}

/** Why a client's file name is refused, or undefined when it may be kept for display. */
export function fileNameProblem(name: string): FileNameProblem | undefined {
  if (hasControlCharacters(name) || TEXT_DIRECTION_CHARACTERS.test(name)) {
    return {
      reason: 'characters',
      message: 'The file name may not contain control or text-direction characters.',
    };
  }
  if (!name.trim()) return { reason: 'shape', message: 'The file has no name.' };
  if (name.length > MAX_FILE_NAME_LENGTH) {
    return {
      reason: 'shape',
      message: `The file name is longer than ${MAX_FILE_NAME_LENGTH} characters.`,
    };
  }
  if (PATH_SEPARATOR.test(name) || name === '.' || name === '..') {
    return { reason: 'shape', message: 'The file name may not contain path separators.' };
  }
  return undefined;
}

/** The extensions a stored file of each detected type may carry; the first is the usual one. */
const EXTENSIONS_BY_TYPE: Record<string, readonly string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
  'image/heic': ['.heic'],
  'image/avif': ['.avif'],
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/x-cfb': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};

/**
 * The name a file is kept and downloaded under: the client's name with an extension that
 * agrees with the type its bytes were found to be, so a GIF sent as `poly.html` is stored as
 * `poly.gif` and can never be saved or opened as a web page.
 */
export function storedFileName(name: string, detectedType: string): string {
  const allowed = EXTENSIONS_BY_TYPE[detectedType];
  if (!allowed) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot).toLowerCase() : '';
  if (allowed.includes(extension)) return name;
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return `${stem}${allowed[0]}`;
}
