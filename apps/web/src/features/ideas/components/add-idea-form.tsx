import { type ExtractedPreview, IDEA_URL_REQUIRED } from '@hrt/shared/schemas/ideas';
import { Link2, PencilLine } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSession } from '@/lib/auth/session-context';
import { useExtractIdea } from '../api/extract-idea';
import { describeFetchFailure, type FetchFailure } from './fetch-failure';
import { IdeaPreviewForm } from './idea-preview-form';

/**
 * The form's starting point: what extraction found, or nothing (typed by hand, or after a
 * failed reading, which says why); `reading` counts them, so each one starts a fresh form.
 */
interface Draft {
  url: string;
  found: ExtractedPreview | null;
  failure: FetchFailure | null;
  reading: number;
}

/**
 * Add an idea: from a shop link (extract a preview, edit it, save) or by hand (the same form,
 * empty, the link optional). A reading that fails opens the form too, with the link kept.
 */
export function AddIdeaForm({
  componentId,
  onSaved,
}: {
  componentId: string;
  onSaved: () => void;
}) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const extract = useExtractIdea();
  const session = useSession();
  const isOwner = session.status === 'signed-in' && session.role === 'owner';

  const open = (next: Omit<Draft, 'reading'>) =>
    setDraft((current) => ({ ...next, reading: (current?.reading ?? 0) + 1 }));

  async function runExtract() {
    const address = url.trim();
    if (!address) return setError(IDEA_URL_REQUIRED);
    setError(null);
    try {
      open({ url: address, found: await extract.mutateAsync(address), failure: null });
    } catch (cause) {
      open({ url: address, found: null, failure: describeFetchFailure(cause, address, isOwner) });
    }
  }

  function finishSaving() {
    setDraft(null);
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
        <Field label="Product URL" className="min-w-48 flex-1">
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
        <Button
          type="button"
          variant="outline"
          onClick={() => open({ url: url.trim(), found: null, failure: null })}
        >
          <PencilLine aria-hidden="true" /> Add by hand
        </Button>
      </div>
      {draft && (
        <IdeaPreviewForm
          key={draft.reading}
          componentId={componentId}
          url={draft.url}
          found={draft.found}
          failure={draft.failure}
          onSaved={finishSaving}
          onCancel={() => setDraft(null)}
          onError={setError}
        />
      )}
    </div>
  );
}
