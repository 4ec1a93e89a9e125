// `npm run build -w @parley/server`: the server and the template builder as JavaScript in dist/,
// so that `npm start` runs no TypeScript transform (docs/decisions.md, "The server is built").
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { build } from 'esbuild';

const server = import.meta.dirname;
const src = join(server, 'src') + sep;
const outdir = join(server, 'dist');

/**
 * Our code and @parley/domain go into the bundle; every npm package is imported from node_modules
 * at run time, as in development. PGlite finds its WebAssembly beside its own files, Swagger UI
 * its pages, and no package depends on how a bundler rewrites it.
 */
const packagesOutside = {
  name: 'packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@parley/') ? undefined : { external: true },
    );
  },
};

/**
 * Files kept beside the sources (migrations, legal.css, the docs theme) are found from
 * import.meta.dirname, which in a bundle is dist/ for every module: each module gets its own
 * directory back, written relative to the bundle so a moved checkout still finds them.
 */
const ownDirname = {
  name: 'own-dirname',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (!args.path.startsWith(src)) return undefined;
      const text = await readFile(args.path, 'utf8');
      const own = JSON.stringify(`/${relative(outdir, dirname(args.path))}`);
      return {
        contents: text.replaceAll('import.meta.dirname', `(import.meta.dirname + ${own})`),
        loader: 'ts',
      };
    });
  },
};

await build({
  entryPoints: [join(src, 'server.ts'), join(src, 'db/build-template.ts')],
  entryNames: '[name]',
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // stack traces name the TypeScript file and line (node --enable-source-maps)
  sourcemap: 'linked',
  sourcesContent: false,
  plugins: [packagesOutside, ownDirname],
  logLevel: 'warning',
});
