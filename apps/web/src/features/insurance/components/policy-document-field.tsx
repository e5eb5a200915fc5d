import { INSURANCE_FILE_EXTENSIONS, type Insurance } from '@hrt/shared/schemas/insurance';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

const ACCEPT = INSURANCE_FILE_EXTENSIONS.join(',');

/** The file picker when adding; when editing, the document's name (it cannot be changed). */
export function PolicyDocumentField({
  policy,
  error,
  onChoose,
}: {
  policy: Insurance | null;
  error: string | null;
  onChoose: (file: File | null) => void;
}) {
  if (policy) {
    return (
      <p className="text-sm text-muted-foreground">
        Document: <span className="font-medium text-foreground">{policy.file.file_name}</span> (the
        file cannot be changed)
      </p>
    );
  }
  return (
    <Field label="Policy document" hint="PDF, JPG, PNG, DOC or DOCX." error={error ?? undefined}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          type="file"
          required
          accept={ACCEPT}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-muted file:px-2 file:py-1 file:text-sm"
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        />
      )}
    </Field>
  );
}
