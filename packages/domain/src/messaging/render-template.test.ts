import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderParsedTemplate, renderTemplate } from './render-template';
import { formatVariable, parseTemplate } from './variables';

describe('renderTemplate', () => {
  it('fills each variable with its default', () => {
    expect(renderTemplate('Hi %firstname|there%, order %ORDER|#1% is ready')).toBe(
      'Hi there, order #1 is ready',
    );
  });

  it('leaves a variable without a default, or with an empty one, empty', () => {
    expect(renderTemplate('Hi %firstname%!')).toBe('Hi !');
    expect(renderTemplate('Hi %firstname|%!')).toBe('Hi !');
  });

  it("prefers a contact's value to the default", () => {
    expect(renderTemplate('Hi %firstname|there% %lastname|x%', { firstname: 'Ada' })).toBe('Hi Ada x');
    // an empty value is a value: the contact has the attribute, blank
    expect(renderTemplate('Hi %firstname|there%', { firstname: '' })).toBe('Hi ');
  });

  it('sends a lone % and an unclosed placeholder as typed', () => {
    expect(renderTemplate('20% off %CODE|SAVE%')).toBe('20% off SAVE');
    expect(renderTemplate('Hi %NAME|friend, welcome')).toBe('Hi %NAME|friend, welcome');
  });

  it('keeps emoji and look-alikes as they are (replacing them is the editor’s choice)', () => {
    expect(renderTemplate('“Hi” %A|😀%')).toBe('“Hi” 😀');
  });

  it('is empty for an empty template', () => {
    expect(renderTemplate('')).toBe('');
  });

  it('renders parsed tokens as the text would', () => {
    const text = 'a %B|c% d %E% f';
    expect(renderParsedTemplate(parseTemplate(text))).toBe(renderTemplate(text));
  });

  it('is the text around the placeholders plus their defaults, for any defaults', () => {
    const plain = fc.string().map((s) => s.replace(/%/g, ''));
    const defaults = fc.string().map((s) => s.replace(/[%\r\n]/g, ''));
    fc.assert(
      fc.property(fc.array(fc.tuple(plain, defaults)), plain, (pairs, tail) => {
        const text = pairs.map(([before, d], i) => before + formatVariable(`V${i}`, d)).join('') + tail;
        const expected = pairs.map(([before, d]) => before + d).join('') + tail;
        expect(renderTemplate(text)).toBe(expected);
      }),
    );
  });
});
