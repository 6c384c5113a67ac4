// A web app's build manifest: which files a lazily loaded page needs, so the server can ask the browser to fetch them
// with the HTML instead of after the app has started (one round trip less on a slow phone or the yard's Wi-Fi).
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

const STAFF_LAYOUT = 'src/components/AdminLayout.tsx';

const STAFF_SIGNED_OUT: Record<string, string> = {
  '/auth': 'src/features/auth/pages/LoginPage.tsx',
  '/reset-password': 'src/features/auth/pages/ResetPasswordPage.tsx',
};

const STAFF_SCREENS: [RegExp, string][] = [
  [/^\/dashboard$/, 'src/features/dashboard/pages/DashboardPage.tsx'],
  [/^\/(admin\/cars|manage-cars)$/, 'src/features/cars/pages/ManageCarsPage.tsx'],
  [/^\/admin\/cars\/(new|edit\/[^/]+)$/, 'src/features/cars/pages/CarFormPage.tsx'],
  [/^\/manage-campervans$/, 'src/features/campervans/pages/ManageCampervansPage.tsx'],
  [/^\/edit-campervan(\/[^/]+)?$/, 'src/features/campervans/pages/CampervanFormPage.tsx'],
  [/^\/email-settings$/, 'src/features/recipients/pages/EmailSettingsPage.tsx'],
  [/^\/manage-users$/, 'src/features/users/pages/ManageUsersPage.tsx'],
  [/^\/login-history$/, 'src/features/logins/pages/LoginHistoryPage.tsx'],
  [/^\/messages$/, 'src/features/messages/pages/MessagesPage.tsx'],
  [/^\/sync$/, 'src/features/sync/pages/SyncPage.tsx'],
  [/^\/activity$/, 'src/features/activity/pages/ActivityPage.tsx'],
];

/** The staff app's modules an address shows: its screen and, for every screen behind sign-in, the layout around it. */
export function staffChunksOf(pathname: string): string[] {
  const signedOut = STAFF_SIGNED_OUT[pathname];
  if (signedOut) return [signedOut];
  const screen = STAFF_SCREENS.find(([pattern]) => pattern.test(pathname));
  return screen ? [STAFF_LAYOUT, screen[1]] : [];
}

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
