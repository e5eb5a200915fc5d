import { toPence } from '@hrt/shared/domain/money';
import { overpaymentBy } from '@hrt/shared/domain/overpayment';
import { useState } from 'react';

/**
 * The expense dialog's amount paid against its total cost: how far it goes beyond it, and
 * whether that was confirmed. An expense stored overpaid asks again only when it gets worse,
 * as the API does; a confirmation holds for the figure it was given for, so a changed amount
 * or price asks again.
 */
export function useOverpaymentConfirm(paid: number, totalCost: number) {
  const [stored, setStored] = useState(() => overpaymentBy(paid, totalCost));
  const [confirmedFigure, setConfirmedFigure] = useState<number | null>(null);
  const over = overpaymentBy(paid, totalCost);
  const overpayment = toPence(over) > toPence(stored) ? over : 0;
  const confirmed = overpayment > 0 && confirmedFigure === overpayment;
  return {
    /** 0 when there is nothing to confirm. */
    overpayment,
    overpaymentConfirmed: confirmed,
    confirmOverpayment: (yes: boolean) => setConfirmedFigure(yes ? overpayment : null),
    /** Still to be confirmed before the expense may be sent. */
    unconfirmed: overpayment > 0 && !confirmed,
    /** The expense as the server now has it: what it was already paid beyond its total. */
    storedAs: (amountPaid: number, storedTotal: number) =>
      setStored(overpaymentBy(amountPaid, storedTotal)),
  };
}
