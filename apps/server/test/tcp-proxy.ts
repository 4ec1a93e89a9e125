import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * How the proxy treats traffic, switchable at any moment:
 * - pass: forward both ways as it comes;
 * - silent: keep every socket open, accept new connections, forward nothing either way (a hung
 *   server or a partitioned network); what arrives meanwhile is held, as TCP would, and
 *   delivered in order once the mode changes;
 * - delay: deliver each chunk `ms` after it arrived, in order (a slow link);
 * - reset: reset every current connection now, and reset each new one as soon as it is accepted.
 */
export type ProxyMode = 'pass' | 'silent' | 'delay' | 'reset';

/**
 * How a connection is cut: `reset` kills both sockets at once (the app sees ECONNRESET, the server
 * a closed connection); `strand` keeps both open but lets nothing through ever again, not even a
 * close (a peer that vanished: each side waits on the other until its own timeout gives up);
 * `lose-answer` lets the matching bytes reach the server, then kills both sockets as its answer
 * comes back (a COMMIT that the server carried out but whose answer the app never got).
 */
export type Cut = 'reset' | 'strand' | 'lose-answer';

/** A one-shot watch on the bytes the client sends; `done` settles when they pass. */
export interface Trip {
  readonly pattern: string;
  readonly fired: boolean;
  readonly done: Promise<void>;
}

class Watch implements Trip {
  readonly bytes: Buffer;
  readonly done: Promise<void>;
  fired = false;
  private settle!: () => void;

  constructor(
    readonly pattern: string,
    /** what becomes of the connection, instead of forwarding the chunk that matched */
    readonly cut: Cut | null,
  ) {
    this.bytes = Buffer.from(pattern);
    this.done = new Promise<void>((resolve) => (this.settle = resolve));
  }

  fire() {
    this.fired = true;
    this.settle();
  }
}

