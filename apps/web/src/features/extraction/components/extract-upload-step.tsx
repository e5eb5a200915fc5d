import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { extractionAccept } from '@hrt/shared/schemas/extraction';
import { Camera, FileUp, Loader2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import type { FormProblem } from '@/lib/form-problem';

interface UploadStepProps {
  components: BuildComponent[];
  componentsLoading: boolean;
  componentsFailed: boolean;
  onRetryComponents: () => void;
  file: File | null;
  onFile: (file: File | null) => void;
  roomId: string;
  onRoom: (roomId: string) => void;
  extracting: boolean;
  /** A missing file or room is titled by what to fix, a failed reading as a failure. */
  error: FormProblem | null;
  onExtract: () => void;
}

/** Step 1: the document (a file, or a phone camera photo) and the component it belongs to. */
export function ExtractUploadStep(props: UploadStepProps) {
  const { file, roomId, extracting } = props;
  const missing = !file ? 'Please select a file first' : !roomId ? 'Please select a room' : null;
  const reasonId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!missing && !extracting) props.onExtract();
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Upload a document</CardTitle>
        <CardDescription>
          An invoice or receipt as a PDF, JPEG or PNG. Nothing is saved until you add and save the
          expenses.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" onSubmit={submit}>
          <FilePicker file={file} onFile={props.onFile} disabled={extracting} />
          <RoomPicker {...props} />
          {props.error && (
            <Alert kind="error" title={props.error.title}>
              {props.error.message}
            </Alert>
          )}
          {extracting && <ReadingProgress file={file} />}
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="submit"
              disabled={Boolean(missing) || extracting}
              aria-describedby={missing ? reasonId : undefined}
            >
              {extracting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {extracting ? 'Extracting…' : 'Extract Expenses'}
            </Button>
            {missing && (
              <p id={reasonId} className="text-sm text-muted-foreground">
                {missing}
              </p>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function FilePicker(props: {
  file: File | null;
  onFile: (file: File | null) => void;
  disabled: boolean;
}) {
  const pick = (files: FileList | null) => props.onFile(files?.[0] ?? null);
  return (
    <fieldset className="grid gap-2" disabled={props.disabled}>
      <legend className="mb-1.5 text-sm font-medium">Document</legend>
      <div className="flex flex-wrap gap-2">
        <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border bg-card px-4 text-sm font-medium shadow-xs hover:bg-accent focus-within:ring-2 focus-within:ring-ring">
          <FileUp className="size-4" aria-hidden="true" /> Choose file
          <input
            type="file"
            className="sr-only"
            accept={extractionAccept}
            aria-label="Invoice or receipt file"
            onChange={(event) => pick(event.target.files)}
          />
        </label>
        {/* On phones, `capture` opens the camera straight away to photograph a receipt. */}
        <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border bg-card px-4 text-sm font-medium shadow-xs hover:bg-accent focus-within:ring-2 focus-within:ring-ring">
          <Camera className="size-4" aria-hidden="true" /> Take photo
          <input
            type="file"
            className="sr-only"
            accept="image/jpeg,image/png"
            capture="environment"
            aria-label="Photograph a receipt"
            onChange={(event) => pick(event.target.files)}
          />
        </label>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {props.file ? `Selected: ${props.file.name}` : 'No file selected.'}
      </p>
    </fieldset>
  );
}

function RoomPicker(props: UploadStepProps) {
  if (props.componentsLoading) return <Skeleton className="h-16 w-full" />;
  if (props.componentsFailed) {
    return (
      <Alert
        kind="error"
        action={
          <Button size="sm" variant="outline" onClick={props.onRetryComponents}>
            Retry
          </Button>
        }
      >
        Failed to load rooms. Please try again.
      </Alert>
    );
  }
  return (
    <Field
      label="Room"
      hint={props.components.length === 0 ? 'Create a component you can edit first.' : undefined}
    >
      {({ id, describedBy }) => (
        <Select
          id={id}
          aria-describedby={describedBy}
          value={props.roomId}
          disabled={props.extracting}
          onChange={(event) => props.onRoom(event.target.value)}
        >
          <option value="">Select a room…</option>
          {props.components.map((component) => (
            <option key={component.id} value={component.id}>
              {component.name} ({component.type})
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** OCR takes seconds: say what is happening and for how long, so nobody presses twice. */
function ReadingProgress({ file }: { file: File | null }) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setSeconds((value) => value + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  const photo = file?.type.startsWith('image/');
  return (
    <div className="grid gap-2" role="status" aria-live="polite">
      {/* Indeterminate: the server does not report OCR progress, only that it is working. */}
      <div
        role="progressbar"
        aria-label="Reading the document"
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full w-1/3 animate-pulse rounded-full bg-primary" />
      </div>
      <p className="text-sm text-muted-foreground">
        Reading the document{photo ? ' (photos are read by OCR and take a few seconds)' : ''}…{' '}
        {seconds > 0 ? `${seconds} s` : ''}
      </p>
    </div>
  );
}
