import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DependencyChecklist } from './dependency-checklist';

afterEach(cleanup);

describe('DependencyChecklist', () => {
  it('shows a dependency whose task is in the trash as removed, not silently gone', () => {
    render(
      <DependencyChecklist
        tasks={[]}
        tasksById={new Map()}
        editingId="00000000-0000-4000-8000-000000000001"
        componentId="00000000-0000-4000-8000-000000000002"
        startAt="2027-07-10"
        value={[]}
        onChange={() => {}}
        removed={[{ id: '00000000-0000-4000-8000-000000000003', name: 'Strip wallpaper' }]}
      />,
    );
    const removed = screen.getByRole('list', { name: 'Removed dependencies' });
    expect(within(removed).getByRole('listitem').textContent).toBe(
      'Strip wallpaper (in the trash)',
    );
  });

  it('lists nothing as removed when no dependency is in the trash', () => {
    render(
      <DependencyChecklist
        tasks={[]}
        tasksById={new Map()}
        editingId={null}
        componentId=""
        startAt="2027-07-10"
        value={[]}
        onChange={() => {}}
      />,
    );
    expect(screen.queryByRole('list', { name: 'Removed dependencies' })).toBeNull();
  });
});
