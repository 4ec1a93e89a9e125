import { describe, expect, it } from 'vitest';
import { hasSpec, specText } from '../testing-spec';
import { VALIDATION_MESSAGES } from './validation-messages';
import { SIP_ADDRESS_MAX_LENGTH, ZSipAddress, isSipAddress } from './sip';
import { ZJsonText, isValidJson } from './json';
import { EULA_ACKNOWLEDGEMENT_TEMPLATE, ZEulaAcknowledged, eulaAcknowledgementMessage } from './eula';

describe('SIP address with optional port (doc 001 §5)', () => {
  it.each([
    'alice@pbx.example.com',
    'sip:alice@pbx.example.com',
    'sips:alice@pbx.example.com',
    'SIP:Alice@PBX.example.com',
    'alice@pbx.example.com:5060',
    'alice@10.0.0.5',
    'alice@10.0.0.5:1',
    'alice@10.0.0.5:65535',
    '+13125560100@trunk.example.net',
    'a.b-c_d@host',
  ])('accepts %s', (a) => expect(isSipAddress(a)).toBe(true));

  it.each([
    ['port 0', 'alice@pbx.example.com:0'],
    ['port 65536', 'alice@pbx.example.com:65536'],
    ['port 99999', 'alice@pbx.example.com:99999'],
    ['a port with a leading 0', 'alice@pbx.example.com:05060'],
    ['an empty port', 'alice@pbx.example.com:'],
    ['no user', 'pbx.example.com'],
    ['no host', 'alice@'],
    ['another scheme', 'tel:alice@pbx.example.com'],
    ['an IPv4 part over 255', 'alice@10.0.0.256'],
    ['a space', 'alice smith@pbx.example.com'],
    ['a hyphen ending a label', 'alice@pbx-.example.com'],
    ['two @', 'a@b@c.com'],
    ['empty', ''],
  ])('refuses %s', (_what, a) => expect(isSipAddress(a)).toBe(false));

  it('holds its length limit, and says our message', () => {
    const at = (n: number) => `${'a'.repeat(n - 12)}@example.com`;
    expect(isSipAddress(at(SIP_ADDRESS_MAX_LENGTH))).toBe(true);
    expect(isSipAddress(at(SIP_ADDRESS_MAX_LENGTH + 1))).toBe(false);
    expect(ZSipAddress.parse(' alice@pbx.example.com:5060 ')).toBe('alice@pbx.example.com:5060');
    expect(ZSipAddress.safeParse('alice@pbx:0').error?.issues[0]?.message).toBe(
      VALIDATION_MESSAGES.sipAddress,
    );
  });
});

describe('JSON validity (doc 001 §5: valid if it parses)', () => {
  it.each(['{}', '[]', '"x"', '1', 'null', ' {"a":[1,2]} ', 'true'])('%s parses', (t) =>
    expect(isValidJson(t)).toBe(true),
  );
  it.each(['', '{', "{'a':1}", '{a:1}', '[1,]', 'undefined', 'NaN'])('%j does not', (t) =>
    expect(isValidJson(t)).toBe(false),
  );
  it('refuses with our message', () => {
    expect(ZJsonText.safeParse('{').error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.json);
    expect(ZJsonText.parse('[1]')).toBe('[1]');
  });
});

describe('EULA acknowledgement (doc 001 §5)', () => {
  it('names the product in the gap of the spec’s sentence', () => {
    expect(eulaAcknowledgementMessage()).toBe(
      'Please acknowledge the Parley End User License Agreement by checking the box above.',
    );
  });
  it('refuses anything but a checked box', () => {
    expect(ZEulaAcknowledged.parse(true)).toBe(true);
    for (const v of [false, undefined, 'true', 1]) {
      expect(ZEulaAcknowledged.safeParse(v).error?.issues[0]?.message).toBe(eulaAcknowledgementMessage());
    }
  });
  it.runIf(hasSpec)('keeps the spec’s words around the gap', () => {
    const [before, after] = EULA_ACKNOWLEDGEMENT_TEMPLATE.split(' {product} ');
    expect(specText()).toContain(`'${before} ... ${after}'`);
  });
});
