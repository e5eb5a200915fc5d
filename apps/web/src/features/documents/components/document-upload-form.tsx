import { DOCUMENT_UPLOAD_MESSAGE } from '@hrt/shared/schemas/documents';
import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { DocumentFileFields } from '@/components/document-file-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { type FormProblem, nameFromFileName } from '@/lib/form-problem';
import { useUploadDocument } from '../api/upload-document';

/**
 * A document's file and name; the list refreshes once the upload is stored. Choosing a file
 * fills in the name from the file's, unless the user typed a name of their own.
 */
export function DocumentUploadForm({ componentId }: { componentId: string }) {
  const uploadDocument = useUploadDocument(componentId);
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  // The name last filled in from a file: replaced by the next file's, a typed name is not.
  const [filledName, setFilledName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);

  function chooseFile(chosen: File | null) {
    setFile(chosen);
    if (!chosen || (name.trim() && name !== filledName)) return;
    const fromFile = nameFromFileName(chosen.name).slice(0, 200);
    setName(fromFile);
    setFilledName(fromFile);
  }

  function upload() {
    if (!name.trim() || !file) {
      setProblem({ title: 'Name and file needed', message: DOCUMENT_UPLOAD_MESSAGE });
      return;
    }
    setProblem(null);
    uploadDocument.mutate(
      { name: name.trim(), file },
      {
        onSuccess: () => {
          setName('');
          setFilledName('');
          setFile(null);
          if (fileInput.current) fileInput.current.value = '';
          toast.success('Document uploaded.');
        },
        onError: (cause) => {
          // A specific reason (too large, wrong type) helps more than the generic line alone.
          const reason = errorMessage(cause, '');
          setProblem({
            title: 'Upload failed',
            message: reason ? `Failed to upload file. ${reason}` : 'Failed to upload file.',
          });
        },
      },
    );
  }

  const uploading = uploadDocument.isPending;
  return (
    <form
      className="grid gap-3 rounded-lg border bg-muted/40 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        upload();
      }}
    >
      <DocumentFileFields
        fileInput={fileInput}
        name={name}
        onNameChange={setName}
        onFileChange={chooseFile}
      />
      <Button type="submit" disabled={uploading}>
        <Upload aria-hidden="true" /> {uploading ? 'Uploading...' : 'Upload'}
      </Button>
      {problem && (
        <Alert kind="error" title={problem.title} className="sm:col-span-3">
          {problem.message}
        </Alert>
      )}
    </form>
  );
}
