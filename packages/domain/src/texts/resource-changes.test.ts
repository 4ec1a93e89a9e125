import { describe, expect, it } from 'vitest';
import { changeHeader, changeToastText, listedNames, namesPreview } from './resource-changes';

describe('resource change texts', () => {
  it('heads one item by its label and several by their count', () => {
    expect(changeHeader('webhook', 'created', 1)).toBe('Webhook created');
    expect(changeHeader('contact', 'deleted', 3)).toBe('3 contacts deleted');
  });

  it('lists a few names, then how many more', () => {
    expect(namesPreview(['A'])).toBe('A');
    expect(namesPreview(['A', 'B', 'C'])).toBe('A, B, C');
    expect(namesPreview(['A', 'B', 'C', 'D', 'E'])).toBe('A, B, C and 2 more');
    expect(listedNames(['A', 'B', 'C'], 2)).toEqual({ shown: ['A', 'B'], more: 1 });
    expect(changeToastText('user', 'disabled', ['Ann', 'Bo'])).toEqual({
      header: '2 users disabled',
      content: 'Ann, Bo',
    });
  });
});
