import { describe, expect, it } from 'vitest';
import { fillPath, fillText, routePattern } from './fill-text';

describe('fillText', () => {
  it('fills every placeholder, numbers as written, and leaves one with no value as it is', () => {
    expect(fillText('{n} of {total} selected', { n: 3, total: 10 })).toBe('3 of 10 selected');
    expect(fillText('Delete {name}? {name} goes.', { name: 'Acme' })).toBe('Delete Acme? Acme goes.');
    expect(fillText('Hello {who}', {})).toBe('Hello {who}');
  });

  it('does not read a value as a pattern ($& stays as typed)', () => {
    expect(fillText('Delete {name}?', { name: '$& $1' })).toBe('Delete $& $1?');
  });
});

describe('fillPath and routePattern', () => {
  it('encodes each value into a path, and turns the template into the router form', () => {
    expect(fillPath('/v3/users/{clientId}/status', { clientId: 'a/b c' })).toBe('/v3/users/a%2Fb%20c/status');
    expect(routePattern('/v3/users/{clientId}/status')).toBe('/v3/users/:clientId/status');
  });
});
