import { buildRows, reconcile } from '../build-rows.ts';
import type { WordBox } from './layout-lines.ts';
import { type ParsedDocument, parseDocumentText } from './parse-document.ts';
import { parseLayout } from './parse-layout.ts';

const ROOM = '00000000-0000-4000-8000-000000000000';

export interface ReadParsed {
  parsed: ParsedDocument;
  /** The layout reader's lines, cells split by " | ": context for a model. */
  layoutText: string;
}

/**
 * Both readers, the layout one first: its reading is kept when its rows add up to the document's
 * figures; otherwise the flat-text parser's when those add up; otherwise the one that found rows.
 */
export function readParsed(text: string, boxes: WordBox[] | undefined): ReadParsed {
  const fromText = parseDocumentText(text);
  const layout = boxes && boxes.length > 0 ? parseLayout(boxes) : null;
  const layoutText = layout
    ? layout.lines.map((line) => line.cells.map((cell) => cell.text).join(' | ')).join('\n')
    : '';
  if (!layout) return { parsed: fromText, layoutText };
  if (layout.reconciled && !layout.totalsOnly) return { parsed: layout.parsed, layoutText };
  if (fromText.items.length > 0 && reconciles(fromText)) {
    return {
      parsed: { ...fromText, supplier: fromText.supplier || layout.parsed.supplier },
      layoutText,
    };
  }
  if (layout.totalsOnly) return { parsed: layout.parsed, layoutText };
  return { parsed: layout.parsed.items.length > 0 ? layout.parsed : fromText, layoutText };
}

function reconciles(parsed: ParsedDocument): boolean {
  const rows = buildRows(parsed.items, {
    roomId: ROOM,
    supplier: parsed.supplier,
    vatMode: parsed.vatMode,
  });
  return reconcile(rows, parsed, parsed.currency).status === 'matched';
}
