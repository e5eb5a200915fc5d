import { chargedKinds, classifyLabel, type LineKind } from './line-kinds.ts';

/**
 * What a figure line is, and its label. The words beside the amount decide; when they say
 * nothing, or only name a VAT rate ("MwSt.-% 19,0, Frachtbetrag:"), the last phrase before the
 * amount does. A VAT rate noted on a discount, delivery or charge line ("Abschlag Sonderrabatt
 * 19 % UST") says which VAT the amount carries; the line's leading words say what it is.
 */
export function figureKind(
  nearest: string | undefined,
  label: string,
): { kind: LineKind | null; label: string } {
  const leading = classifyLabel(label);
  let near = nearest ? classifyLabel(nearest) : null;
  let nearLabel = nearest ?? label;
  if (nearest && (near === null || (near === 'vat' && /%/.test(nearest)))) {
    const phrase = nearest
      .split(/[,;]\s*/)
      .filter((part) => /\p{L}{3,}/u.test(part))
      .at(-1);
    const fromPhrase = phrase ? classifyLabel(phrase) : null;
    if (fromPhrase) [near, nearLabel] = [fromPhrase, phrase!];
  }
  if (near === 'vat' && leading && chargedKinds.has(leading) && /%/.test(label)) {
    return { kind: leading, label: withoutRate(label) };
  }
  if (near) {
    return leading === near && nearLabel !== nearest
      ? { kind: near, label: withoutRate(label) }
      : { kind: near, label: nearLabel };
  }
  return { kind: leading, label };
}

/** "Abschlag Sonderrabatt 19 % UST (S)" -> "Abschlag Sonderrabatt". */
function withoutRate(label: string): string {
  return (
    label.replace(/[\s,:]*(?:\d+(?:[.,]\d+)?\s*%|(?:mwst|ust|vat|tva|btw|iva)\b).*$/i, '') || label
  );
}
