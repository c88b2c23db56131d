import type { Plugin } from 'vite';

/**
 * One chunk for what every page loads: React, React Router and the modules the root route needs.
 *
 * Rolldown (Vite 8) gives each set of routes that share a module a chunk of its own. The root
 * route is part of every page, so a module it needs gains nothing from being split off by the
 * other routes that share it; it only costs a request and the gzip context of its neighbours
 * (a signed-out article page loaded 25 files, most of them under 1 KiB gzip). So these modules
 * go into one chunk with React and React Router, which every page loads too. See
 * docs/performance.md ("JavaScript budget").
 *
 * What the root route needs is found by following the names it imports through the kit's
 * re-export-only `index.ts` files, so no page gets kit code that only other pages use. A module
 * joins only when every module it imports joins too, since a group takes along the unassigned
 * imports of its modules. A kit's `index.ts` counts as joining when every module it was followed
 * to joins: Rolldown resolves an imported name through it to the module that declares it, so it
 * brings only those (the root's own layout, chrome and providers once left the chunk because
 * they import `@quire/ui` by its index, 1.3 KiB gzip more on every page).
 *
 * The chunk is a Rolldown `codeSplitting` group (Vite 8 replaced Rollup's `manualChunks`).
 * Rolldown keeps no syntax tree on its module info, so each module's transformed code is parsed
 * here.
 */
export function shellChunk({ root }: { root: string }): Plugin {
  const shell = new Set<string>();
  /** What each module of the shell asked of the modules it imports. */
  const asked = new Map<string, Demand[]>();
  /** Where a re-export-only module sent each name asked of it (keyed by {@link demandKey}). */
  const forwarded = new Map<string, Demand[]>();
  return {
    name: 'quire:shell-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',

    async buildEnd() {
      shell.clear();
      asked.clear();
      forwarded.clear();
      const entries = [...this.getModuleIds()].filter(
        (id) => id.split('?')[0] === root && this.getModuleInfo(id)?.isEntry,
      );
      const needed = new Map<string, Set<string>>();
      const pending: Demand[] = entries.map((id) => ({ id, name: ALL }));
      const resolve = async (source: string, importer: string) =>
        (await this.resolve(source, importer))?.id;

      for (let demand = pending.pop(); demand; demand = pending.pop()) {
        const { id, name } = demand;
        if (id.includes('/node_modules/') || id.startsWith('\0')) continue;
        const code = this.getModuleInfo(id)?.code;
        const body = code == null ? undefined : programOf(this.parse(code));
        if (!body) continue;
        const names = needed.get(id) ?? new Set<string>();
        if (names.has(ALL) || (name !== null && names.has(name))) continue;
        const firstVisit = !needed.has(id);
        needed.set(id, names);
        if (name !== null) names.add(name);

        if (!body.every(isReexport)) {
          // A module with code of its own: all of it may run, so all its imports are needed.
          shell.add(id);
          if (!firstVisit) continue;
          const demands: Demand[] = [];
          asked.set(id, demands);
          for (const node of body) {
            if (!node.source) continue;
            const target = await resolve(node.source.value, id);
            if (!target) continue;
            for (const imported of importedNames(node))
              demands.push({ id: target, name: imported });
          }
          pending.push(...demands);
          continue;
        }
        // Re-exports only (a kit's `index.ts`): follow just the names asked for.
        const sent: Demand[] = [];
        forwarded.set(demandKey(demand), sent);
        const follow = (next: Demand) => {
          sent.push(next);
          pending.push(next);
        };
        for (const node of body) {
          const target = node.source && (await resolve(node.source.value, id));
          if (!target) continue;
          if (node.type === 'ExportAllDeclaration') {
            const exported = this.getModuleInfo(target)?.exports ?? [];
            if (name === ALL || (name !== null && exported.includes(name))) {
              follow({ id: target, name });
            }
            continue;
          }
          for (const specifier of node.specifiers ?? []) {
            if (name === ALL || nameOf(specifier.exported) === name) {
              follow({ id: target, name: nameOf(specifier.local) });
            }
          }
        }
      }

      // Keep only modules whose imports all stay in the chunk (see above).
      const joins = (id: string) => FRAMEWORK.test(id) || id === PRELOAD_HELPER || shell.has(id);
      /** Whether a name asked of a module is declared in the chunk (through any index files). */
      const leadsIn = (demand: Demand, seen = new Set<string>()): boolean => {
        if (joins(demand.id)) return true;
        const key = demandKey(demand);
        const sent = forwarded.get(key) ?? forwarded.get(demandKey({ ...demand, name: ALL }));
        if (!sent) return false;
        // Index files that re-export each other: the modules they lead to decide.
        if (seen.has(key)) return true;
        seen.add(key);
        return sent.every((next) => leadsIn(next, seen));
      };
      const stays = (importer: string, id: string) => {
        if (joins(id)) return true;
        const demands = (asked.get(importer) ?? []).filter((demand) => demand.id === id);
        return demands.length > 0 && demands.every((demand) => leadsIn(demand));
      };
      for (let changed = true; changed; ) {
        changed = false;
        for (const id of shell) {
          if (!this.getModuleInfo(id)?.importedIds.every((imported) => stays(id, imported))) {
            shell.delete(id);
            changed = true;
          }
        }
      }
    },

    outputOptions(options) {
      // Code splitting turned off, or chunks chosen by a `manualChunks` of the app's own (which
      // a `codeSplitting` option would silently override): leave the output as it is.
      if (options.codeSplitting === false || options.manualChunks) return null;
      const own = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      return {
        ...options,
        codeSplitting: {
          ...own,
          groups: [
            ...(own.groups ?? []),
            {
              name: 'shell',
              test: (id: string) => FRAMEWORK.test(id) || id === PRELOAD_HELPER || shell.has(id),
            },
          ],
        },
      };
    },
  };
}

