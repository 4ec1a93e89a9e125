import { describe, expect, it } from 'vitest';
import { ADD_FEATURE_TEXT } from '../features/add-feature';
import { CONFIG_VALUE_MAX_LENGTH, ZAccountConfigPut, ZUserConfigKey } from './config';

const sid = `AC${'a'.repeat(32)}`;

describe('account configuration input', () => {
  it('accepts writable keys up to the value limit', () => {
    expect(
      ZAccountConfigPut.safeParse([
        { accountSid: sid, key: 'custom_fields', value: 'x'.repeat(CONFIG_VALUE_MAX_LENGTH) },
      ]).success,
    ).toBe(true);
    expect(
      ZAccountConfigPut.safeParse([
        { accountSid: sid, key: 'custom_fields', value: 'x'.repeat(CONFIG_VALUE_MAX_LENGTH + 1) },
      ]).success,
    ).toBe(false);
  });

  it('refuses feature flags, funding and unknown keys', () => {
    for (const key of ['feature_chatbot_enabled', 'cc_cluster_id', 'funded', 'privs', '__proto__'])
      expect(ZAccountConfigPut.safeParse([{ accountSid: sid, key, value: '1' }]).success, key).toBe(false);
  });

  it("checks sans_number with the Add Feature dialog's rule and message", () => {
    const put = (value: string) =>
      ZAccountConfigPut.safeParse([{ accountSid: sid, key: 'sans_number', value }]);
    expect(put('1234567890').success).toBe(true);
    expect(put('123456-12345-1').success).toBe(true);
    for (const value of ['', '123456789', '1234567-1234-1', 'x'.repeat(CONFIG_VALUE_MAX_LENGTH + 1)]) {
      const issue = put(value).error?.issues[0];
      expect(issue?.path, value).toEqual([0, 'value']);
    }
    expect(put('123456789').error?.issues[0]?.message).toBe(ADD_FEATURE_TEXT.invalidSans);
  });

  it('refuses an id that is not an account id', () => {
    expect(ZAccountConfigPut.safeParse([{ accountSid: 'AC1', key: 'sans_number', value: '1' }]).success).toBe(
      false,
    );
  });
});

describe('user configuration keys', () => {
  it.each([
    ['color_scheme', true],
    ['table_columns:contacts', true],
    ['table_columns:Contacts', false],
    ['table_columns:', false],
    ['anything', false],
  ])('%s → %s', (key, ok) => {
    expect(ZUserConfigKey.safeParse(key).success).toBe(ok);
  });
});
