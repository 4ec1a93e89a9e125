import { describe, expect, it } from 'vitest';
import { auditAction } from './audit';

describe('auditAction', () => {
  it('names an action <resource>.<operation>, both in kebab-case', () => {
    expect(auditAction('webhooks', 'create')).toBe('webhooks.create');
    expect(auditAction('users', 'password-change')).toBe('users.password-change');
  });

  it('refuses the styles it replaced', () => {
    for (const [resource, operation] of [
      ['user', 'password_change'],
      ['account_config', 'update'],
      ['Users', 'status'],
      ['auth', 'login.failed'],
      ['', 'create'],
    ] as const)
      expect(() => auditAction(resource, operation)).toThrow(/kebab-case/);
  });
});
