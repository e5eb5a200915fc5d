import { describe, expect, it } from 'vitest';
import { type ConflictField, changedFields, conflictRows, mergeMine } from './edit-conflict';

interface Room {
  name: string;
  status: string;
  budget: number;
}
const fields: ConflictField<Room>[] = [
  { key: 'name', label: 'Name' },
  { key: 'status', label: 'Status' },
  { key: 'budget', label: 'Budget' },
];
const base: Room = { name: 'Kitchen', status: 'In Progress', budget: 5000 };
// I renamed it; someone else raised the budget and finished it meanwhile.
const mine: Room = { name: 'Kitchen and pantry', status: 'In Progress', budget: 5000 };
const current: Room = { name: 'Kitchen', status: 'Completed', budget: 6500 };

describe('merging an edit onto the version stored now', () => {
  it('keeps my changed fields and takes every other field as stored now', () => {
    expect(changedFields(fields, base, mine)).toEqual(['name']);
    expect(mergeMine(fields, { base, mine, current })).toEqual({
      name: 'Kitchen and pantry',
      status: 'Completed',
      budget: 6500,
    });
  });

  it('lets my value win a field both of us changed', () => {
    const both = { ...mine, budget: 5200 };
    expect(mergeMine(fields, { base, mine: both, current })).toEqual({
      name: 'Kitchen and pantry',
      status: 'Completed',
      budget: 5200,
    });
  });

  it('lists each field either side changed, mine beside the stored one, in the form order', () => {
    const rows = conflictRows(fields, { base, mine: { ...mine, budget: 5200 }, current }, (_, v) =>
      String(v),
    );
    expect(rows).toEqual([
      {
        key: 'name',
        label: 'Name',
        mine: 'Kitchen and pantry',
        current: 'Kitchen',
        changedByMe: true,
        changedByThem: false,
      },
      {
        key: 'status',
        label: 'Status',
        mine: 'In Progress',
        current: 'Completed',
        changedByMe: false,
        changedByThem: true,
      },
      {
        key: 'budget',
        label: 'Budget',
        mine: '5200',
        current: '6500',
        changedByMe: true,
        changedByThem: true,
      },
    ]);
  });

  it('counts an empty text, null and a field left out as the same', () => {
    const noteFields: ConflictField<{ note?: string | null }>[] = [{ key: 'note', label: 'Note' }];
    expect(changedFields(noteFields, { note: '' }, {})).toEqual([]);
    expect(changedFields(noteFields, { note: null }, { note: '' })).toEqual([]);
    expect(changedFields(noteFields, { note: null }, { note: 'Back door' })).toEqual(['note']);
  });
});
