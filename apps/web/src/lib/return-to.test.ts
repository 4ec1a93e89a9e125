import { describe, expect, it } from 'vitest';
import { returnPathOf, safeReturnPath } from './return-to';

describe('return path after logging in again', () => {
  it('keeps a path of the portal with its query and fragment', () => {
    expect(safeReturnPath('/users/edit/AC1/CL1')).toBe('/users/edit/AC1/CL1');
    expect(safeReturnPath('/contacts?page=2#top')).toBe('/contacts?page=2#top');
    expect(returnPathOf({ returnTo: '/inbox' })).toBe('/inbox');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    '/',
    '',
    42,
    null,
  ])('refuses %s', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('refuses a state without a return path', () => {
    expect(returnPathOf(null)).toBeNull();
    expect(returnPathOf('/inbox')).toBeNull();
    expect(returnPathOf({ other: '/inbox' })).toBeNull();
  });
});
