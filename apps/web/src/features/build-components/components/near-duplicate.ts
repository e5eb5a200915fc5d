import type { BuildComponent, ComponentType } from '@hrt/shared/schemas/build-components';

/** 'Kitchen', 'kitchen ' and 'Kit-chen' are one name to a reader: case, spaces and punctuation go. */
function nameKey(name: string): string {
  return name.toLocaleLowerCase('en-GB').replace(/[\s\p{P}\p{S}]/gu, '');
}

/**
 * An existing component of the same type whose name reads the same as `name`, other than the
 * one being edited: a likely second entry for one room, which the household may still save.
 */
export function findNearDuplicate(
  components: readonly BuildComponent[],
  { name, type, exceptId }: { name: string; type: ComponentType; exceptId?: string },
): BuildComponent | undefined {
  const key = nameKey(name);
  if (!key) return undefined;
  return components.find(
    (component) =>
      component.type === type && component.id !== exceptId && nameKey(component.name) === key,
  );
}
