import { DOCUMENT_UPLOAD_MESSAGE } from '@hrt/shared/schemas/documents';
import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useUploadDocument } from '../api/upload-document';

/** A document's name and file; the list refreshes once the upload is stored. */
export function DocumentUploadForm({ componentId }: { componentId: string }) {
  const uploadDocument = useUploadDocument(componentId);
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  function upload() {
    if (!name.trim() || !file) {
      setError(DOCUMENT_UPLOAD_MESSAGE);
      return;
    }
    setError(null);
    uploadDocument.mutate(
      { name: name.trim(), file },
      {
        onSuccess: () => {
          setName('');
          setFile(null);
          if (fileInput.current) fileInput.current.value = '';
          toast.success('Document uploaded.');
        },
        onError: (cause) => {
          // A specific reason (too large, wrong type) helps more than the generic line alone.
          const reason = errorMessage(cause, '');
          setError(reason ? `Failed to upload file. ${reason}` : 'Failed to upload file.');
        },
      },
    );
  }

  const uploading = uploadDocument.isPending;
  return (
    <form
      className="grid gap-3 rounded-lg border bg-muted/40 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        upload();
      }}
    >
      <Field label="Document name">
        {({ id }) => (
          <Input
            id={id}
            value={name}
            maxLength={200}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <Field label="File">
        {({ id }) => (
          <Input
            id={id}
            ref={fileInput}
            type="file"
            className="py-1.5 file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-2 file:py-1 file:text-sm"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <Button type="submit" disabled={uploading}>
        <Upload aria-hidden="true" /> {uploading ? 'Uploading...' : 'Upload'}
      </Button>
      {error && (
        <Alert kind="error" className="sm:col-span-3">
          {error}
        </Alert>
      )}
    </form>
  );
}
