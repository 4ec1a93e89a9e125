import { useState } from 'react';

/** One attempt's key, kept across renders; `renew` starts the next attempt. */
class IdempotencyKey {
  private key = crypto.randomUUID();
  readonly current = () => this.key;
  readonly renew = () => {
    this.key = crypto.randomUUID();
  };
}

/**
 * The key of one attempt at a request that must take effect once (a payment, a message): the
 * same while the form is resubmitted after no answer (a timeout, a dropped connection), so the
 * server does it once; `renew` starts the next attempt, after a success or a refusal that did
 * nothing.
 */
export function useIdempotencyKey(): IdempotencyKey {
  const [key] = useState(() => new IdempotencyKey());
  return key;
}
