import type { RefObject } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** A document upload's two required fields: the file, and the name it is listed by. */
export function DocumentFileFields({
  fileInput,
  name,
  onNameChange,
  onFileChange,
}: {
  fileInput: RefObject<HTMLInputElement | null>;
  name: string;
  onNameChange: (name: string) => void;
  onFileChange: (file: File | null) => void;
}) {
  return (
    <>
      <Field label="File" required>
        {({ id }) => (
          <Input
            id={id}
            ref={fileInput}
            type="file"
            required
            className="py-1.5 file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-2 file:py-1 file:text-sm"
            onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <Field label="Document name" required>
        {({ id }) => (
          <Input
            id={id}
            value={name}
            maxLength={200}
            required
            onChange={(event) => onNameChange(event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
