import { historyContract } from '@hrt/shared/contracts/trash';
import type { HistoryResourceType } from '@hrt/shared/schemas/history';
import { useCallback, useState } from 'react';
import { callEndpoint } from './call-endpoint';
import { type ConflictField, type ConflictRow, conflictRows, mergeMine } from './edit-conflict';

/** A refused save, with what the person typed and the version stored now. */
export interface EditConflict<T, F> {
  rows: ConflictRow[];
  /** The version the form was opened on. */
  base: F;
  /** The row as stored now; its `updated_at` is the version a re-save carries. */
  current: T;
  /**
   * Who saved last (display name, else e-mail) and when, from the row's history; null when it
   * could not be read.
   */
  lastChange: { by: string; at: string } | null;
}

interface Options<T, F> {
  fields: ConflictField<F>[];
  /** The item's history, read for who saved last. */
  resourceType: HistoryResourceType;
  /** Reads the row as stored now. */
  fetchCurrent: () => Promise<T>;
  /** The form's fields of a stored row. */
  toFields: (item: T) => F;
  describe: (key: keyof F & string, value: F[keyof F]) => string;
}

/** Who made the newest change to the item; a history that cannot be read leaves it unsaid. */
async function lastChangeOf(resourceType: HistoryResourceType, resourceId: string) {
  try {
    const { items } = await callEndpoint(historyContract.get, {
      params: { resource_type: resourceType, resource_id: resourceId },
    });
    const newest = items[0];
    // Named as the feed names people: their display name, else their e-mail.
    return newest ? { by: newest.actor_name ?? newest.actor_email, at: newest.at } : null;
  } catch {
    return null;
  }
}

/**
 * The shared edit-conflict step of every form that saves with a version check: on a 409 the
 * form calls `start` with the version it was opened on and what was typed; the dialog stays
 * open and shows `conflict` until the person applies their changes or takes the stored version.
 */
export function useEditConflict<T extends { id: string }, F extends object>(
  options: Options<T, F>,
) {
  const [conflict, setConflict] = useState<EditConflict<T, F> | null>(null);
  // Stable, so a form may clear it in an effect that resets the form.
  const clear = useCallback(() => setConflict(null), []);

  async function start(base: F, mine: F, id: string): Promise<void> {
    const [current, lastChange] = await Promise.all([
      options.fetchCurrent(),
      lastChangeOf(options.resourceType, id),
    ]);
    const versions = { base, mine, current: options.toFields(current) };
    setConflict({
      rows: conflictRows(options.fields, versions, options.describe),
      base,
      current,
      lastChange,
    });
  }

  /**
   * What 'Apply my changes on top' saves: the stored version with the fields the person changed
   * from the one they opened, read from the form as it is now (they may have typed on).
   */
  function merged(found: EditConflict<T, F>, mine: F): F {
    return mergeMine(options.fields, {
      base: found.base,
      mine,
      current: options.toFields(found.current),
    });
  }

  return { conflict, start, merged, clear };
}
