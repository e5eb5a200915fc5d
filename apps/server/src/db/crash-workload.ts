// Test support for the kill test: writers that drive the real server's HTTP API (rooms,
// expenses, receipts, documents) and remember every write the server acknowledged, and a check
// that finds each of them again after the kills, files byte for byte.
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { multipart } from '../test/upload-fixtures.ts';

export interface Acknowledged {
  components: string[];
  expenses: string[];
  /** Expense id -> the receipt's bytes. */
  receipts: Map<string, Buffer>;
  /** Document id -> its bytes. */
  documents: Map<string, Buffer>;
}

export function emptyLedger(): Acknowledged {
  return { components: [], expenses: [], receipts: new Map(), documents: new Map() };
}

export function countWrites(ledger: Acknowledged): number {
  return (
    ledger.components.length + ledger.expenses.length + ledger.receipts.size + ledger.documents.size
  );
}

/** A small PDF whose bytes are its own (a comment line), so a mix-up of files shows. */
function uniquePdf(tag: string): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${tag}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
}

interface Client {
  baseUrl: string;
  authorization: string;
}

async function post(client: Client, url: string, body: unknown) {
  return fetch(`${client.baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: client.authorization },
    body: JSON.stringify(body),
  });
}

async function upload(client: Client, url: string, parts: Parameters<typeof multipart>[0]) {
  const body = multipart(parts);
  return fetch(`${client.baseUrl}${url}`, {
    method: 'POST',
    headers: { authorization: client.authorization, ...body.headers },
    body: body.payload,
  });
}

/**
 * One writer: in turn an expense, a receipt on it, a document, a room. Each
 * write counts only when its 201 arrived; it stops when the server is gone or `stop()` says so.
 */
export async function runWriter(
  client: Client,
  roomId: string,
  ledger: Acknowledged,
  tag: string,
  stop: () => boolean,
) {
  let lastExpense: string | undefined;
  for (let n = 0; !stop(); n++) {
    const name = `${tag}-${n}`;
    try {
      if (n % 4 === 3) {
        const response = await post(client, '/api/components', { name, type: 'room' });
        if (response.status === 201) ledger.components.push(((await response.json()) as Id).id);
      } else if (n % 4 === 0) {
        const body = { room_id: roomId, description: name, rrp: 5 };
        const response = await post(client, '/api/expenses', body);
        if (response.status === 201) {
          lastExpense = ((await response.json()) as Id).id;
          ledger.expenses.push(lastExpense);
        }
      } else if (n % 4 === 1 && lastExpense) {
        const data = uniquePdf(name);
        const file = { filename: `${name}.pdf`, type: 'application/pdf', data };
        const response = await upload(client, `/api/expenses/${lastExpense}/receipt`, [
          { name: 'file', file },
        ]);
        if (response.status === 201) ledger.receipts.set(lastExpense, data);
      } else if (n % 4 === 2) {
        const data = uniquePdf(name);
        const response = await upload(client, '/api/documents', [
          { name: 'component_id', value: roomId },
          { name: 'name', value: name },
          { name: 'file', file: { filename: `${name}.pdf`, type: 'application/pdf', data } },
        ]);
        if (response.status === 201) ledger.documents.set(((await response.json()) as Id).id, data);
      }
    } catch {
      return; // The process is gone.
    }
  }
}

interface Id {
  id: string;
}

/** What of the ledger the server no longer has: missing rows, and files missing or changed. */
export async function findMissing(client: Client, roomId: string, ledger: Acknowledged) {
  const get = async <T>(url: string): Promise<T> => {
    const response = await fetch(`${client.baseUrl}${url}`, {
      headers: { authorization: client.authorization },
    });
    if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
    return (await response.json()) as T;
  };
  /** The bytes behind a signed link; none when the row or the file is not there. */
  const fileAt = async (linkUrl: string, pick: (body: Record<string, string>) => string) => {
    try {
      const link = pick(await get<Record<string, string>>(linkUrl));
      const response = await fetch(link.startsWith('http') ? link : `${client.baseUrl}${link}`);
      return response.status === 200 ? Buffer.from(await response.arrayBuffer()) : undefined;
    } catch {
      return undefined;
    }
  };

  const components = new Set((await get<Id[]>('/api/components')).map((row) => row.id));
  const expenses = new Set<string>();
  for (let cursor: string | null = ''; cursor !== null; ) {
    const page: { items: Id[]; next_cursor: string | null } = await get(
      `/api/expenses?limit=1000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    for (const row of page.items) expenses.add(row.id);
    cursor = page.next_cursor;
  }
  const documents = new Set(
    (await get<Id[]>(`/api/documents?component_id=${roomId}`)).map((row) => row.id),
  );

  const missing: string[] = [];
  for (const id of ledger.components) if (!components.has(id)) missing.push(`component ${id}`);
  for (const id of ledger.expenses) if (!expenses.has(id)) missing.push(`expense ${id}`);
  for (const [id, bytes] of ledger.receipts) {
    const stored = await fileAt(`/api/expenses/${id}/receipt`, (body) => body.receipt_url!);
    if (!stored?.equals(bytes)) missing.push(`receipt file of expense ${id}`);
  }
  for (const [id, bytes] of ledger.documents) {
    if (!documents.has(id)) {
      missing.push(`document ${id}`);
      continue;
    }
    const stored = await fileAt(`/api/documents/${id}/download`, (body) => body.url!);
    if (!stored?.equals(bytes)) missing.push(`file of document ${id}`);
  }
  return missing;
}

/**
 * An upload that sends its fields and the start of its file, then hangs: the server is
 * writing it to a temp file when the kill comes. Resolves once that temp file exists.
 */
export async function startHalfUpload(client: Client, roomId: string, filesDir: string) {
  const before = new Set(await partialFiles(filesDir));
  const boundary = '----hrt-half-upload';
  const request = http.request(`${client.baseUrl}/api/documents`, {
    method: 'POST',
    headers: {
      authorization: client.authorization,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
  request.on('error', () => {}); // The kill ends it.
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  request.write(field('component_id', roomId) + field('name', 'half'));
  request.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  request.write(Buffer.concat([uniquePdf('half'), Buffer.alloc(256 * 1024, 0x20)]));
  // Its own temp file: a new one past 64 kB. A writer's receipt, a few hundred bytes, also
  // makes a new temp file, but one that is renamed away as its upload ends; waiting on that one
  // once let the kill find no upload in flight at all.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const now = (await partialFiles(filesDir)).filter((file) => !before.has(file));
    const sizes = await Promise.all(
      now.map((file) =>
        fs.stat(path.join(filesDir, file)).then(
          (s) => s.size,
          () => 0,
        ),
      ),
    );
    if (sizes.some((size) => size > 64 * 1024)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('The half-sent upload never reached the file store');
}

/** The temp files of uploads under the local store's directory. */
export async function partialFiles(filesDir: string): Promise<string[]> {
  const entries = await fs.readdir(filesDir, { recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.endsWith('.partial'));
}
