import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { settleEach } from './settle-each';

const ok = <T>(value: T) => Promise.resolve({ ok: true as const, value });
const refused = (message: string) =>
  Promise.resolve({ ok: false as const, error: [{ message, code: 'conflict' }] });

describe('settleEach', () => {
  it('answers how many went through and refreshes the resource once', async () => {
    const client = new QueryClient();
    const refresh = vi.spyOn(client, 'invalidateQueries');
    expect(await settleEach(client, ['webhooks'], [ok(1), ok(2)])).toEqual({ ok: true, value: 2 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith({ queryKey: ['webhooks'] });
  });

  it('answers the first refusal, still refreshing after the others went through', async () => {
    const client = new QueryClient();
    const refresh = vi.spyOn(client, 'invalidateQueries');
    const result = await settleEach(
      client,
      ['users'],
      [ok(1), refused('Not yourself.'), refused('Not the owner.')],
    );
    expect(result).toEqual({ ok: false, error: [{ message: 'Not yourself.', code: 'conflict' }] });
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
