import { formatDate } from '@hrt/shared/format';
import type { ComponentDocument } from '@hrt/shared/schemas/documents';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { followDownloadLink } from '@/lib/download-link';
import { fetchDocumentUrl } from '../api/get-document-url';
import { SectionCard } from './section-card';

/** As the documents feature does: the browser follows a fresh signed link, never this page. */
async function downloadDocument(document: ComponentDocument) {
  try {
    const { url } = await fetchDocumentUrl(document.id);
    followDownloadLink(url, document.filename);
  } catch (error) {
    console.error('Contacts: failed to get a download link', error);
    toast.error('Failed to get download link.');
  }
}

/** The documents of the contact's work, each with its download button. */
export function DocumentsSection({ documents }: { documents: ComponentDocument[] }) {
  return (
    <SectionCard title="Documents">
      {documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">No documents for this contact's work.</p>
      ) : (
        <ul className="divide-y">
          {documents.map((document) => (
            <li key={document.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="block font-medium break-words">{document.name}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {document.filename} · {formatDate(document.uploaded_at)}
                </span>
              </span>
              <Button
                size="sm"
                variant="outline"
                onClick={() => void downloadDocument(document)}
                aria-label={`Download ${document.name}`}
              >
                <Download aria-hidden="true" /> Download
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
