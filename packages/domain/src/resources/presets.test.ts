import { describe, expect, it } from 'vitest';
import { PRESET_MESSAGES } from '../texts/presets-page';
import { OUR_MESSAGES } from '../validation/messages';
import { ZPresetInput } from './presets';

const valid = { name: 'First', description: '', enabled: true };
const errorsOf = (input: unknown) =>
  ZPresetInput.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('ZPresetInput', () => {
  it('accepts a valid transfer preset and trims name and description', () => {
    expect(ZPresetInput.parse({ ...valid, name: '  First ', description: ' About. ' })).toEqual({
      ...valid,
      description: 'About.',
    });
  });

  it.each([
    [{ name: '' }, 'name', PRESET_MESSAGES.nameRequired],
    [{ name: '   ' }, 'name', PRESET_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(101) }, 'name', PRESET_MESSAGES.nameTooLong],
    [{ description: 'x'.repeat(501) }, 'description', PRESET_MESSAGES.descriptionTooLong],
    [{ description: undefined }, 'description', PRESET_MESSAGES.descriptionMissing],
    [{ enabled: undefined }, 'enabled', OUR_MESSAGES.required],
  ])('refuses %j with its message', (change, field, message) => {
    expect(errorsOf({ ...valid, ...change })).toEqual([[field, message]]);
  });

  it('refuses keys it does not know', () => {
    expect(errorsOf({ ...valid, colour: 'red' })).toHaveLength(1);
  });
});
