import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rule } from '../access/rules';
import { accountConfigEndpoint, userConfigEndpoint } from './config-endpoints';
import { defineEndpoint } from './define-endpoint';
import { timeZonesEndpoint } from './time-zones';

describe('defineEndpoint', () => {
  it('refuses a name that is not kebab-case (it names audit records) and a PUT without a body', () => {
    const get = { method: 'GET', summary: 's', access: rule.session, answer: z.object({}) } as const;
    expect(() => defineEndpoint({ name: 'Account_Config', tag: 't', path: '/x', calls: { get } })).toThrow(
      'kebab-case',
    );
    expect(() =>
      defineEndpoint({ name: 'x', tag: 't', path: '/x', calls: { put: { ...get, method: 'PUT' } } }),
    ).toThrow('needs a body schema');
  });

  it('each example is a body its call accepts', () => {
    for (const endpoint of [accountConfigEndpoint, userConfigEndpoint, timeZonesEndpoint]) {
      for (const call of Object.values(endpoint.calls)) {
        const example = 'example' in call ? call.example(`AC${'0'.repeat(32)}`) : undefined;
        if (call.body) expect(call.body.safeParse(example?.body).success, call.summary).toBe(true);
      }
    }
  });
});
