// What a lazily loaded part of the staff app asks the browser to fetch beside it. For every `import()` the build writes
// the files that part needs, so they come at once rather than one after another as each is read; it wrote every one of
// them, also those the importing file itself needs and so are in the page already (React, antd's core, the data layer,
// the app's start…), in each file that loads parts: some 2 KB before gzip on a screen, for links the page never adds.
// Here those are left out of the list; the files the part needs beyond them are listed as before.
import type { Plugin } from 'vite';

interface BuiltChunk {
  type: 'chunk';
  imports: string[];
}

/** A plugin that keeps the build's files at hand, and the `resolveDependencies` that reads them. */
export function preloadOnlyWhatIsMissing(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[] } {
  let bundle: Record<string, BuiltChunk | { type: 'asset' }> | undefined;
  const loadedWith = new Map<string, Set<string>>();
  /** The files in the page once `file` runs: it and every file it imports, at any depth. */
  const inPageWith = (file: string): Set<string> => {
    const known = loadedWith.get(file);
    if (known) return known;
    const seen = new Set<string>();
    const visit = (name: string) => {
      const chunk = bundle?.[name];
      if (seen.has(name) || chunk?.type !== 'chunk') return;
      seen.add(name);
      chunk.imports.forEach(visit);
    };
    visit(file);
    loadedWith.set(file, seen);
    return seen;
  };
  return {
    plugin: {
      name: 'forecourt:preload-only-what-is-missing',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output as unknown as typeof bundle;
          loadedWith.clear();
        },
      },
    },
    resolveDependencies(_file, deps, { hostId, hostType }) {
      if (hostType !== 'js') return deps;
      if (!bundle) throw new Error('The build had no files yet when it listed what a lazily loaded part needs.');
      const inPage = inPageWith(hostId);
      return deps.filter((dep) => !inPage.has(dep));
    },
  };
}
