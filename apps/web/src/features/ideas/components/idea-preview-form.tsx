import {
  type CreateIdeaInput,
  createIdeaSchema,
  type ExtractedPreview,
} from '@hrt/shared/schemas/ideas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useCreateIdea } from '../api/create-idea';
import type { FetchFailure } from './fetch-failure';
import { TagPicker } from './tag-picker';

/** The preview's fields as the form holds them: the price is text until it is sent. */

type PreviewValues = Omit<CreateIdeaInput, 'price' | 'tags' | 'url'> & {
  price: string;
  url: string;
};

/** What extraction found, or an empty form (GBP) for an idea typed by hand. */
function toFormValues(
  componentId: string,
  url: string,
  found: ExtractedPreview | null,
): PreviewValues {
  return {
    component_id: componentId,
    url,
    name: found?.name ?? '',
    description: found?.description ?? '',
    price: found?.price == null ? '' : String(found.price),
    currency: found?.currency ?? 'GBP',
    retailer: found?.retailer ?? '',
    image_url: found?.image_url ?? '',
  };
}

/**
 * What extraction found, to edit and save; empty for an idea typed by hand, with what went
 * wrong when the page could not be read. The form holds text; the shared schema checks what
 * is sent, as the server does.
 */
export function IdeaPreviewForm({
  componentId,
  url,
  found,
  failure,
  onSaved,
  onCancel,
  onError,
}: {
  componentId: string;
  url: string;
  found: ExtractedPreview | null;
  failure: FetchFailure | null;
  onSaved: () => void;
  onCancel: () => void;
  onError: (message: string) => void;
}) {
  const form = useForm<PreviewValues>({ defaultValues: toFormValues(componentId, url, found) });
  const [tags, setTags] = useState<string[]>(found?.tags ?? []);
  const create = useCreateIdea();

  const save = form.handleSubmit(async (values) => {
    const parsed = createIdeaSchema.safeParse({
      ...values,
      component_id: componentId,
      price: values.price.trim() === '' ? null : Number(values.price),
      tags,
    });
    if (!parsed.success) {
      onError(parsed.error.issues[0]?.message ?? 'Failed to save idea');
      return;
    }
    try {
      await create.mutateAsync(parsed.data);
      onSaved();
    } catch (cause) {
      onError(errorMessage(cause, 'Failed to save idea'));
    }
  });

  return (
    <form
      noValidate
      onSubmit={save}
      aria-label="Idea preview"
      className="grid gap-3 rounded-lg border p-4"
    >
      {failure && (
        <Alert kind="error" title="The shop page could not be read">
          <p>{failure.what} Fill in the details by hand; the link is kept.</p>
          {failure.ownerHint && <p className="mt-1">{failure.ownerHint}</p>}
        </Alert>
      )}
      {/* What the reader says to check (a close choice of price, no price, not a product). */}
      {found?.notice && <Alert kind="info">{found.notice}</Alert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Name">{({ id }) => <Input id={id} {...form.register('name')} />}</Field>
        <Field label="Price">
          {({ id }) => (
            <Input id={id} inputMode="decimal" placeholder="Unknown" {...form.register('price')} />
          )}
        </Field>
        <Field label="Currency">
          {({ id }) => <Input id={id} {...form.register('currency')} />}
        </Field>
        <Field label="Retailer">
          {({ id }) => <Input id={id} {...form.register('retailer')} />}
        </Field>
        <Field label="Shop link (optional)" className="sm:col-span-2">
          {({ id }) => (
            <Input id={id} type="url" placeholder="https://" {...form.register('url')} />
          )}
        </Field>
        <Field label="Image URL" className="sm:col-span-2">
          {({ id }) => <Input id={id} {...form.register('image_url')} />}
        </Field>
        <Field label="Description" className="sm:col-span-2">
          {({ id }) => <Textarea id={id} rows={2} {...form.register('description')} />}
        </Field>
      </div>
      <TagPicker tags={tags} onChange={setTags} />
      <div className="flex gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Save Idea
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
