import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogHeader } from './dialog';

afterEach(cleanup);

function NoteDialog() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader title="Add New Room" />
          <label>
            Name
            <input />
          </label>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('a form dialog', () => {
  it('closes on Escape straight away when nothing was typed', async () => {
    const user = userEvent.setup();
    render(<NoteDialog />);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByText('closed')).toBeTruthy());
    expect(screen.queryByText('Discard changes?')).toBeNull();
  });

  it('asks before Escape discards what was typed: Keep editing keeps it, Discard closes', async () => {
    const user = userEvent.setup();
    render(<NoteDialog />);
    await user.type(screen.getByLabelText('Name'), 'Loft');
    await user.keyboard('{Escape}');

    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Discard changes?');
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('open')).toBeTruthy();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Loft');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByText('closed')).toBeTruthy());
    expect(screen.queryByLabelText('Name')).toBeNull();
  });
});
