import { INSURANCE_FILE_EXTENSIONS } from '@hrt/shared/schemas/insurance';

/** The contents each accepted extension may have, as the magic bytes tell them. */
const contentTypesByExtension: Record<(typeof INSURANCE_FILE_EXTENSIONS)[number], string[]> = {
  '.pdf': ['application/pdf'],
  '.jpg': ['image/jpeg'],
  '.jpeg': ['image/jpeg'],
  '.png': ['image/png'],
  // Legacy Word files are compound files underneath.
  '.doc': ['application/msword', 'application/x-cfb'],
  // A real OOXML package only: a plain ZIP renamed .docx is refused.
  '.docx': ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
};

/**
 * A policy file must have one of the accepted extensions (.pdf, .jpg, .jpeg, .png, .doc, .docx)
 * and contents of that kind: a PNG renamed .pdf, a GIF or an executable is refused.
 */
export function isAcceptedInsuranceFile(fileName: string, contentType: string): boolean {
  const lower = fileName.toLowerCase();
  const extension = INSURANCE_FILE_EXTENSIONS.find((candidate) => lower.endsWith(candidate));
  return Boolean(extension && contentTypesByExtension[extension].includes(contentType));
}
