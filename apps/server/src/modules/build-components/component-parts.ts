import type { Database } from '../../db/client.ts';

/**
 * Removes what another module keeps under a component, inside the transaction that deletes the
 * component, and returns the storage keys to delete once that transaction has committed.
 */
export type ComponentPartRemover = (tx: Database, componentId: string) => Promise<string[]>;

// A set: building a second app in the same process (the tests do) adds the same function again.
const removers = new Set<ComponentPartRemover>();

/**
 * For a module whose rows under a component need more than their foreign key's cascade when the
 * component goes (documents: their stored files). The composition root (component-parts.ts
 * beside app.ts) hands them in, so build-components never imports the modules that import it.
 */
export function addComponentPartRemover(remover: ComponentPartRemover): void {
  removers.add(remover);
}

export async function removeComponentParts(tx: Database, componentId: string): Promise<string[]> {
  const keys: string[] = [];
  for (const remover of removers) keys.push(...(await remover(tx, componentId)));
  return keys;
}
