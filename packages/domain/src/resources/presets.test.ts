import { describe, expect, it } from 'vitest';
import { PRESET_MESSAGES } from '../texts/presets-page';
import { OUR_MESSAGES } from '../validation/messages';
import { NANP_RULE_MESSAGES, VALIDATION_MESSAGES } from '../validation/validation-messages';
import { ZPresetInput } from './presets';

const USER = `CL${'a'.repeat(32)}`;
const valid = {
  name: 'Front desk',
  destination: { type: 'sip', value: 'sip:desk@pbx.example.com' },
  enabled: true,
};
const errorsOf = (input: unknown) =>
  ZPresetInput.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
const to = (type: string, value: string) => ({ ...valid, destination: { type, value } });

describe('ZPresetInput', () => {
  it('accepts each kind of destination, trims the name and writes a number as E.164', () => {
    expect(ZPresetInput.parse({ ...valid, name: '  Front desk ' })).toEqual(valid);
    expect(ZPresetInput.parse(to('number', ' +44 20 7946 0321 ')).destination.value).toBe('+442079460321');
    expect(errorsOf(to('sip', 'reception@10.0.0.5:5060'))).toEqual([]);
    expect(errorsOf(to('sip', 'sips:reception@pbx.example.com:65535'))).toEqual([]);
    expect(errorsOf(to('user', USER))).toEqual([]);
  });

  it.each([
    [{ name: '' }, 'name', PRESET_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(101) }, 'name', PRESET_MESSAGES.nameTooLong],
    [{ destination: undefined }, 'destination', PRESET_MESSAGES.kindRequired],
    [{ destination: { type: 'fax', value: '1' } }, 'destination.type', PRESET_MESSAGES.kindRequired],
    [{ destination: { type: 'number', value: ' ' } }, 'destination.value', PRESET_MESSAGES.numberRequired],
    [
      { destination: { type: 'number', value: '+1 415 555 0123' } },
      'destination.value',
      NANP_RULE_MESSAGES.exchange555,
    ],
    [
      { destination: { type: 'number', value: '12345' } },
      'destination.value',
      VALIDATION_MESSAGES.e164International,
    ],
    [{ destination: { type: 'sip', value: '' } }, 'destination.value', PRESET_MESSAGES.sipRequired],
    [
      { destination: { type: 'sip', value: 'pbx.example.com' } },
      'destination.value',
      VALIDATION_MESSAGES.sipAddress,
    ],
    [
      { destination: { type: 'sip', value: 'a@pbx.example.com:0' } },
      'destination.value',
      VALIDATION_MESSAGES.sipAddress,
    ],
    [
      { destination: { type: 'sip', value: 'a@pbx.example.com:65536' } },
      'destination.value',
      VALIDATION_MESSAGES.sipAddress,
    ],
    [{ destination: { type: 'user', value: '' } }, 'destination.value', PRESET_MESSAGES.userRequired],
    [{ destination: { type: 'user', value: 'bob' } }, 'destination.value', PRESET_MESSAGES.userUnknown],
    [{ enabled: undefined }, 'enabled', OUR_MESSAGES.required],
  ])('refuses %j with its message', (change, field, message) => {
    expect(errorsOf({ ...valid, ...change })).toEqual([[field, expect.stringContaining(message)]]);
  });

  it('refuses keys it does not know, in the preset and in its destination', () => {
    expect(errorsOf({ ...valid, colour: 'red' })).toHaveLength(1);
    expect(errorsOf({ ...valid, destination: { ...valid.destination, port: 5060 } })).toHaveLength(1);
  });
});
