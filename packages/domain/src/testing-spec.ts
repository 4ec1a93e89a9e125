import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The spec's text, for tests that check a requirement's words are copied exactly. The spec sits
 * beside the repository (../shared/spec); a clone without it skips those tests.
 */
const specDir = join(import.meta.dirname, '../../../../shared/spec');
export const hasSpec = existsSync(specDir);

let cached: string | undefined;
export function specText(): string {
  cached ??= readdirSync(specDir)
    .filter((f) => f.endsWith('.txt'))
    .map((f) => readFileSync(join(specDir, f), 'utf8'))
    .join('\n');
  return cached;
}
