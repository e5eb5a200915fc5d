import type { ContactWork } from '@hrt/shared/schemas/contacts';
import { DOCUMENT_UPLOAD_MESSAGE } from '@hrt/shared/schemas/documents';
import { Upload } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { DocumentFileFields } from '@/components/document-file-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { refusalDetail } from '@/lib/api-client';
import { nameFromFileName } from '@/lib/form-problem';
import { useUploadWorkDocument } from '../api/work-files';

type Service = ContactWork['components'][number];

/**
 * A document (a quote, a certificate, a photo of the work) added to one of the trade's
 * services: which service, the file, and its name, filled in from the file's unless typed.
 */
export function WorkDocumentUpload({ services }: { services: readonly Service[] }) {
  const upload = useUploadWorkDocument();
  const fileInput = useRef<HTMLInputElement>(null);
  const [serviceId, setServiceId] = useState(services[0]?.id ?? '');
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function chooseFile(chosen: File | null) {
    setFile(chosen);
    if (chosen && !name.trim()) setName(nameFromFileName(chosen.name).slice(0, 200));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || !file || !serviceId) {
      setProblem(DOCUMENT_UPLOAD_MESSAGE);
      return;
    }
    setProblem(null);
    upload.mutate(
      { componentId: serviceId, name: name.trim(), file },
      {
        onSuccess: () => {
          setName('');
          setFile(null);
          if (fileInput.current) fileInput.current.value = '';
          toast.success('Document uploaded.');
        },
        onError: (cause) => {
          const reason = refusalDetail(cause);
          setProblem(reason ? `Failed to upload file. ${reason}` : 'Failed to upload file.');
        },
      },
    );
  }

  return (
    <form
      aria-label="Upload a document"
      className="grid gap-3 rounded-lg border bg-muted/40 p-3"
      noValidate
      onSubmit={submit}
    >
      <Field label="For" required>
        {({ id }) => (
          <Select
            id={id}
            required
            value={serviceId}
            onChange={(event) => setServiceId(event.target.value)}
          >
            {services.map((service) => (
              <option key={service.id} value={service.id}>
                {service.room_name ? `${service.name} (${service.room_name})` : service.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <DocumentFileFields
        fileInput={fileInput}
        name={name}
        onNameChange={setName}
        onFileChange={chooseFile}
      />
      <Button type="submit" className="justify-self-start" disabled={upload.isPending}>
        <Upload aria-hidden="true" /> {upload.isPending ? 'Uploading...' : 'Upload'}
      </Button>
      {problem && (
        <Alert kind="error" title="Upload failed">
          {problem}
        </Alert>
      )}
    </form>
  );
}
