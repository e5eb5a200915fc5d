import type { AnyNode, Element } from 'domhandler';

/**
 * Visits the elements under `root` in document order, without css-select (whose descendant
 * search costs far more on big pages). The visitor answers false to stop.
 */
export function walkElements(
  root: AnyNode,
  visit: (element: Element) => boolean | undefined,
): void {
  const stack: AnyNode[] = [...((root as Element).children ?? [])].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
    const element = node as Element;
    if (visit(element) === false) return;
    for (let index = element.children.length - 1; index >= 0; index--)
      stack.push(element.children[index]!);
  }
}
