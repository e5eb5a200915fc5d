import type { ComponentDocument } from '@hrt/shared/schemas/documents';
import type { DocumentWithFile } from './document-files.ts';

export function toComponentDocument({ document, file }: DocumentWithFile): ComponentDocument {
  return {
    id: document.id,
    component_id: document.componentId,
    name: document.name,
    filename: file.originalName,
    content_type: file.contentType,
    size_bytes: file.sizeBytes,
    uploaded_by: document.createdBy,
    uploaded_at: document.createdAt.toISOString(),
  };
}
