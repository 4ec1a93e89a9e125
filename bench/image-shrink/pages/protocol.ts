/** What the bench page sends each candidate's worker, and what comes back. */
export interface TShrinkRequest {
  readonly blob: Blob;
  readonly targetBytes: number;
  /** for the baseline worker: which search over the scale and quality to run */
  readonly strategy?: 'guided' | 'quality-steps' | 'bisect';
}
export type TShrinkReply =
  { ok: true; blob: Blob; width: number; height: number; attempts: number } | { ok: false; error: string };

/** Runs `shrink` on each message and answers it (each candidate's worker is this plus its codec). */
export function serve(shrink: (request: TShrinkRequest) => Promise<Omit<TShrinkReply & { ok: true }, 'ok'>>) {
  self.onmessage = async (event: MessageEvent<TShrinkRequest>) => {
    try {
      const result = await shrink(event.data);
      self.postMessage({ ok: true, ...result } satisfies TShrinkReply);
    } catch (error) {
      self.postMessage({ ok: false, error: String(error) } satisfies TShrinkReply);
    }
  };
}