/** One direction of one connection: chunks wait here until the mode lets them through. */
class Lane {
  /** `null` stands for the end of the stream, delivered in its turn like data */
  private readonly queue: Array<{ chunk: Buffer | null; due: number }> = [];
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly out: Socket,
    private readonly proxy: { readonly mode: ProxyMode; readonly delayMs: number },
  ) {}

  push(chunk: Buffer | null) {
    if (this.stopped) return;
    const delay = this.proxy.mode === 'delay' ? this.proxy.delayMs : 0;
    this.queue.push({ chunk, due: Date.now() + delay });
    this.pump();
  }

  pump() {
    if (this.timer || this.stopped) return;
    while (this.queue.length > 0) {
      if (this.proxy.mode === 'silent') return; // held until the mode changes
      const head = this.queue[0]!;
      const wait = head.due - Date.now();
      if (wait > 0) {
        this.timer = setTimeout(() => {
          this.timer = null;
          this.pump();
        }, wait);
        return;
      }
      this.queue.shift();
      if (this.out.destroyed || !this.out.writable) continue;
      if (head.chunk === null) this.out.end();
      else this.out.write(head.chunk);
    }
  }

  stop() {
    this.stopped = true;
    this.queue.length = 0;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

class Pair {
  readonly up: Lane;
  readonly down: Lane;
  /** the client's last bytes, so a pattern split across two chunks is still seen */
  tail: Buffer = Buffer.alloc(0);
  stranded = false;
  /** the server's next answer on this connection is dropped, and the connection with it */
  loseAnswer = false;

  constructor(
    readonly client: Socket,
    readonly upstream: Socket,
    proxy: { readonly mode: ProxyMode; readonly delayMs: number },
  ) {
    this.up = new Lane(upstream, proxy);
    this.down = new Lane(client, proxy);
  }

  /** Nothing passes any more, either way, but both sockets stay open for their owners to give up on. */
  strand() {
    this.stranded = true;
    this.up.stop();
    this.down.stop();
  }

  /** Both sockets go at once: the client sees a reset (ECONNRESET), the server a closed connection. */
  kill() {
    this.up.stop();
    this.down.stop();
    if (!this.client.destroyed) this.client.resetAndDestroy();
    this.upstream.destroy();
  }
}

/**
 * A TCP proxy between the app and PostgreSQL whose behaviour a test changes while requests run,
 * to make the database fail the ways a network or a server really does.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly pairs = new Set<Pair>();
  private readonly watches: Watch[] = [];
  private current: ProxyMode = 'pass';
  private delay = 0;
  private readonly targetHost: string;
  private readonly targetPort: number;

  constructor(target: { host?: string; port?: number } = {}) {
    this.targetHost = target.host ?? '127.0.0.1';
    this.targetPort = target.port ?? 5432;
  }

  get mode(): ProxyMode {
    return this.current;
  }

  get delayMs(): number {
    return this.delay;
  }

  /** Listens on 127.0.0.1 (port 0: any free port); resolves with the port. */
  async listen(port = 0): Promise<number> {
    const server = createServer((client) => this.accept(client));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    return (server.address() as AddressInfo).port;
  }

  setMode(mode: 'pass' | 'silent' | 'reset'): void;
  setMode(mode: 'delay', ms: number): void;
  setMode(mode: ProxyMode, ms = 0): void {
    this.current = mode;
    this.delay = mode === 'delay' ? ms : 0;
    if (mode === 'reset') this.resetAll();
    // held chunks move on as the new mode allows
    for (const pair of this.pairs) {
      pair.up.pump();
      pair.down.pump();
    }
  }

  /** Resets every current connection now, whatever the mode; new ones follow the mode. */
  resetAll() {
    for (const pair of this.pairs) pair.kill();
    this.pairs.clear();
  }

  /**
   * When the client next sends these bytes, cut that connection before they reach the server
   * (or, with `lose-answer`, just after, as the server answers them).
   * With the extended protocol the SQL text travels in the Parse message, so a statement can be
   * stopped by its text: a transaction is cut exactly between two of its statements.
   */
  cutWhenClientSends(pattern: string, how: Cut = 'reset'): Trip {
    return this.watch(pattern, how);
  }

  /** Settles when the client next sends these bytes; they pass on as usual. */
  whenClientSends(pattern: string): Trip {
    return this.watch(pattern, null);
  }

  /** Stops listening and destroys every connection. */
  async close() {
    for (const pair of this.pairs) pair.kill();
    this.pairs.clear();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private watch(pattern: string, cut: Cut | null): Trip {
    const watch = new Watch(pattern, cut);
    this.watches.push(watch);
    return watch;
  }

  private accept(client: Socket) {
    // errors end in 'close', handled below; a listener keeps them from being thrown
    client.on('error', () => {});
    if (this.current === 'reset') {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(this.targetPort, this.targetHost);
    upstream.on('error', () => {});
    const pair = new Pair(client, upstream, this);
    this.pairs.add(pair);

    client.on('data', (chunk: Buffer) => {
      if (pair.stranded || this.inspect(pair, chunk)) return;
      pair.up.push(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (pair.loseAnswer) {
        this.pairs.delete(pair);
        pair.kill();
        return;
      }
      pair.down.push(chunk);
    });
    // an orderly close is part of the stream: it waits behind the data, and is held like it
    client.on('end', () => pair.up.push(null));
    upstream.on('end', () => pair.down.push(null));
    const closed = (hadError: boolean) => {
      // a reset or a refused connection on one side is passed on to the other at once
      if (hadError && this.pairs.has(pair) && !pair.stranded) {
        this.pairs.delete(pair);
        pair.kill();
      }
      if (client.destroyed && upstream.destroyed) {
        this.pairs.delete(pair);
        pair.up.stop();
        pair.down.stop();
      }
    };
    client.on('close', closed);
    upstream.on('close', closed);
  }

  /** Runs the watches over a chunk from the client; true when the chunk must not go on. */
  private inspect(pair: Pair, chunk: Buffer): boolean {
    if (this.watches.length === 0) return false;
    const seen = Buffer.concat([pair.tail, chunk]);
    const longest = Math.max(...this.watches.map((w) => w.bytes.length));
    pair.tail = seen.subarray(Math.max(0, seen.length - longest + 1));
    let cut: Cut | null = null;
    for (const watch of [...this.watches]) {
      if (!seen.includes(watch.bytes)) continue;
      this.watches.splice(this.watches.indexOf(watch), 1);
      watch.fire();
      cut = cut === 'reset' ? cut : (watch.cut ?? cut);
    }
    if (cut === 'reset') {
      this.pairs.delete(pair);
      pair.kill();
    } else if (cut === 'strand') pair.strand();
    else if (cut === 'lose-answer') {
      pair.loseAnswer = true;
      return false; // the bytes go on to the server
    }
    return cut !== null;
  }
}
