import { describe, expect, it } from 'vitest';
import { DISPOSITION_MESSAGES } from '../texts/dispositions-page';
import { DISPOSITION_OUTCOMES, ZDispositionInput, dispositionsResource } from './dispositions';

const valid = { name: 'Sale made', description: '', outcome: 'success', enabled: true };
const errorsOf = (input: unknown) =>
  ZDispositionInput.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('ZDispositionInput', () => {
  it('offers the four outcomes of issue 25, in order', () => {
    expect(DISPOSITION_OUTCOMES).toEqual(['success', 'callback', 'not_interested', 'do_not_contact']);
    for (const outcome of DISPOSITION_OUTCOMES) expect(errorsOf({ ...valid, outcome })).toEqual([]);
  });

  it.each([
    [{ name: ' ' }, 'name', DISPOSITION_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(101) }, 'name', DISPOSITION_MESSAGES.nameTooLong],
    [{ description: 'x'.repeat(501) }, 'description', DISPOSITION_MESSAGES.descriptionTooLong],
    [{ outcome: 'maybe' }, 'outcome', DISPOSITION_MESSAGES.outcomeRequired],
    [{ outcome: null }, 'outcome', DISPOSITION_MESSAGES.outcomeRequired],
    [{ outcome: 'Not interested' }, 'outcome', DISPOSITION_MESSAGES.outcomeRequired],
  ])('refuses %j with its message', (change, field, message) => {
    expect(errorsOf({ ...valid, ...change })).toEqual([[field, message]]);
  });

  it('has examples its own schemas accept, and takes its ids from the prefix', () => {
    expect(ZDispositionInput.safeParse(dispositionsResource.examples?.create).success).toBe(true);
    expect(ZDispositionInput.safeParse(dispositionsResource.examples?.update).success).toBe(true);
    expect(dispositionsResource.idPattern!.test(`DP${'a'.repeat(32)}`)).toBe(true);
  });
});
