import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** What the bundler's chunking context tells about a module (Rolldown's `getModuleInfo`). */
export interface TModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Mantine's barrels (one `export { … } from './file.mjs'` per name), followed by name, not whole. */
const BARREL = /node_modules\/(@mantine\/[^/]+)\/esm\/index\.mjs$/;

const sourceOf = (id: string): string => {
  const file = id.split('?')[0] ?? id;
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
};

/** name → the absolute file that defines it, from a barrel's `export { a, b as c } from './x.mjs'` lines. */
function barrelExports(barrel: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, list = '', from = ''] of sourceOf(barrel).matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g,
  ))
    for (const spec of list.split(','))
      names.set(
        spec
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
        resolve(dirname(barrel), from),
      );
  return names;
}

/** Mantine's packages have no side effects but their CSS: an `import './x.mjs'` of theirs loads nothing. */
const PURE = /node_modules\/@mantine\/[^/]+\/esm\//;

/** The files a module imports only for their side effects (`import './x.mjs';`), resolved. */
function bareImports(id: string, code: string): Set<string> {
  const found = new Set<string>();
  for (const [, from = ''] of code.matchAll(/^import\s*'(\.[^']+)';/gm))
    found.add(resolve(dirname(id), from));
  return found;
}

/** The values (not types) a module's source imports by name from `specifier`. */
function namedImports(code: string, specifier: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s*(type\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${specifier}['"]`, 'g');
  for (const [, typeOnly, list = ''] of code.matchAll(pattern)) {
    if (typeOnly) continue;
    for (const spec of list.split(',')) {
      const name = spec.trim().split(/\s+as\s+/)[0] ?? '';
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/**
 * Every module the given roots load statically, following a library barrel only to the files
 * of the names imported from it: the barrel of Mantine core names every component, so following
 * it whole would put all of Mantine at the start; and not to what Mantine's files import for no
 * value (its build writes `import './x.mjs';` for files it has no need of). Roots are absolute paths.
 */
export function staticClosure(graph: TModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const exportsByBarrel = new Map<string, Map<string, string>>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const skipped = PURE.test(id) ? bareImports(id, sourceOf(id)) : new Set<string>();
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
      const barrel = BARREL.exec(imported)?.[1];
      if (!barrel) {
        if (!skipped.has(imported)) queue.push(imported);
        continue;
      }
      if (!exportsByBarrel.has(imported)) exportsByBarrel.set(imported, barrelExports(imported));
      const files = exportsByBarrel.get(imported) as Map<string, string>;
      for (const name of namedImports(sourceOf(id), barrel)) {
        const file = files.get(name);
        if (file) queue.push(file);
      }
    }
  }
  return seen;
}