/**
 * React, React DOM, React Router and clsx: every page runs them (clsx builds the class names of
 * every ui component, so without it here no module that uses it could join the chunk).
 */
const FRAMEWORK =
  /\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:react|react-dom|scheduler|react-router|@react-router\/[^/]+|clsx)\//;
/** Vite's helper for lazy imports, which the root route's modules use. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
/** Every export of a module (`import * as`, `export * from`). */
const ALL = '*';

/** A module's export that is needed; `null` for a bare `import 'x'`. */
interface Demand {
  id: string;
  name: string | null;
}

function demandKey({ id, name }: Demand): string {
  return `${id}\n${name ?? ''}`;
}

/** The part of ESTree this plugin reads. */
interface Identifier {
  type: string;
  name?: string;
  value?: string;
}
interface Specifier {
  type: string;
  local: Identifier;
  imported?: Identifier;
  exported: Identifier;
}
interface Statement {
  type: string;
  source?: { value: string } | null;
  specifiers?: Specifier[];
}

function programOf(ast: unknown): Statement[] | undefined {
  return (ast as { body?: Statement[] } | null | undefined)?.body;
}

function isReexport(node: Statement): boolean {
  return (
    node.type === 'ExportAllDeclaration' ||
    (node.type === 'ExportNamedDeclaration' && Boolean(node.source))
  );
}

function nameOf(identifier: Identifier | undefined): string {
  return identifier?.name ?? identifier?.value ?? 'default';
}

/** The names a module takes from the source of `node`. */
function importedNames(node: Statement): (string | null)[] {
  if (node.type === 'ExportAllDeclaration') return [ALL];
  const specifiers = node.specifiers ?? [];
  if (node.type === 'ImportDeclaration' && specifiers.length === 0) return [null];
  return specifiers.map((specifier) => {
    if (specifier.type === 'ImportNamespaceSpecifier') return ALL;
    if (specifier.type === 'ImportDefaultSpecifier') return 'default';
    return nameOf(node.type === 'ImportDeclaration' ? specifier.imported : specifier.local);
  });
}
