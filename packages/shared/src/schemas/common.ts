import { z } from 'zod';
import { hasAtMostTwoDecimals, MAX_AMOUNT } from '../domain/money.ts';

/** Pounds: a finite number from 0 to the numeric(14,2) limit with at most two decimals. */
export const amountSchema = z
  .number({ error: 'Enter an amount in pounds.' })
  .min(0, 'Amounts cannot be negative.')
  .max(MAX_AMOUNT, 'That amount is too large.')
  .refine(hasAtMostTwoDecimals, 'Use at most two decimals.');

/** A single-line text: trimmed, bounded, without line breaks or control characters. */
export const lineText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .refine(
      (value) => !hasControlCharacters(value),
      'Line breaks and control characters are not allowed.',
    );

/** Free text that may span lines (descriptions, notes). */
export const multilineText = (max: number) =>
  z.string().trim().max(max, `Use at most ${max} characters.`);

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'That e-mail address is too long.')
  .pipe(z.email('Enter a valid e-mail address.'));

export const isoTimestamp = z.iso.datetime({ offset: true });

/** Every row's audit fields, as the API exchanges them. */
export const auditFields = {
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
  created_by: z.string().nullable(),
};

/** The version a client saw; an update from a stale one answers 409. */
export const expectedVersion = {
  updated_at: isoTimestamp.optional(),
};

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(500),
  cursor: z.string().max(200).optional(),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    next_cursor: z.string().nullable(),
    total_count: z.number().int(),
  });

function hasControlCharacters(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
