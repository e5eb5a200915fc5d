import type { ExtractedExpense } from '@hrt/shared/schemas/extraction';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { EXTRACTION_MESSAGE } from '@/lib/extraction-state';
import { canBeReceipt } from '../api/attach-receipt';
import {
  type ExtractedOutcome,
  type ExtractedSave,
  useSaveExtractedExpenses,
} from '../api/save-extracted-expenses';

export interface AddProgress {
  done: number;
  total: number;
}

/** The toast once every row is stored: how many, where, and the receipt they carry. */
function addedText(
  count: number,
  componentName: string | undefined,
  file: File,
  receiptsFailed: number,
) {
  const what = count === 1 ? '1 expense' : `${count} expenses`;
  const where = componentName ? ` to ${componentName}` : '';
  const kept = canBeReceipt(file) && receiptsFailed === 0;
  const receipt = kept ? `, with ${file.name} as ${count === 1 ? 'its' : 'their'} receipt` : '';
  return `${EXTRACTION_MESSAGE} Added ${what}${where}${receipt}.`;
}

/** Why rows were not stored: the first refusal in the server's words, and how many more. */
function failedText(rows: ExtractedExpense[], failed: ExtractedOutcome['failed']) {
  const [first] = failed;
  if (!first) return '';
  const index = rows.findIndex((row) => row.id === first.id);
  const name = rows[index]?.description || `Row ${index + 1}`;
  const more = failed.length > 1 ? ` (and ${failed.length - 1} more)` : '';
  return `“${name}”${more} could not be added: ${errorMessage(first.error, 'Failed to save expense.')} The rows still here were not added; correct them and press Add again.`;
}

/**
 * 'Add N Expenses' on the review step: the rows stored with the document as their receipt,
 * then /expenses. Rows refused stay on the review step with the reason; rows stored leave it,
 * so pressing Add again never stores one twice.
 */
export function useAddExtracted(
  setRows: (update: (rows: ExtractedExpense[]) => ExtractedExpense[]) => void,
) {
  const navigate = useNavigate();
  const { mutateAsync } = useSaveExtractedExpenses();
  const [progress, setProgress] = useState<AddProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);

  // After the page's guard has seen that nothing is left unsaved.
  useEffect(() => {
    if (added) navigate(paths.expenses.href());
  }, [added, navigate]);

  const add = useCallback(
    async (input: Omit<ExtractedSave, 'onProgress'>, componentName?: string) => {
      setError(null);
      const outcome = await mutateAsync({
        ...input,
        onProgress: (done, total) => setProgress({ done, total }),
      });
      setProgress(null);
      const saved = new Set(outcome.saved);
      setRows((rows) => rows.filter((row) => !saved.has(row.id)));
      const addedToast = addedText(saved.size, componentName, input.file, outcome.receiptsFailed);
      if (outcome.failed.length) {
        if (saved.size) toast.success(addedToast);
        const message = failedText(input.rows, outcome.failed);
        setError(message);
        toast.error(message);
        return;
      }
      toast.success(addedToast);
      if (outcome.receiptsFailed) {
        toast.error(
          `${input.file.name} could not be kept as the receipt of ${outcome.receiptsFailed} of the expenses; attach it from the table.`,
        );
      }
      setAdded(true);
    },
    [mutateAsync, setRows],
  );

  return { add, progress, error, added, clearError: () => setError(null) };
}
