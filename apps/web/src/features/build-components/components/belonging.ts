import type { BuildComponent } from '@hrt/shared/schemas/build-components';

/**
 * What a card says of the one level of belonging: a design item or service names its room
 * ('In Kitchen'), a room its design items and services ('With Kitchen units, Builder').
 */
export function belongingLine(
  component: BuildComponent,
  all: readonly BuildComponent[],
): string | undefined {
  if (component.parent_id) {
    const room = all.find((candidate) => candidate.id === component.parent_id);
    return room ? `In ${room.name}` : undefined;
  }
  if (component.type !== 'room') return undefined;
  const children = all.filter((candidate) => candidate.parent_id === component.id);
  return children.length ? `With ${children.map((child) => child.name).join(', ')}` : undefined;
}
