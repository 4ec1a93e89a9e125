import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DERIVED_PLANES, deriveRuns, renderGraphemeData } from './grapheme-derive';
import { graphemeProps } from './grapheme-props';

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

describe('grapheme-data.ts', () => {
  // When Node's ICU moves to a newer Unicode this fails: regenerate the file with
  // npx tsx -e "import('./packages/domain/src/messaging/grapheme-derive.ts').then((m) => require('node:fs').writeFileSync('packages/domain/src/messaging/grapheme-data.ts', m.renderGraphemeData(m.deriveRuns())))"
  it('is what Intl.Segmenter of this runtime derives', () => {
    const shipped = readFileSync(join(import.meta.dirname, 'grapheme-data.ts'), 'utf8');
    expect(shipped).toBe(renderGraphemeData(deriveRuns()));
  }, 60_000);

  it('leaves the planes it does not derive to letters and private use, which break like plain letters', () => {
    const skipped: number[] = [];
    for (let plane = 2; plane <= 16; plane++) {
      if ((DERIVED_PLANES as readonly number[]).includes(plane)) continue;
      for (let cp = plane * 0x10000; cp < (plane + 1) * 0x10000; cp += 97) skipped.push(cp);
    }
    // Each probe is 'a', the code point, a combining mark: two clusters when the code point is a plain
    // letter. Batches keep the segmenter's input short (it slows down on long inputs).
    let clusters = 0;
    for (let b = 0; b < skipped.length; b += 256) {
      const probe = skipped.slice(b, b + 256).map((cp) => 'a' + String.fromCodePoint(cp) + '\u0301');
      for (const { segment } of segmenter.segment(probe.join('\n'))) if (segment !== '\n') clusters++;
    }
    expect(clusters).toBe(skipped.length * 2);
    expect(skipped.filter((cp) => graphemeProps(cp) !== 0)).toEqual([]);
  });
});
