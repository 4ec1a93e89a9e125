import { describe, expect, it } from 'vitest';
import { hasSpec, specText } from '../testing-spec';
import { MESSAGES } from './messages';

/** The spec's texts are requirements: each one here must appear in the spec word for word. */
describe.runIf(hasSpec)('spec texts', () => {
  it.each(Object.entries(MESSAGES))('%s is copied exactly', (_key, text) => {
    expect(specText()).toContain(text);
  });
});
