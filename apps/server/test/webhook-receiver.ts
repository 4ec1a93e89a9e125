import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a test receiver took: its path, headers, body and when it arrived. */
export interface TReceived {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  at: number;
}

type THandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A real receiver on 127.0.0.1 for the delivery tests: each path answers as a receiver might
 * (at once, 500, a redirect, never, closing mid-answer); what it took is kept per path.
 */
export async function startReceiver() {
  const received: TReceived[] = [];
  const hanging = new Set<ServerResponse>();
  const behaviours: Record<string, THandler> = {
    '/ok': (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks'),
    '/fail': (_req, res) => res.writeHead(500).end('the receiver broke'),
    '/redirect': (_req, res) => res.writeHead(302, { location: '/ok' }).end(),
    '/hang': (_req, res) => hanging.add(res),
    '/close': (_req, res) => {
      res.writeHead(200, { 'content-length': '100' });
      res.write('partial');
      setTimeout(() => res.socket?.destroy(), 20);
    },
    '/big': (_req, res) => res.writeHead(200).end('x'.repeat(5000)),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString(), at: Date.now() });
      (behaviours[path] ?? behaviours['/ok']!)(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path: string, host = '127.0.0.1') => `http://${host}:${port}${path}`,
    received,
    on: (path: string) => received.filter((r) => r.path === path),
    close: async () => {
      for (const res of hanging) res.socket?.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
