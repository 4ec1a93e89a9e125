import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** What the bundler's chunking context tells about a module (Rolldown's `getModuleInfo`). */
export interface TModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds?: readonly string[];
    /** the module's code as transformed, before minifying */
    code?: string | null;
  } | null;
}

/**
 * Barrels followed by name, not whole: Mantine's and the icons' (one `export { … } from './file.mjs'`
 * per name) and the domain package's (`export * from './x'` lines too). The key is the specifier
 * the app imports the barrel by.
 */
const BARRELS: Array<[RegExp, string]> = [
  [/node_modules\/(@mantine\/[^/]+)\/esm\/index\.mjs$/, ''],
  [/node_modules\/@tabler\/icons-react\/dist\/esm\/tabler-icons-react\.mjs$/, '@tabler/icons-react'],
  [/\/packages\/domain\/src\/index\.ts$/, '@parley/domain'],
];
const barrelOf = (id: string): string | undefined => {
  for (const [pattern, specifier] of BARRELS) {
    const found = pattern.exec(id);
    if (found) return specifier || found[1];
  }
  return undefined;
};

const sourceOf = (id: string): string => {
  const file = id.split('?')[0] ?? id;
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
};

const tsFile = (from: string): string =>
  ['', '.ts', '.tsx', '/index.ts'].map((end) => from + end).find((f) => existsSync(f) && !f.endsWith('/')) ??
  from;

/** The value names a module exports by declaration or by a local `export { … }`. */
function declaredExports(file: string): string[] {
  const code = sourceOf(file);
  const names = [
    ...code.matchAll(
      /^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|enum|abstract\s+class)\s+(\w+)/gm,
    ),
  ].map((m) => m[1] ?? '');
  for (const [, list = ''] of code.matchAll(/^export\s*\{([^}]*)\}\s*;/gm))
    names.push(
      ...list.split(',').map(
        (spec) =>
          spec
            .trim()
            .split(/\s+as\s+/)
            .pop() ?? '',
      ),
    );
  return names;
}

/**
 * name → the absolute file that defines it, from a barrel's `export { a, b as c } from './x.mjs'`
 * and `export * from './x'` lines.
 */
function barrelExports(barrel: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, from = ''] of sourceOf(barrel).matchAll(/export\s*\*\s*from\s*'([^']+)'/g)) {
    const file = tsFile(resolve(dirname(barrel), from));
    for (const name of declaredExports(file)) names.set(name, file);
    for (const [name, inner] of barrelExports(file)) names.set(name, inner);
  }
  for (const [, list = '', from = ''] of sourceOf(barrel).matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g,
  ))
    for (const spec of list.split(','))
      names.set(
        spec
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
        tsFile(resolve(dirname(barrel), from)),
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

/** The values (not types) a module's source imports (or re-exports) by name from `specifier`. */
function namedImports(code: string, specifier: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(
    `(?:import|export)\\s*(type\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${specifier}['"]`,
    'g',
  );
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
export function staticClosure(
  graph: TModuleGraph,
  roots: string[],
  followDynamic: (id: string) => boolean = () => false,
): Set<string> {
  const seen = new Set<string>();
  const exportsByBarrel = new Map<string, Map<string, string>>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const imported of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
      if (followDynamic(imported)) queue.push(imported);
    const skipped = PURE.test(id) ? bareImports(id, sourceOf(id)) : new Set<string>();
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
      const barrel = barrelOf(imported);
      if (!barrel) {
        if (!skipped.has(imported)) queue.push(imported);
        continue;
      }
      if (!exportsByBarrel.has(imported)) exportsByBarrel.set(imported, barrelExports(imported));
      const files = exportsByBarrel.get(imported) as Map<string, string>;
      for (const name of namedImports(sourceOf(id), barrel)) {
        const file = files.get(name);
        // a name the barrel's lines do not show: the whole barrel, rather than miss a module
        if (file) queue.push(file);
        else if (!BARRELS[0]?.[0].test(imported)) queue.push(imported);
      }
    }
  }
  return seen;
}
