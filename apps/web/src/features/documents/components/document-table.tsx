import { formatDate } from '@hrt/shared/format';
import type { ComponentDocument } from '@hrt/shared/schemas/documents';
import { Download, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';

/** The documents with a download button each, and a delete button for editors. */
export function DocumentTable(props: {
  documents: ComponentDocument[];
  canEdit: boolean;
  onDownload: (document: ComponentDocument) => void;
  onDelete: (document: ComponentDocument) => void;
}) {
  return (
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
          {props.documents.map((document) => (
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
                    onClick={() => props.onDownload(document)}
                    aria-label={`Download ${document.name}`}
                  >
                    <Download aria-hidden="true" /> Download
                  </Button>
                  {props.canEdit && (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => props.onDelete(document)}
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
  );
}
