import { describe, expect, it } from 'vitest';
import { BREAK_MESSAGES } from '../texts/breaks-page';
import { OUR_MESSAGES } from '../validation/messages';
import { ZBreakInput, breaksResource } from './breaks';

const valid = { name: 'Lunch', description: '', paid: false, maxMinutes: 30, enabled: true };
const errorsOf = (input: unknown) =>
  ZBreakInput.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('ZBreakInput', () => {
  it('accepts a valid break type and trims name and description', () => {
    const parsed = ZBreakInput.parse({ ...valid, name: '  Lunch ', description: ' Midday. ' });
    expect(parsed).toEqual({ ...valid, description: 'Midday.' });
  });

  it.each([
    [{ name: '' }, 'name', BREAK_MESSAGES.nameRequired],
    [{ name: '   ' }, 'name', BREAK_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(101) }, 'name', BREAK_MESSAGES.nameTooLong],
    [{ description: 'x'.repeat(501) }, 'description', BREAK_MESSAGES.descriptionTooLong],
    [{ description: undefined }, 'description', BREAK_MESSAGES.descriptionMissing],
    [{ paid: 'yes' }, 'paid', BREAK_MESSAGES.paidRequired],
    [{ maxMinutes: null }, 'maxMinutes', BREAK_MESSAGES.minutesRequired],
    [{ maxMinutes: '30' }, 'maxMinutes', BREAK_MESSAGES.minutesRequired],
    [{ maxMinutes: 0 }, 'maxMinutes', BREAK_MESSAGES.minutesRange],
    [{ maxMinutes: 481 }, 'maxMinutes', BREAK_MESSAGES.minutesRange],
    [{ maxMinutes: -5 }, 'maxMinutes', BREAK_MESSAGES.minutesRange],
    [{ maxMinutes: 12.5 }, 'maxMinutes', BREAK_MESSAGES.minutesWhole],
    [{ enabled: undefined }, 'enabled', OUR_MESSAGES.required],
  ])('refuses %j with its message', (change, field, message) => {
    expect(errorsOf({ ...valid, ...change })).toEqual([[field, message]]);
  });

  it('accepts the edges: 1 and 480 minutes, 100-character name, 500-character description', () => {
    expect(errorsOf({ ...valid, maxMinutes: 1 })).toEqual([]);
    expect(errorsOf({ ...valid, maxMinutes: 480 })).toEqual([]);
    expect(errorsOf({ ...valid, name: 'x'.repeat(100), description: 'y'.repeat(500) })).toEqual([]);
  });

  it('refuses keys it does not know', () => {
    expect(ZBreakInput.safeParse({ ...valid, colour: 'red' }).success).toBe(false);
  });
});

describe('breaksResource', () => {
  it('takes its id pattern from the prefix and offers bulk update and delete', () => {
    expect(breaksResource.idPattern!.test(`BK${'0'.repeat(32)}`)).toBe(true);
    expect(breaksResource.idPattern!.test(`WH${'0'.repeat(32)}`)).toBe(false);
    expect(breaksResource.bulk).toEqual(['update', 'delete']);
  });

  it('reads and changes with the sidebar’s rule for /breaks (gumby-acct-update)', () => {
    expect(breaksResource.access.read).toBe(breaksResource.access.write);
  });

  it('has examples its own schemas accept', () => {
    expect(ZBreakInput.safeParse(breaksResource.examples?.create).success).toBe(true);
    expect(ZBreakInput.safeParse(breaksResource.examples?.update).success).toBe(true);
  });
});
