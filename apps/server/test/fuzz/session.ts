import type { FastifyInstance } from 'fastify';
import { bearer, signIn } from '../helpers';
import type { Operation } from './openapi';

/**
 * The fuzzer's session. Some operations end it (logout, switch-back) or change what it may do;
 * when an answer says 401 and the session is indeed gone, the keeper signs in again.
 */
export class FuzzSession {
  private token = '';
  private candidate = 0;
  signIns = 0;

  constructor(
    private readonly app: FastifyInstance,
    /** users with every privilege; the next one is used when a sign-in is refused (throttled, password changed) */
    private readonly usernames: readonly string[],
  ) {}

  /** a cheap operation that answers 401 without a live session and 2xx with one (see findProbe) */
  probe: { url: string } | undefined;

  headers(): Record<string, string> {
    return bearer(this.token);
  }

  async signIn(): Promise<void> {
    const problems: string[] = [];
    for (let tried = 0; tried < this.usernames.length; tried++) {
      const username = this.usernames[this.candidate % this.usernames.length]!;
      try {
        this.token = (await signIn(this.app, username)).accessToken;
        this.signIns++;
        return;
      } catch (err) {
        problems.push(String(err));
        this.candidate++;
      }
    }
    throw new Error(`no fuzzing session could be opened:\n${problems.join('\n')}`);
  }

  /** Whether the token still opens the probe operation (without a probe: assume it does not). */
  async isLive(): Promise<boolean> {
    if (!this.probe) return false;
    const res = await this.app.inject({ method: 'GET', url: this.probe.url, headers: this.headers() });
    return res.statusCode !== 401;
  }
}

/**
 * A GET without parameters that refuses anonymous callers and serves a signed-in one: derived from
 * the document rather than named, so renaming routes cannot break the fuzzer.
 */
export async function findProbe(
  app: FastifyInstance,
  ops: readonly Operation[],
  headers: Record<string, string>,
): Promise<{ url: string } | undefined> {
  for (const op of ops) {
    if (op.method !== 'GET' || op.pathParams.length || op.queryParams.some((p) => p.required)) continue;
    const anonymous = await app.inject({ method: 'GET', url: op.path });
    if (anonymous.statusCode !== 401) continue;
    const signedIn = await app.inject({ method: 'GET', url: op.path, headers });
    if (signedIn.statusCode >= 200 && signedIn.statusCode < 300) return { url: op.path };
  }
  return undefined;
}
