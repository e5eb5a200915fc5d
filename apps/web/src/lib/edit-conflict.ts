/**
 * A save refused because someone else saved the row first (409 stale_update), merged field by
 * field against the version the form was opened on (decision 062): a field the person changed
 * keeps their value, every other field takes the value stored now.
 */

/** One field of the form: its key and the words the conflict view shows for it. */
export interface ConflictField<F> {
  key: keyof F & string;
  label: string;
}

/** A field that either side changed, shown side by side. */
export interface ConflictRow {
  key: string;
  label: string;
  /** What the person typed, in words. */
  mine: string;
  /** What is stored now, in words. */
  current: string;
  /** The person changed this field: their value is the one a merge keeps. */
  changedByMe: boolean;
  /** Someone else changed it since the form was opened. */
  changedByThem: boolean;
}

/** An empty text, null and a field the form leaves out all mean "nothing there". */
function blankAsNull(value: unknown): unknown {
  return value === undefined || value === '' ? null : value;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(blankAsNull(a)) === JSON.stringify(blankAsNull(b));
}

/** The fields whose value the person changed from the version they opened. */
export function changedFields<F extends object>(fields: ConflictField<F>[], base: F, mine: F) {
  return fields.filter(({ key }) => !same(base[key], mine[key])).map(({ key }) => key);
}

/** The version stored now with the person's changed fields on top. */
export function mergeMine<F extends object>(
  fields: ConflictField<F>[],
  { base, mine, current }: { base: F; mine: F; current: F },
): F {
  const merged = { ...current };
  for (const key of changedFields(fields, base, mine)) merged[key] = mine[key];
  return merged;
}

/** The rows of the conflict view: each field either side changed, in the form's order. */
export function conflictRows<F extends object>(
  fields: ConflictField<F>[],
  { base, mine, current }: { base: F; mine: F; current: F },
  describe: (key: keyof F & string, value: F[keyof F]) => string,
): ConflictRow[] {
  return fields.flatMap(({ key, label }) => {
    const changedByMe = !same(base[key], mine[key]);
    const changedByThem = !same(base[key], current[key]);
    if (!changedByMe && !changedByThem) return [];
    return [
      {
        key,
        label,
        mine: describe(key, mine[key]),
        current: describe(key, current[key]),
        changedByMe,
        changedByThem,
      },
    ];
  });
}
