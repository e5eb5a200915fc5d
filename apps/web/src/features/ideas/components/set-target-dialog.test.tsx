import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SetTargetDialog } from './set-target-dialog';

afterEach(cleanup);

/** Set Target for a brass tap priced £129.00. */
function renderDialog(onSave = vi.fn(async () => {})) {
  render(
    <SetTargetDialog
      open
      onOpenChange={() => {}}
      defaultEmail="ann@example.com"
      defaultTarget={null}
      currentPrice={129}
      onSave={onSave}
    />,
  );
  return onSave;
}

describe('Set Target', () => {
  it('warns of a target at or above the current price, and still saves it', async () => {
    const user = userEvent.setup();
    const onSave = renderDialog();
    const target = screen.getByLabelText('Target price');
    await user.type(target, '150');
    expect(screen.getByRole('status').textContent).toBe(
      'Your target is above the current price of £129.00: the alert would fire at the next check.',
    );
    await user.clear(target);
    await user.type(target, '129');
    expect(screen.getByRole('status').textContent).toBe(
      'Your target is the same as the current price of £129.00: the alert would fire at the next check.',
    );
    await user.clear(target);
    await user.type(target, '99.5');
    expect(screen.queryByRole('status')).toBeNull();
    await user.clear(target);
    await user.type(target, '150');
    await user.click(screen.getByRole('button', { name: 'Save Target' }));
    expect(onSave).toHaveBeenCalledWith({ target_price: 150, email: 'ann@example.com' });
  });

  it('refuses a target of £0.00 with a message, and saves nothing', async () => {
    const user = userEvent.setup();
    const onSave = renderDialog();
    await user.type(screen.getByLabelText('Target price'), '0');
    await user.click(screen.getByRole('button', { name: 'Save Target' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter a target price above £0.00.',
    );
    expect(onSave).not.toHaveBeenCalled();
  });
});
