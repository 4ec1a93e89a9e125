import { rule } from '../access/rules';
import { ZDeletedCount } from '../schemas/answers';
import {
  ZAccountConfigDelete,
  ZAccountConfigEntry,
  ZAccountConfigPut,
  ZUserConfigDelete,
  ZUserConfigEntry,
  ZUserConfigPut,
  ZUserConfigPutParams,
} from '../schemas/config';
import { defineEndpoint } from './define-endpoint';

const ACCOUNT_UPDATE = rule.all('gumby-acct-update');

/** GET|PUT|DELETE /v3/accounts/config (doc 001 §7): the caller's own account only. */
export const accountConfigEndpoint = defineEndpoint({
  name: 'account-config',
  tag: 'account configuration',
  path: '/v3/accounts/config',
  calls: {
    get: {
      method: 'GET',
      summary: "The account's configuration",
      description: "Every entry of the caller's account, by key.",
      access: rule.session,
      answer: ZAccountConfigEntry,
    },
    put: {
      method: 'PUT',
      summary: 'Set configuration entries',
      description:
        "Up to 50 entries of the caller's account (another account's answers 404); feature flags, funding and the support plan are read-only here. Answers every entry after the change.",
      access: ACCOUNT_UPDATE,
      body: ZAccountConfigPut,
      answer: ZAccountConfigEntry,
      notFound: true,
      example: (accountSid) => ({ body: [{ accountSid, key: 'sans_number', value: '1234567890' }] }),
    },
    delete: {
      method: 'DELETE',
      summary: 'Delete configuration entries',
      description: "Up to 50 keys of the caller's account; answers how many were there.",
      access: ACCOUNT_UPDATE,
      body: ZAccountConfigDelete,
      answer: ZDeletedCount,
      notFound: true,
      example: (accountSid) => ({ body: [{ accountSid, key: 'sans_number' }] }),
    },
  },
});

/**
 * GET /v3/user/config, PUT /v3/user/config/{key}, DELETE /v3/user/config (doc 001 §7).
 * Settings of the calling user only; any signed-in user may keep their own (docs/decisions.md).
 */
export const userConfigEndpoint = defineEndpoint({
  name: 'user-config',
  tag: 'user configuration',
  path: '/v3/user/config',
  calls: {
    get: {
      method: 'GET',
      summary: "The user's settings",
      description: "The caller's own entries, by key.",
      access: rule.session,
      answer: ZUserConfigEntry,
    },
    put: {
      method: 'PUT',
      path: '/v3/user/config/:key',
      summary: 'Set one setting',
      description: 'The key in the body must match the key in the path.',
      access: rule.session,
      params: ZUserConfigPutParams,
      body: ZUserConfigPut,
      answer: ZUserConfigEntry,
      example: () => ({ url: '/v3/user/config/color_scheme', body: { key: 'color_scheme', value: 'dark' } }),
    },
    delete: {
      method: 'DELETE',
      summary: 'Delete settings',
      description: 'Up to 50 keys; answers how many were there.',
      access: rule.session,
      body: ZUserConfigDelete,
      answer: ZDeletedCount,
      example: () => ({ body: [{ key: 'color_scheme' }] }),
    },
  },
});
