import type { ExtractedExpense, ExtractionResult } from '@hrt/shared/schemas/extraction';
import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LeaveGuard } from '@/components/leave-guard';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCanEditComponentType } from '@/lib/auth/session-context';
import { cn } from '@/lib/cn';
import type { FormProblem } from '@/lib/form-problem';
import { useComponents } from '@/lib/shared-queries/build-components';
import { useExtractExpenses } from '../api/extract-expenses';
import { ExtractReviewStep } from '../components/extract-review-step';
import { ExtractUploadStep } from '../components/extract-upload-step';
import { useAddExtracted } from '../hooks/use-add-extracted';

/** /expenses/extract: 1 Upload, 2 Review & Edit. */
export function ExtractExpensesPage() {
  const navigate = useNavigate();
  const components = useComponents();
  const canEditType = useCanEditComponentType();
  const [file, setFile] = useState<File | null>(null);
  const [roomId, setRoomId] = useState('');
  const extraction = useExtractExpenses();
  const [error, setError] = useState<FormProblem | null>(null);
  const [result, setResult] = useState<ExtractionResult | null>(null);
  const [rows, setRows] = useState<ExtractedExpense[]>([]);
  const saving = useAddExtracted(setRows);
  const editable = useMemo(
    () => (components.data ?? []).filter((component) => canEditType(component.type)),
    [components.data, canEditType],
  );

  const extract = () => {
    if (!file) return setError({ title: 'File needed', message: 'Please select a file first' });
    if (!roomId) return setError({ title: 'Room needed', message: 'Please select a room' });
    setError(null);
    extraction.mutate(
      { file, roomId },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setRows(answer.expenses);
        },
        onError: (failure) => {
          const message = errorMessage(failure, 'Failed to extract expenses');
          setError({ title: 'Failed to extract expenses', message });
          toast.error(message);
        },
      },
    );
  };

  const backToUpload = () => {
    setResult(null);
    setRows([]);
    saving.clearError();
  };
  const add = () => {
    if (!file || !result) return;
    const component = editable.find((item) => item.id === roomId);
    void saving.add(
      { rows, file, componentId: roomId, supplier: result.supplier },
      component?.name,
    );
  };

  const step = result ? 2 : 1;
  return (
    <div className="grid gap-6">
      <LeaveGuard when={rows.length > 0 && !saving.added} description={notAddedText(rows.length)} />
      <div className="flex flex-wrap items-center gap-3">
        {step === 1 && (
          <Button variant="ghost" onClick={() => navigate(paths.expenses.href())}>
            <ArrowLeft aria-hidden="true" /> Back
          </Button>
        )}
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Extract Expenses</h1>
          <p className="text-sm text-muted-foreground">
            Read the lines of an invoice or receipt into expenses you can check before adding.
          </p>
        </div>
      </div>
      <ol className="flex gap-2 text-sm" aria-label="Steps">
        {['Upload', 'Review & Edit'].map((label, index) => (
          <li
            key={label}
            aria-current={step === index + 1 ? 'step' : undefined}
            className={cn(
              'rounded-full border px-3 py-1',
              step === index + 1
                ? 'border-primary bg-primary text-primary-foreground'
                : 'text-muted-foreground',
            )}
          >
            {index + 1} {label}
          </li>
        ))}
      </ol>
      {result ? (
        <ExtractReviewStep
          result={result}
          rows={rows}
          onRows={setRows}
          onBack={backToUpload}
          onAdd={add}
          progress={saving.progress}
          saveError={saving.error}
          earlierHref={(expense) => {
            const component = components.data?.find((item) => item.id === expense.component_id);
            return component && paths.component.href(component.type, component.id);
          }}
        />
      ) : (
        <ExtractUploadStep
          components={editable}
          componentsLoading={components.isPending}
          componentsFailed={components.isError}
          onRetryComponents={() => void components.refetch()}
          file={file}
          onFile={(next) => {
            setFile(next);
            setError(null);
          }}
          roomId={roomId}
          onRoom={(next) => {
            setRoomId(next);
            setError(null);
          }}
          extracting={extraction.isPending}
          error={error}
          onExtract={extract}
        />
      )}
    </div>
  );
}

/** What leaving the review step would lose. */
function notAddedText(count: number) {
  const rows =
    count === 1
      ? 'The row read from the document is'
      : `The ${count} rows read from the document are`;
  return `${rows} not added yet. Leave this page and they are lost; stay and press Add to keep them.`;
}
