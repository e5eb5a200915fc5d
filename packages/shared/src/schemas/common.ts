import { z } from 'zod';
import { hasAtMostTwoDecimals, MAX_AMOUNT } from '../domain/money.ts';

/** Pounds: a finite number from 0 to `max` with at most two decimals, one message per bound. */
export const boundedAmount = (max: number, tooLarge: string) =>
  z
    .number({ error: 'Enter an amount in pounds.' })
    .min(0, 'Amounts cannot be negative.')
    .max(max, tooLarge)
    .refine(hasAtMostTwoDecimals, 'Use at most two decimals.');

/** Pounds up to the numeric(14,2) limit: what the database can hold. */
export const amountSchema = boundedAmount(MAX_AMOUNT, 'That amount is too large.');

/**
 * An amount as a form field holds it (text; empty means 0), checked by the same rules as the
 * API's `amountSchema`, so a form and the server refuse the same input with the same message.
 */
export const amountInput = (message = 'Enter an amount in pounds.') =>
  z
    .string()
    .trim()
    .transform((text) => (text === '' ? 0 : Number(text)))
    .pipe(z.number({ error: message }).refine(Number.isFinite, message))
    .pipe(amountSchema);

/**
 * Control characters are refused in one place, here: every text the API takes goes through
 * one of the helpers below. PostgreSQL cannot store NUL at all, and the others (escape,
 * bell, C1 controls, DEL) are never typed by a person but can break logs, CSV exports and
 * terminals. The refusal is marked so the API answers 422 `control_characters`.
 */
export const CONTROL_CHARACTERS_MESSAGE = 'Control characters are not allowed.';
export const CONTROL_CHARACTERS_REASON = 'control_characters';

/** C0 controls, DEL and C1 controls; tab and line feed only where `allowed`. */
export function hasControlCharacters(value: string, allowed: readonly string[] = []): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    const isControl = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    if (isControl && !allowed.includes(char)) return true;
  }
  return false;
}

const refusal = {
  message: CONTROL_CHARACTERS_MESSAGE,
  params: { reason: CONTROL_CHARACTERS_REASON },
};
const singleLineRefusal = {
  ...refusal,
  message: 'Line breaks and control characters are not allowed.',
};

/** Whether a zod issue (or its copy in a framework error) is the refusal above. */
export function isControlCharacterIssue(issue: unknown): boolean {
  const params = (issue as { params?: { reason?: unknown } } | null)?.params;
  return params?.reason === CONTROL_CHARACTERS_REASON;
}

/** A single-line text: trimmed, bounded, without line breaks or control characters. */
export const lineText = (max: number) =>
  z
    .string()
    .trim()
    .refine((value) => !hasControlCharacters(value), singleLineRefusal)
    .max(max, `Use at most ${max} characters.`);

/**
 * Free text that may span lines (descriptions, notes): tab and newline are kept, a Windows
 * line break becomes a newline, any other control character is refused.
 */
export const multilineText = (max: number) =>
  z
    .string()
    .overwrite((value) => value.replaceAll('\r\n', '\n'))
    .trim()
    .refine((value) => !hasControlCharacters(value, ['\t', '\n']), refusal)
    .max(max, `Use at most ${max} characters.`);

/** Text taken exactly as sent (passwords, tokens, cursors), bounded and without controls. */
export const exactText = (max: number, tooLong = `Use at most ${max} characters.`) =>
  z
    .string()
    .refine((value) => !hasControlCharacters(value), refusal)
    .max(max, tooLong);

/**
 * An e-mail address, trimmed and lower-cased before it is checked. The published document
 * shows the input side of the pipe, which says nothing of the check: the format is stated
 * so a client (or a fuzzer) knows what the server accepts.
 */
export const emailSchema = z
  .string()
  .trim()
  .refine((value) => !hasControlCharacters(value), refusal)
  .toLowerCase()
  .max(254, 'That e-mail address is too long.')
  .pipe(z.email('Enter a valid e-mail address.'))
  .meta({ format: 'email' });

export { auditFields, expectedVersion, isoTimestamp } from './audit.ts';

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(500),
  cursor: exactText(200).optional(),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    next_cursor: z.string().nullable(),
    total_count: z.number().int(),
  });
