import { staticClosure, type TModuleGraph } from './start-closure.ts';

/**
 * Groups of the modules that two route pages or more share (issue 24: /templates/new loaded 53
 * script files, /webhooks 38, most of them under 1 KiB). The bundler makes one chunk per set of
 * routes that load a module, so a kit module used by webhooks, users and templates and one used by
 * webhooks and users are two files. Here those sets are merged, the merge that adds the fewest
 * bytes to the pages first, as long as no route page then loads more than `maxWaste` bytes (of
 * source, before minifying) beyond what it loaded before any merge. What a page loads counts the
 * chunks its groups import in turn, and the library groups (`libraryGroupOf`, never merged): a
 * group that imports Mantine's page components brings them along. A module that one route alone
 * loads stays with that route (the bundler's own choice).
 */
export interface TPageGroupsInput {
  graph: TModuleGraph;
  /** The route modules (the router's lazy `import()`s), each loaded on its own page. */
  routes: string[];
  /** Whether a module may join a shared group (not loaded before the route, no library of a group). */
  eligible: (id: string) => boolean;
  /** The group of a library module that has one of its own (null: none, or loaded before the route). */
  libraryGroupOf: (id: string) => string | null;
  maxWaste: number;
}

interface TCluster {
  /** route → the bytes of the group's modules that the route loads */
  needs: Map<string, number>;
  modules: string[];
  size: number;
  /** a library group: never merged */
  fixed: boolean;
}

/** The merge of two groups, the bytes it adds to the pages that load either, and to the one most. */
function merged(a: TCluster, b: TCluster): { cluster: TCluster; cost: number; worst: number } {
  const needs = new Map(a.needs);
  for (const [route, bytes] of b.needs) needs.set(route, (needs.get(route) ?? 0) + bytes);
  const size = a.size + b.size;
  let cost = 0;
  let worst = 0;
  for (const route of needs.keys()) {
    const added = size - (a.needs.has(route) ? a.size : 0) - (b.needs.has(route) ? b.size : 0);
    cost += added;
    worst = Math.max(worst, added);
  }
  return { cluster: { needs, modules: [...a.modules, ...b.modules], size, fixed: false }, cost, worst };
}

/** module → its group's name (`pages-1`, `pages-2`, …), for the modules of shared groups only. */
export function pageGroups(input: TPageGroupsInput): Map<string, string> {
  const { graph, routes, eligible, libraryGroupOf, maxWaste } = input;
  const sizeOf = (id: string) => graph.getModuleInfo(id)?.code?.length ?? 0;
  const routesOf = new Map<string, Set<string>>();
  for (const route of routes)
    for (const id of staticClosure(graph, [route])) {
      if (id === route || !(eligible(id) || libraryGroupOf(id))) continue;
      const set = routesOf.get(id) ?? new Set<string>();
      set.add(route);
      routesOf.set(id, set);
    }
  const byKey = new Map<string, TCluster>();
  for (const [id, set] of routesOf) {
    const library = libraryGroupOf(id);
    if (!library && set.size < 2) continue;
    const key = library ?? [...set].sort().join('|');
    const cluster: TCluster = byKey.get(key) ?? { needs: new Map(), modules: [], size: 0, fixed: !!library };
    cluster.modules.push(id);
    cluster.size += sizeOf(id);
    for (const route of set) cluster.needs.set(route, (cluster.needs.get(route) ?? 0) + sizeOf(id));
    byKey.set(key, cluster);
  }
  const clusters: Array<TCluster | null> = [...byKey.values()];
  const owner = new Map<string, number>();
  clusters.forEach((cluster, index) => cluster?.modules.forEach((id) => owner.set(id, index)));
  // what each module imports of the grouped ones: a chunk loads the chunks of its imports
  const imports = (id: string) => [...staticClosure(graph, [id])].filter((d) => d !== id && owner.has(d));
  const closures = new Map([...owner.keys()].map((id) => [id, imports(id)]));
  const clusterDeps = (index: number) =>
    new Set(
      (clusters[index]?.modules ?? []).flatMap((id) =>
        (closures.get(id) ?? []).map((d) => owner.get(d) as number),
      ),
    );
  const needed = new Map<string, number[]>();
  for (const [id, set] of routesOf)
    for (const route of set) needed.set(route, [...(needed.get(route) ?? []), owner.get(id) as number]);

  /** The bytes each route page loads of the groups, were `j` merged into `i`. */
  const loads = (i: number, j: number): Map<string, number> => {
    const at = (index: number) => (index === j ? i : index);
    const deps = new Map<number, Set<number>>();
    const depsAt = (index: number) => {
      if (!deps.has(index)) {
        const found = new Set([...clusterDeps(index)].map(at));
        if (index === i) for (const d of clusterDeps(j)) found.add(at(d));
        deps.set(index, found);
      }
      return deps.get(index) as Set<number>;
    };
    const bytes = new Map<string, number>();
    for (const [route, owners] of needed) {
      const seen = new Set<number>();
      const queue = owners.map(at);
      while (queue.length > 0) {
        const index = queue.pop() as number;
        if (seen.has(index)) continue;
        seen.add(index);
        queue.push(...depsAt(index));
      }
      let total = 0;
      for (const index of seen)
        total += (clusters[index]?.size ?? 0) + (index === i && i !== j ? (clusters[j]?.size ?? 0) : 0);
      bytes.set(route, total);
    }
    return bytes;
  };
  const before = loads(-1, -1);
  const fits = (i: number, j: number) =>
    [...loads(i, j)].every(([route, bytes]) => bytes - (before.get(route) ?? 0) <= maxWaste);

  for (;;) {
    const pairs: Array<{ cost: number; i: number; j: number; cluster: TCluster }> = [];
    for (let i = 0; i < clusters.length; i++)
      for (let j = i + 1; j < clusters.length; j++) {
        const a = clusters[i];
        const b = clusters[j];
        if (!a || !b || a.fixed || b.fixed) continue;
        const { cluster, cost, worst } = merged(a, b);
        if (worst <= maxWaste) pairs.push({ cost, i, j, cluster });
      }
    pairs.sort((x, y) => x.cost - y.cost);
    const best = pairs.find(({ i, j }) => fits(i, j));
    if (!best) break;
    clusters[best.i] = best.cluster;
    clusters[best.j] = null;
    for (const id of best.cluster.modules) owner.set(id, best.i);
  }
  const names = new Map<string, string>();
  clusters
    .filter((cluster): cluster is TCluster => cluster !== null && !cluster.fixed)
    .sort((a, b) => b.size - a.size)
    .forEach((cluster, index) => {
      for (const id of cluster.modules) names.set(id, `pages-${index + 1}`);
    });
  return names;
}
