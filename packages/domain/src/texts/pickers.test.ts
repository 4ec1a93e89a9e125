import { describe, expect, it } from 'vitest';
import { fillText } from './fill-text';
import {
  DROPDOWN_DEFAULTS,
  dropdownSummary,
  isDefaultGlobalLookup,
  matchesSearch,
  PICKER_TEXTS,
  rateText,
  selectAllNext,
  sortForPicker,
  toggleValue,
} from './pickers';
import { newContactNumber } from './new-contact-number';

describe('dropdown rules (doc 001 §2, §4)', () => {
  it('has the spec defaults', () => {
    expect(DROPDOWN_DEFAULTS).toEqual({
      placeholder: 'Select...',
      displayCheckedNumber: 5,
      selectAll: false,
    });
  });

  it('lists up to displayCheckedNumber texts, then says how many', () => {
    expect(dropdownSummary([])).toBeNull();
    expect(dropdownSummary(['a', 'b', 'c', 'd', 'e'])).toBe('a, b, c, d, e');
    expect(dropdownSummary(['a', 'b', 'c', 'd', 'e', 'f'])).toBe('6 selected');
    expect(dropdownSummary(['a', 'b'], 1)).toBe('2 selected');
    expect(dropdownSummary(['a'], 1)).toBe('a');
  });

  it('searches case-insensitively for a substring', () => {
    expect(matchesSearch('New York', 'w yo')).toBe(true);
    expect(matchesSearch('New York', 'YORK')).toBe(true);
    expect(matchesSearch('New York', 'Yorks')).toBe(false);
    expect(matchesSearch('anything', '')).toBe(true);
  });

  it('select all selects every value while fewer are selected, else empties', () => {
    const options = [{ value: 1 }, { value: 2 }, { value: 3 }];
    expect(selectAllNext(options, [])).toEqual([1, 2, 3]);
    expect(selectAllNext(options, [2, 3])).toEqual([1, 2, 3]);
    expect(selectAllNext(options, [1, 2, 3])).toEqual([]);
  });

  it('toggling adds or removes a value', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('to-number picker: a new contact (doc 001 §5)', () => {
  it('prefixes +1 to ten digits and + to eleven', () => {
    expect(newContactNumber('3125560100')).toEqual({ ok: true, phone: '+13125560100' });
    expect(newContactNumber('13125560100')).toEqual({ ok: true, phone: '+13125560100' });
    expect(newContactNumber('+442071838750')).toEqual({ ok: true, phone: '+442071838750' });
  });

  it('refuses anything else with the spec message', () => {
    const refused = {
      ok: false,
      message: 'Invalid Phone Number. Please use an E164 (+1xxxxxxxxxx) formatted number.',
    };
    expect(newContactNumber('31255')).toEqual(refused);
    expect(newContactNumber('312556010')).toEqual(refused);
    // a North American number with a 555 exchange is not valid E.164 for the spec
    expect(newContactNumber('3125550100')).toEqual(refused);
  });
});

describe('rates in pickers (doc 001 §8, §9)', () => {
  it('sorts default global entries first, then alphabetically', () => {
    const rates = ['parley-zeta', 'Alpha', 'parley-global-b', 'default-a', 'beta'].map((lookup) => ({
      lookup,
    }));
    expect(sortForPicker(rates).map((r) => r.lookup)).toEqual([
      'default-a',
      'parley-global-b',
      'Alpha',
      'beta',
      'parley-zeta',
    ]);
    expect(isDefaultGlobalLookup('parley-defaults')).toBe(false);
  });

  it('shows rates with 2 decimals, a missing one as N/A', () => {
    expect(rateText(12.5)).toBe('$12.50');
    expect(rateText(undefined)).toBe('N/A');
  });

  it('fills the texts', () => {
    expect(fillText(PICKER_TEXTS.newContact, { phone: '+13125560100' })).toBe('New contact: +13125560100');
    expect(PICKER_TEXTS.noAssets).toBe('No Assets founds. Please enter your URL');
  });
});
