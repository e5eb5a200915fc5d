import {
  type CreateIdeaInput,
  createIdeaSchema,
  IDEA_PRESET_TAGS,
  IDEA_URL_REQUIRED,
} from '@hrt/shared/schemas/ideas';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { createIdea, extractIdea } from '../api';

type PreviewValues = Omit<CreateIdeaInput, 'price' | 'tags'> & { price: string; tags: string };
type Output = z.output<typeof createIdeaSchema>;

/** The preview form holds text; the shared schema checks what is sent, as the server does. */
const previewSchema = createIdeaSchema;

/** Add by URL: extract a preview, edit it, save; the form is then cleared (spec part 2). */
export function AddIdeaForm({
  componentId,
  onSaved,
}: {
  componentId: string;
  onSaved: () => void;
}) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [extracting, setExtracting] = useState(false);
  const [preview, setPreview] = useState<boolean>(false);
  /** What the reader says to check (a close choice of price, no price, not a product). */
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<PreviewValues>();
  const [tags, setTags] = useState<string[]>([]);
  const [typedTag, setTypedTag] = useState('');

  async function extract() {
    if (!url.trim()) return setError(IDEA_URL_REQUIRED);
    setError(null);
    setExtracting(true);
    try {
      const found = await extractIdea(url.trim());
      form.reset({
        component_id: componentId,
        url: url.trim(),
        name: found.name,
        description: found.description,
        price: found.price === null ? '' : String(found.price),
        currency: found.currency,
        retailer: found.retailer ?? '',
        image_url: found.image_url ?? '',
        tags: '',
      });
      setTags(found.tags);
      setNotice(found.notice);
      setPreview(true);
    } catch (cause) {
      setError(errorMessage(cause, 'Could not extract details from the URL'));
    } finally {
      setExtracting(false);
    }
  }

  const save = form.handleSubmit(async (values) => {
    const parsed = previewSchema.safeParse({
      ...values,
      component_id: componentId,
      price: values.price.trim() === '' ? null : Number(values.price),
      tags,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Failed to save idea');
      return;
    }
    try {
      await createIdea(parsed.data as Output);
      setPreview(false);
      setUrl('');
      setTags([]);
      setError(null);
      onSaved();
    } catch (cause) {
      setError(errorMessage(cause, 'Failed to save idea'));
    }
  });

  const toggleTag = (tag: string) =>
    setTags((current) =>
      current.includes(tag) ? current.filter((t) => t !== tag) : [...current, tag],
    );
  const addTyped = () => {
    const tag = typedTag.trim();
    if (tag && !tags.includes(tag)) setTags([...tags, tag]);
    setTypedTag('');
  };

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
        <Button type="button" onClick={() => void extract()} disabled={extracting}>
          <Link2 aria-hidden="true" /> {extracting ? 'Extracting…' : 'Extract'}
        </Button>
      </div>
      {preview && (
        <form
          noValidate
          onSubmit={save}
          aria-label="Idea preview"
          className="grid gap-3 rounded-lg border p-4"
        >
          {notice && <Alert kind="info">{notice}</Alert>}
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Name">{({ id }) => <Input id={id} {...form.register('name')} />}</Field>
            <Field label="Price">
              {({ id }) => (
                <Input
                  id={id}
                  inputMode="decimal"
                  placeholder="Unknown"
                  {...form.register('price')}
                />
              )}
            </Field>
            <Field label="Currency">
              {({ id }) => <Input id={id} {...form.register('currency')} />}
            </Field>
            <Field label="Retailer">
              {({ id }) => <Input id={id} {...form.register('retailer')} />}
            </Field>
            <Field label="Image URL" className="sm:col-span-2">
              {({ id }) => <Input id={id} {...form.register('image_url')} />}
            </Field>
            <Field label="Description" className="sm:col-span-2">
              {({ id }) => <Textarea id={id} rows={2} {...form.register('description')} />}
            </Field>
          </div>
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">Tags</legend>
            <div className="flex flex-wrap gap-1.5">
              {IDEA_PRESET_TAGS.map((tag) => (
                <Button
                  key={tag}
                  type="button"
                  size="sm"
                  variant={tags.includes(tag) ? 'default' : 'outline'}
                  aria-pressed={tags.includes(tag)}
                  onClick={() => toggleTag(tag)}
                >
                  {tag}
                </Button>
              ))}
              {tags
                .filter((tag) => !(IDEA_PRESET_TAGS as readonly string[]).includes(tag))
                .map((tag) => (
                  <Button
                    key={tag}
                    type="button"
                    size="sm"
                    aria-pressed
                    onClick={() => toggleTag(tag)}
                  >
                    {tag}
                  </Button>
                ))}
            </div>
            <div className="flex gap-2">
              <Input
                aria-label="Add a tag"
                placeholder="Type a tag"
                value={typedTag}
                onChange={(event) => setTypedTag(event.target.value)}
              />
              <Button type="button" variant="outline" onClick={addTyped}>
                Add tag
              </Button>
            </div>
          </fieldset>
          <div className="flex gap-2">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              Save Idea
            </Button>
            <Button type="button" variant="ghost" onClick={() => setPreview(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
