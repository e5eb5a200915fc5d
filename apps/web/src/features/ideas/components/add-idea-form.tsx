import { type ExtractedPreview, IDEA_URL_REQUIRED } from '@hrt/shared/schemas/ideas';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useExtractIdea } from '../api/extract-idea';
import { IdeaPreviewForm } from './idea-preview-form';

/** One extraction's result; `reading` counts them, so each new one starts a fresh form. */
interface Preview {
  url: string;
  found: ExtractedPreview;
  reading: number;
}

/** Add by URL: extract a preview, edit it, save; the form is then cleared. */
export function AddIdeaForm({
  componentId,
  onSaved,
}: {
  componentId: string;
  onSaved: () => void;
}) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const extract = useExtractIdea();

  async function runExtract() {
    const address = url.trim();
    if (!address) return setError(IDEA_URL_REQUIRED);
    setError(null);
    try {
      const found = await extract.mutateAsync(address);
      setPreview((current) => ({ url: address, found, reading: (current?.reading ?? 0) + 1 }));
    } catch (cause) {
      setError(errorMessage(cause, 'Could not extract details from the URL'));
    }
  }

  function finishSaving() {
    setPreview(null);
    setUrl('');
    setError(null);
    onSaved();
  }

  return (
    <div className="grid gap-3">
      {error && (
        <Alert kind="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <Field label="Product URL" className="min-w-0 flex-1">
          {({ id }) => (
            <Input
              id={id}
              type="url"
              placeholder="https://"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
            />
          )}
        </Field>
        <Button type="button" onClick={() => void runExtract()} disabled={extract.isPending}>
          <Link2 aria-hidden="true" /> {extract.isPending ? 'Extracting…' : 'Extract'}
        </Button>
      </div>
      {preview && (
        <IdeaPreviewForm
          key={preview.reading}
          componentId={componentId}
          url={preview.url}
          found={preview.found}
          onSaved={finishSaving}
          onCancel={() => setPreview(null)}
          onError={setError}
        />
      )}
    </div>
  );
}
