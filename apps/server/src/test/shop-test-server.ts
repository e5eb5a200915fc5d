import http from 'node:http';
import type net from 'node:net';

/** What the shop answers on one path: a page, or a handler for odd behaviour. */
type ShopRoute =
  | { html: string; status?: number; contentType?: string; headers?: Record<string, string> }
  | ((request: http.IncomingMessage, response: http.ServerResponse) => void);

export interface ShopTestServer {
  port: number;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Sets (or replaces) what a path answers, e.g. a new price between two checks. */
  route(path: string, answer: ShopRoute): void;
  /** Every request seen, in order: the path and the headers it came with. */
  requests: { path: string; headers: http.IncomingHttpHeaders }[];
  /** FETCH_ALLOW_HOSTS for this shop. */
  allowHost: string;
  close(): Promise<void>;
}

/** A small shop on loopback serving fixture pages, for the fetch and extraction tests. */
export async function startShopTestServer(listenPort = 0): Promise<ShopTestServer> {
  const routes = new Map<string, ShopRoute>();
  const requests: ShopTestServer['requests'] = [];
  const sockets = new Set<net.Socket>();
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    requests.push({ path, headers: request.headers });
    const answer = routes.get(path);
    if (!answer) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    if (typeof answer === 'function') return answer(request, response);
    response
      .writeHead(answer.status ?? 200, {
        'content-type': answer.contentType ?? 'text/html; charset=utf-8',
        ...answer.headers,
      })
      .end(answer.html);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(listenPort, '127.0.0.1', () =>
      resolve((server.address() as net.AddressInfo).port),
    ),
  );
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    allowHost: `127.0.0.1:${port}`,
    requests,
    route: (path, answer) => routes.set(path, answer),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
