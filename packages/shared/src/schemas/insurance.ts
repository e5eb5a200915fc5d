import { z } from 'zod';
import type { InsuranceCategory } from '../policies.ts';
import { amountSchema, auditFields, expectedVersion, lineText, multilineText } from './common.ts';
import { contactIdField } from './contact-id.ts';
import { calendarDate } from './timeline.ts';

export const insuranceCategories = [
  'personal',
  'contractor',
] as const satisfies readonly InsuranceCategory[];

export const insuranceCategoryLabels: Record<InsuranceCategory, string> = {
  personal: 'Personal Insurance',
  contractor: 'Contractor Insurance',
};

/** The insurance screens' messages, in one place so every screen and test uses the same words. */
export const insuranceMessages = {
  load: 'Failed to load insurance documents. Please try again.',
  delete: 'Failed to delete insurance document. Please try again.',
  download: 'Failed to download insurance document. Please try again.',
  save: 'Failed to save insurance document. Please try again.',
  confirmDelete: 'Are you sure you want to delete this insurance document?',
} as const;

export const UNKNOWN_CONTRACTOR = 'Unknown Contractor';

/** Accepted policy files, for the file picker and the server. */
export const INSURANCE_FILE_EXTENSIONS = [
  '.pdf',
  '.jpg',
  '.jpeg',
  '.png',
  '.doc',
  '.docx',
] as const;

export const CONTRACTOR_NAME_REQUIRED = 'Contractor name is required for contractor insurance.';
export const END_BEFORE_START = 'The end date cannot be before the start date.';
export const FILE_NOT_CHANGEABLE =
  'The file of a policy cannot be changed when editing. Delete the policy and add it again with the new file.';

export const insuranceSchema = z.object({
  id: z.uuid(),
  insurance_type: z.string(),
  provider: z.string(),
  policy_number: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  coverage_amount: z.number(),
  description: z.string(),
  contractor_name: z.string().nullable(),
  /** The contact a contractor policy belongs to; null for none (always, for a personal one). */
  contact_id: contactIdField,
  insurance_category: z.enum(insuranceCategories),
  /** The stored file; its short-lived URL comes from GET /api/insurances/{id}/file. */
  file: z.object({ file_name: z.string(), content_type: z.string() }),
  ...auditFields,
});
export type Insurance = z.infer<typeof insuranceSchema>;

export const insuranceFileUrlSchema = z.object({ file_url: z.string() });

/** An empty form field is "no date". */
const optionalDate = z
  .union([z.literal(''), calendarDate])
  .nullish()
  .transform((value) => value || null);

const insuranceFieldShape = {
  insurance_type: lineText(120).min(1, 'Insurance type is required.'),
  provider: lineText(120).min(1, 'Provider is required.'),
  policy_number: lineText(120).min(1, 'Policy number is required.'),
  start_date: optionalDate,
  end_date: optionalDate.describe('Not before start_date when both are given.'),
  coverage_amount: amountSchema
    .describe('Pounds, at most two decimals; 0 when left out.')
    .default(0),
  description: multilineText(2000).default(''),
  contractor_name: lineText(200)
    .nullish()
    .transform((value) => value || null)
    .describe('Required for contractor policies; dropped for personal ones.'),
  /**
   * The contractor's contact, checked by the server (422 when unknown); its company (or name)
   * fills an empty contractor_name. Left out on an update: the stored contact stays. Dropped
   * for personal policies. In a multipart create an empty value is none.
   */
  contact_id: z.preprocess((value) => (value === '' ? null : value), contactIdField).optional(),
  insurance_category: z.enum(insuranceCategories, {
    error: 'insurance_category must be personal or contractor.',
  }),
};

type FieldRules = {
  insurance_category: InsuranceCategory;
  contractor_name: string | null;
  contact_id?: string | null | undefined;
  start_date: string | null;
  end_date: string | null;
};

/**
 * The rules across fields: a contractor's name (or contact, whose name fills it) for contractor
 * policies; end not before start.
 */
function checkAcrossFields(value: FieldRules, context: z.core.$RefinementCtx) {
  if (value.insurance_category === 'contractor' && !value.contractor_name && !value.contact_id) {
    context.addIssue({
      code: 'custom',
      path: ['contractor_name'],
      message: CONTRACTOR_NAME_REQUIRED,
    });
  }
  if (value.start_date && value.end_date && value.end_date < value.start_date) {
    context.addIssue({ code: 'custom', path: ['end_date'], message: END_BEFORE_START });
  }
}

/** The fields of a policy as JSON (and as the dialog's form holds them). */
export const insuranceFieldsSchema = z.object(insuranceFieldShape).superRefine(checkAcrossFields);
export type InsuranceFieldsInput = z.input<typeof insuranceFieldsSchema>;
export type InsuranceFields = z.output<typeof insuranceFieldsSchema>;

/**
 * The text fields of POST /api/insurances (multipart): every value arrives as text, so the
 * coverage amount is read as a number here (an empty one is 0).
 */
export const createInsuranceFieldsSchema = z
  .object({
    ...insuranceFieldShape,
    coverage_amount: z.preprocess(
      (value) => (value === undefined || value === '' ? 0 : Number(value)),
      amountSchema,
    ),
  })
  .superRefine(checkAcrossFields);

/** PUT /api/insurances/{id}: JSON without the file, which cannot be changed. */
export const updateInsuranceSchema = z
  .object({
    ...insuranceFieldShape,
    ...expectedVersion,
    file: z.never({ error: FILE_NOT_CHANGEABLE }).optional(),
    file_url: z.never({ error: FILE_NOT_CHANGEABLE }).optional(),
    file_id: z.never({ error: FILE_NOT_CHANGEABLE }).optional(),
  })
  .superRefine(checkAcrossFields);
export type UpdateInsuranceInput = z.input<typeof updateInsuranceSchema>;

export const insuranceListQuerySchema = z.object({
  category: z.enum(insuranceCategories).optional(),
});
