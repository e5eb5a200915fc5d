import { IDEA_PRESET_TAGS } from '@hrt/shared/schemas/ideas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

const isPreset = (tag: string) => (IDEA_PRESET_TAGS as readonly string[]).includes(tag);

/** The preset tags as toggles, the typed ones after them, and a field to type another. */
export function TagPicker({
  tags,
  onChange,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
}) {
  const [typedTag, setTypedTag] = useState('');
  const toggleTag = (tag: string) =>
    onChange(tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag]);
  const addTyped = () => {
    const tag = typedTag.trim();
    if (tag && !tags.includes(tag)) onChange([...tags, tag]);
    setTypedTag('');
  };
  return (
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
          .filter((tag) => !isPreset(tag))
          .map((tag) => (
            <Button key={tag} type="button" size="sm" aria-pressed onClick={() => toggleTag(tag)}>
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
  );
}
