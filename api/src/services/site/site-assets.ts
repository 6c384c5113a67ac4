// A web app's build manifest: which files a lazily loaded page needs, so the server can ask the browser to fetch them
// with the HTML instead of after the app has started (one round trip less on a slow phone or the yard's Wi-Fi).
import { staffModulesOf } from '@forecourt/contracts/site';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

// The address tables are built once: every page the server sends looks its address up in them.
const PUBLIC_PAGES: Record<string, string> = {
  '/about': 'src/features/about/AboutPage.tsx',
  '/contact': 'src/features/contact/ContactPage.tsx',
  '/finance': 'src/features/finance/FinancePage.tsx',
  '/valuation': 'src/features/valuation/ValuationPage.tsx',
};

/** The source module of the page each public address shows when it is not in the first bundle. */
export function pageChunkOf(pathname: string): string | undefined {
  if (pathname.startsWith('/cars/')) return 'src/features/cars/CarDetailDialog.tsx';
  if (pathname === '/campervan-hire' || pathname.startsWith('/campervans/')) return 'src/features/campervans/CampervanHirePage.tsx';
  return PUBLIC_PAGES[pathname];
}

/** The staff app's modules an address shows (the table is shared with the app, which starts loading them itself). */
export const staffChunksOf = staffModulesOf;

export function siteAssets(dir: string) {
  let manifest: Promise<Record<string, ManifestChunk> | undefined> | undefined;
  const load = () =>
    (manifest ??= readFile(path.join(dir, '.vite/manifest.json'), 'utf8').then((text) => JSON.parse(text), () => undefined));

  return {
    /** `<link>` tags for chunks, the chunks they import (not the entry, already in the page) and their styles. */
    async preloadTags(key: string | string[] | undefined): Promise<string[]> {
      const keys = (Array.isArray(key) ? key : [key]).filter((k): k is string => !!k);
      const chunks = keys.length > 0 ? await load() : undefined;
      if (!chunks) return [];
      const scripts = new Set<string>();
      const styles = new Set<string>();
      const visit = (name: string) => {
        const chunk = chunks[name];
        if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
        scripts.add(chunk.file);
        chunk.css?.forEach((file: string) => styles.add(file));
        chunk.imports?.forEach(visit);
      };
      keys.forEach(visit);
      return [
        ...[...styles].map((file) => `<link rel="stylesheet" href="/${file}" />`),
        ...[...scripts].map((file) => `<link rel="modulepreload" href="/${file}" />`),
      ];
    },
  };
}
