/**
 * Numbers as people write them in different locales: 1,234.56 (UK, US), 1.234,56 (most of
 * Europe), 1 234,56 (France: a space, a no-break or a narrow no-break space), 1'234.56
 * (Switzerland). One set of rules for the invoice reader, the shop-page reader and the expense
 * form, so that a figure means the same wherever it is read or typed.
 *
 * Two steps, because only the caller knows the context: `parseLocaleNumber` reads a number when
 * the decimal sign is known (from the whole document, or the app's own locale);
 * `detectDecimalSeparator` guesses it from one number alone when nothing else tells.
 */

export type DecimalSeparator = '.' | ',';

export interface LocaleNumber {
  value: number;
  /** Decimal places as written: 2 for 12,50, 0 for 3. */
  decimals: number;
}

/** Group signs besides the dot and comma: spaces of every width and both apostrophes. */
const SPACE_GROUP_SIGNS = /[ \u00a0\u202f\u2009'’]/g;

const otherSeparator = (sign: DecimalSeparator): DecimalSeparator => (sign === '.' ? ',' : '.');

/**
 * Digits with group and decimal signs, read with a known decimal sign; null when the text is not
 * only a number written that way. Signs and currencies are the caller's: it knows which it
 * accepts ("-12,00", "12,00-", "(12.00)" and "£" differ between invoices and forms).
 */
export function parseLocaleNumber(text: string, decimal: DecimalSeparator): LocaleNumber | null {
  const compact = text.replace(SPACE_GROUP_SIGNS, (sign, index: number) =>
    // A space or apostrophe groups only when exactly three digits follow it: "2 5" is two
    // numbers, not twenty-five.
    /^\d{3}(?!\d)/.test(text.slice(index + 1)) ? '' : sign,
  );
  if (!/^\d[\d.,]*$/.test(compact) && !/^[.,]\d+$/.test(compact)) return null;
  const group = otherSeparator(decimal);
  const parts = compact.split(decimal);
  if (parts.length > 2) return null;
  const [whole = '', fraction] = parts;
  // Groups are three digits each: 1.234.567 yes, 12.34 with a decimal comma no.
  const groups = whole.split(group);
  if (groups.length > 1 && groups.slice(1).some((part) => part.length !== 3)) {
    // The other convention's decimal sign where one sign alone cannot be a group ("12.34" on a
    // German invoice line made abroad, "12,5" typed into an English form): read it by its shape.
    if (groups.length === 2 && fraction === undefined && groups[1]!.length <= 4) {
      return { value: Number(`${groups[0] || '0'}.${groups[1]}`), decimals: groups[1]!.length };
    }
    return null;
  }
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return null;
  const integer = groups.join('') || '0';
  const value = Number(fraction === undefined ? integer : `${integer}.${fraction}`);
  if (!Number.isFinite(value)) return null;
  return { value, decimals: fraction?.length ?? 0 };
}

/**
 * The decimal sign of one number read alone (a price on a shop page, a figure in flat text).
 * With both signs the last one is the decimal; one sign that repeats, or has exactly three
 * digits after it, groups thousands ("1,299" and "23.450" are whole), so the decimal is the
 * other; otherwise the one sign is the decimal ("12,5", "0.99"). A number without either sign
 * reads the same both ways: '.' then.
 */
export function detectDecimalSeparator(text: string): DecimalSeparator {
  const compact = text.replace(SPACE_GROUP_SIGNS, '');
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) return lastDot > lastComma ? '.' : ',';
  if (lastDot < 0 && lastComma < 0) return '.';
  const sign: DecimalSeparator = lastDot >= 0 ? '.' : ',';
  const last = Math.max(lastDot, lastComma);
  const repeated = compact.indexOf(sign) !== last;
  const digitsAfter = compact.length - last - 1;
  return repeated || digitsAfter === 3 ? otherSeparator(sign) : sign;
}

/** A number read alone: its decimal sign guessed by `detectDecimalSeparator`, then parsed. */
export function parseAnyLocaleNumber(text: string): LocaleNumber | null {
  return parseLocaleNumber(text, detectDecimalSeparator(text));
}
