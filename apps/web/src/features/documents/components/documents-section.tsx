import type { ComponentDocument } from '@hrt/shared/schemas/documents';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { followDownloadLink } from '@/lib/download-link';
import { trashNotice, useToastDeleted } from '@/lib/undo-delete';
import { useDeleteDocument } from '../api/delete-document';
import { fetchDocumentUrl } from '../api/get-document-url';
import { useDocuments } from '../api/list-documents';
import { useRefreshDocuments } from '../api/use-refresh-documents';
import { DocumentTable } from './document-table';
import { DocumentUploadForm } from './document-upload-form';

/** The browser follows a fresh signed link, so the file never passes through this page. */
async function downloadDocument(document: ComponentDocument) {
  try {
    const { url } = await fetchDocumentUrl(document.id);
    followDownloadLink(url, document.filename);
  } catch {
    toast.error('Failed to get download link.');
  }
}

/** A component's documents: an upload form (name and file) and the list. */
export function DocumentsSection({
  componentId,
  canEdit,
}: {
  componentId: string;
  canEdit: boolean;
}) {
  const documents = useDocuments(componentId);
  const deleteDocument = useDeleteDocument(componentId);
  const refresh = useRefreshDocuments(componentId);
  const toastDeleted = useToastDeleted();
  const [deleting, setDeleting] = useState<ComponentDocument | null>(null);

  // Each delete says how it went, even when another one was started meanwhile.
  const remove = (document: ComponentDocument) =>
    deleteDocument.mutateAsync(document.id).then(
      (entry) => toastDeleted(entry, refresh),
      () => toast.error('Failed to delete file.'),
    );

  const list = documents.data ?? [];
  return (
    <div className="grid grid-cols-1 gap-4">
      {canEdit && <DocumentUploadForm componentId={componentId} />}

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
          quiet
          icon={FileText}
          title="No documents yet"
          description={
            canEdit
              ? 'Upload quotes, plans or warranties above.'
              : 'Documents will appear here once uploaded.'
          }
        />
      ) : (
        <DocumentTable
          documents={list}
          canEdit={canEdit}
          onDownload={(document) => void downloadDocument(document)}
          onDelete={setDeleting}
        />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'this document'}?`}
        description={trashNotice('The document')}
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) void remove(deleting);
          setDeleting(null);
        }}
      />
    </div>
  );
}
