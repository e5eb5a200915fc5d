import { overpaymentHint } from '@hrt/shared/domain/overpayment';
import { Checkbox, Label } from '@/components/ui/input';

/**
 * An amount above what is due, said in figures, with the box that confirms it: a digit too
 * many is a far likelier cause than a real overpayment, so nothing is sent until it is ticked.
 */
export function OverpaymentConfirm({
  amount,
  due,
  confirmed,
  onConfirm,
}: {
  amount: number;
  due: number;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
}) {
  return (
    <div className="grid gap-1 rounded-md border border-destructive/40 p-2 text-sm">
      <p className="text-destructive">{overpaymentHint(amount, due)}</p>
      <Label className="flex items-center gap-2 font-normal">
        <Checkbox checked={confirmed} onChange={(event) => onConfirm(event.target.checked)} />
        Record it anyway, as an overpayment
      </Label>
    </div>
  );
}
