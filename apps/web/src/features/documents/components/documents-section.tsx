import { formatDate } from '@hrt/shared/format';
import { type ComponentDocument, DOCUMENT_UPLOAD_MESSAGE } from '@hrt/shared/schemas/documents';
import { Download, FileText, Trash2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import {
  deleteDocument,
  fetchDocumentUrl,
  uploadDocument,
  useDocuments,
  useRefreshDocuments,
} from '../api';

/** A component's documents: an upload form (name and file) and the list. */
export function DocumentsSection({
  componentId,
  canEdit,
}: {
  componentId: string;
  canEdit: boolean;
}) {
  const documents = useDocuments(componentId);
  const refresh = useRefreshDocuments(componentId);
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<ComponentDocument | null>(null);

  async function upload() {
    if (!name.trim() || !file) {
      setError(DOCUMENT_UPLOAD_MESSAGE);
      return;
    }
    setError(null);
    setUploading(true);
    try {
      await uploadDocument(componentId, name.trim(), file);
      await refresh();
      setName('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      toast.success('Document uploaded.');
    } catch (cause) {
      // A specific reason (too large, wrong type) helps more than the generic line alone.
      const reason = errorMessage(cause, '');
      setError(reason ? `Failed to upload file. ${reason}` : 'Failed to upload file.');
    } finally {
      setUploading(false);
    }
  }

  async function download(document: ComponentDocument) {
    try {
      const { url } = await fetchDocumentUrl(document.id);
      const link = window.document.createElement('a');
      link.href = url;
      link.download = document.filename;
      link.rel = 'noopener';
      window.document.body.append(link);
      link.click();
      link.remove();
    } catch {
      toast.error('Failed to get download link.');
    }
  }

  async function remove(document: ComponentDocument) {
    try {
      await deleteDocument(document.id);
      await refresh();
      toast.success('Document deleted.');
    } catch {
      toast.error('Failed to delete file.');
    }
  }

  const list = documents.data ?? [];
  return (
    <div className="grid grid-cols-1 gap-4">
      {canEdit && (
        <form
          className="grid gap-3 rounded-lg border bg-muted/40 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            void upload();
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
      )}

      {documents.isPending ? (
        <div className="grid gap-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : documents.error ? (
        <ErrorState
          message={errorMessage(documents.error, 'Failed to load documents.')}
          onRetry={() => void documents.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="No documents yet"
          description={
            canEdit
              ? 'Upload quotes, plans or warranties above.'
              : 'Documents will appear here once uploaded.'
          }
        />
      ) : (
        <div className="rounded-lg border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Uploaded By</TableHead>
                <TableHead>Date</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.map((document) => (
                <TableRow key={document.id}>
                  <TableCell>
                    <span className="font-medium">{document.name}</span>
                    <span className="block text-xs text-muted-foreground">{document.filename}</span>
                  </TableCell>
                  <TableCell>{document.uploaded_by ?? '-'}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {formatDate(document.uploaded_at)}
                  </TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => void download(document)}
                        aria-label={`Download ${document.name}`}
                      >
                        <Download aria-hidden="true" /> Download
                      </Button>
                      {canEdit && (
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => setDeleting(document)}
                          aria-label={`Delete ${document.name}`}
                        >
                          <Trash2 aria-hidden="true" /> Delete
                        </Button>
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'this document'}?`}
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) void remove(deleting);
          setDeleting(null);
        }}
      />
    </div>
  );
}
