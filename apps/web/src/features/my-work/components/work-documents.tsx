import { formatDate } from '@hrt/shared/format';
import type { ContactWork } from '@hrt/shared/schemas/contacts';
import type { ComponentDocument } from '@hrt/shared/schemas/documents';
import { Download, FileText } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { followDownloadLink } from '@/lib/download-link';
import { fetchDocumentLink } from '../api/work-files';
import { WorkDocumentUpload } from './work-document-upload';
import { WorkSection } from './work-section';

/** A fresh signed link, asked for at the moment of the download. */
async function download(document: ComponentDocument) {
  try {
    const { url } = await fetchDocumentLink(document.id);
    followDownloadLink(url, document.filename);
  } catch {
    toast.error('Failed to get download link.');
  }
}

/** The documents of the trade's work, each to download, and an upload to one of its services. */
export function WorkDocuments({
  documents,
  components,
}: {
  documents: readonly ComponentDocument[];
  components: ContactWork['components'];
}) {
  const services = components.filter((component) => component.type === 'service');
  const names = new Map(components.map((component) => [component.id, component.name]));
  return (
    <WorkSection title="Documents" description="Plans, quotes and certificates of your work.">
      <div className="grid gap-4">
        {documents.length === 0 ? (
          <EmptyState quiet icon={FileText} title="No documents yet" />
        ) : (
          <ul aria-label="Documents" className="grid divide-y">
            {documents.map((document) => (
              <li
                key={document.id}
                className="flex items-center justify-between gap-3 py-2 first:pt-0"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium">{document.name}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {[names.get(document.component_id), formatDate(document.uploaded_at)]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => void download(document)}
                  aria-label={`Download ${document.name}`}
                >
                  <Download aria-hidden="true" /> Download
                </Button>
              </li>
            ))}
          </ul>
        )}
        {services.length > 0 && <WorkDocumentUpload services={services} />}
      </div>
    </WorkSection>
  );
}
