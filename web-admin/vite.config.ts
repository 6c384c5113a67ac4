// Builds the staff app. Every route is its own chunk, so a screen's code (and the antd parts only it uses) loads when
// it is first shown; React, the data layer, the form code and the libraries screens share are long-lived vendor chunks. It installs as an app whose
// service worker keeps the shell, so every staff route opens on the yard tablet with no network.
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { HEAD_SLOT, STAFF_ROUTE_PREFIXES } from '@forecourt/contracts/site';
import { antdStaticCss, antdUnusedCode, antdZeroRuntime, antdLibrariesWithoutSideEffects } from './antd-zero-runtime.ts';
import { FORM_LIBRARY, firstScreenChunks } from './first-screen-chunks.ts';
import { antdThemeAtBuild } from './antd-theme-at-build.ts';
import { preloadOnlyWhatIsMissing } from './preload-deps.ts';

// The server never sends index.html by that name, so the shell is precached under a staff address it answers.
const APP_SHELL = '/admin/app-shell';

/** The modules loaded on demand as a screen (and the entry and app): each keeps its own chunk. */
const SCREEN_ENTRY = /[\\/](?:pages[\\/][^\\/]+|AdminLayout|boot|main)\.tsx$/;

/** The entry's own modules: what it needs to send the first reads and ask for the code. They stay in the entry's
 * chunk, which then runs without waiting for the large chunks the app's code is grouped in. */
const ENTRY_OWN = /contracts[\\/]src[\\/](?:site|business|money|limits)\.ts$|[\\/]src[\\/]app[\\/](?:first-reads|screens|styles-in)\.ts$|[\\/]src[\\/]lib[\\/]offline[\\/](?:db|outbox-mark)\.ts$|[\\/]src[\\/]lib[\\/]on-demand\.ts$/;

/** Only staff addresses get the cached shell: the public site shares the origin and must never be answered by it. */
const staffNavigations = STAFF_ROUTE_PREFIXES.map((prefix) =>
  prefix.endsWith('/') ? new RegExp(`^${prefix}`) : new RegExp(`^${prefix}(?:[/?]|$)`),
);

const CONTRACTS = /contracts[\\/]src[\\/]/;
const CALLS = /[\\/]src[\\/].+-api\.ts$|[\\/]src[\\/]lib[\\/]offline[\\/]use-offline\.ts$/;
// A car's margin (0.2 KB), which Manage Cars and a car's form show, with the data calls, which both load anyway: with
// the dashboard's figures, a car's form loaded those too and its edit screen came to more than 250 KB; in a file of
// its own, Manage Cars asked for one more file.
const MARGIN = /[\\/]features[\\/]cars[\\/]components[\\/]margin\.ts$/;
// The helper every lazy import goes through: the entry's own lazy imports need it first.
const PRELOAD_HELPER = /vite[\\/]preload-helper/;
/** antd's Table with its filter tree: the lists (cars, campervans, users, sign-ins) alone use it. */
const TABLE_LIBRARY = /node_modules[\\/](antd[\\/]es[\\/](table|tree)|@rc-component[\\/](table|tree))[\\/]/;
/** antd's Modal with the dialog library under it, and the buttons of its confirmations: dialogs load once the screen
 * is drawn (components/Dialog.tsx). */
const DIALOG_LIBRARY = /node_modules[\\/](antd[\\/]es[\\/](modal[\\/]|_util[\\/]ActionButton\.js$)|@rc-component[\\/]dialog[\\/])/;
/** antd's notification with the screens' toasts (lib/feedback.tsx): every page, the login page too, fetches them once
 * drawn, as it does the service worker's registration and update banner, and they need nothing the login page does
 * not load: they travel in that file. */
const TOASTS = /node_modules[\\/](antd[\\/]es[\\/]notification|@rc-component[\\/]notification)[\\/]|[\\/]src[\\/]lib[\\/]NotificationHost\.tsx$/;
// (antd's menu style hook is not among them: the sidebar draws with it.)
const MENU_LIBRARY = /node_modules[\\/](antd[\\/]es[\\/](menu[\\/](?!style[\\/])|dropdown[\\/])|@rc-component[\\/](menu|dropdown|overflow)[\\/])/;
/** antd's Typography with its copy helper, but its style hook, which every screen's frame draws with
 * (components/typography.tsx), and the parts it asks for only when a text uses them (antd-zero-runtime.ts: ON_REQUEST). */
const TYPOGRAPHY_LIBRARY = /node_modules[\\/]antd[\\/]es[\\/](typography[\\/](?!style[\\/]|Editable\.js$|Base[\\/](Ellipsis|CopyBtn)\.js$)|_util[\\/]copy\.js$)/;
/** The controls of the lists and forms (radio, checkbox): not the dashboard's. */
const CONTROL_LIBRARY = /node_modules[\\/](antd[\\/]es[\\/](radio|checkbox)|@rc-component[\\/]checkbox)[\\/]/;
/** antd's Select: the forms, the lists' sort choice and a pager's page-size choice. (The list of its options comes when
 * the tablet is idle, on its own: antd-zero-runtime.ts.) */
const SELECT_LIBRARY = /node_modules[\\/](antd[\\/]es[\\/]select|@rc-component[\\/]select)[\\/]/;
/** antd's pager: the lists and the messages, not the forms. */
const PAGER_LIBRARY = /node_modules[\\/](antd[\\/]es[\\/]pagination|@rc-component[\\/]pagination)[\\/]/;
const ICON = /node_modules[\\/]@ant-design[\\/](icons[\\/]es[\\/]icons|icons-svg[\\/]es[\\/]asn)[\\/]/;
const ICONS_INDEX = /node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/](icons[\\/])?index\.js$/;
type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null };
/**
 * Whether a module is `library`'s, or an icon that only it draws (the pager's double arrows and its ellipsis, the
 * table's sort carets): such an icon goes with its library, not with the icons every screen loads among the libraries
 * three screens share.
 */
const ofLibrary = (library: RegExp) => {
  const own = (id: string, graph: ModuleGraph): boolean => {
    if (library.test(id)) return true;
    if (!ICON.test(id)) return false;
    const info = graph.getModuleInfo(id);
    // (antd's index of every icon, which the app's imports go through, names them all: only the parts used are kept.)
    const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])].filter((importer) => !ICONS_INDEX.test(importer));
    return importers.length > 0 && importers.every((importer) => own(importer, graph));
  };
  return own;
};
const tableOwn = ofLibrary(TABLE_LIBRARY);
const pagerOwn = ofLibrary(PAGER_LIBRARY);
const LIST_PIECES = /[\\/]src[\\/]components[\\/](?:CompactTable\.tsx|SearchField\.tsx|sideways-table\.ts|StatusTag\.tsx|PendingTag\.tsx|ConfirmDeleteDialog\.tsx)$/;
const ZOD = /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-without-eval\.ts$/;
/** react-hook-form's resolver of zod schemas, which the forms' checks bring with zod (lib/checks-on-demand.ts). */
const ZOD_RESOLVER = /node_modules[\\/]@hookform[\\/]resolvers[\\/]/;
const firstScreen = firstScreenChunks(['src/app/boot.tsx', 'src/features/auth/pages/LoginPage.tsx'], ZOD);
const APP_MODULE = (id: string) => /[\\/]src[\\/]/.test(id) && !SCREEN_ENTRY.test(id);
/** The contracts' index of everything, which imports each contract and which the staff app does not read. */
const CONTRACTS_INDEX = /contracts[\\/]src[\\/]index\.ts$/;
/** The app's modules that import the module, themselves or through other contracts. */
const appImporters = (id: string, graph: ModuleGraph, seen = new Set<string>()): Set<string> => {
  const found = new Set<string>();
  if (seen.has(id)) return found;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  for (const importer of [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])]) {
    if (CONTRACTS_INDEX.test(importer)) continue;
    if (CONTRACTS.test(importer)) for (const module of appImporters(importer, graph, seen)) found.add(module);
    else found.add(importer);
  }
  return found;
};
/** A contract that one module of the app alone reads (the enquiries' texts: the messages' card) goes with that module. */
const readByOneModule = (id: string, graph: ModuleGraph) => appImporters(id, graph).size === 1;

const staffPwa = () =>
  VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt', // a new version waits for 'Reload', never swaps code under a half-filled form
    injectRegister: false, // src/app/pwa registers it, in production builds only
    filename: 'staff-sw.js', // at the root, so its scope covers /auth, /dashboard, /admin/cars … (the server sends it)
    scope: '/',
    manifestFilename: 'admin/staff.webmanifest',
    includeAssets: ['admin/icons/apple-touch-icon.png'],
    manifest: {
      id: '/dashboard',
      name: 'Forecourt Staff',
      short_name: 'Forecourt',
      description: 'The yard tablet: cars, campervans, enquiries and staff of Forecourt.',
      lang: 'en-NZ',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#004225',
      background_color: '#f5f6f4',
      icons: [
        { src: '/admin/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/admin/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/admin/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      mode: 'production',
      inlineWorkboxRuntime: true, // one file to serve, no workbox-*.js beside it
      // The staff app alone: its code, styles, fonts and pictures (icons come in through the manifest), and the page.
      // The public site is another build and is never precached.
      globPatterns: ['admin/assets/**/*.{js,css,woff,woff2,svg,png}', 'index.html'],
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((entry) => (entry.url === 'index.html' ? { ...entry, url: APP_SHELL } : entry)),
          warnings: [],
        }),
      ],
      navigateFallback: APP_SHELL,
      navigateFallbackAllowlist: staffNavigations,
      // Nor the API, photos, or a file's address (a dot in its last segment: /admin/staff.webmanifest, say).
      navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^[^?]*\/[^/?]*\.[^/?]*(?:\?.*)?$/],
      cleanupOutdatedCaches: true,
      // The first visit's page is served by the worker at once, so the screens it opens later load offline too.
      clientsClaim: true,
      // API data is kept in IndexedDB by the data layer; here only vehicle photos already seen.
      runtimeCaching: [
        {
          urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/media/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'forecourt-media',
            expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [0, 200] },
          },
        },
      ],
    },
  });

/**
 * The entry as an async module: it runs the moment it arrives, not once the page is parsed and its stylesheet read
 * (on the tablet, reading antd's stylesheet held a deferred entry back by about half a second). It only sends the first
 * reads and asks for code; the app draws once the styles are in (src/app/styles-in.ts).
 *
 * And it comes first in the page, with its own small chunk and the app's stylesheet: the server puts the screen's
 * preloads (some 20 files, 400 KB on a first visit) where the head slot is, now after them. Before them, the entry
 * waited for a free connection behind the screen's code, and with it the first reads: about a second on the tablet.
 */
const asyncEntry = (): Plugin => ({
  name: 'forecourt:async-entry',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
      if (!entry.test(html)) throw new Error('The staff app entry script was not found in index.html to load it async.');
      if (!html.includes(HEAD_SLOT) || !html.includes('</head>')) throw new Error(`The staff app's index.html has no ${HEAD_SLOT} in its head.`);
      return html
        .replace(entry, '<script type="module" async crossorigin src="$1"></script>')
        .replace(new RegExp(`[ \\t]*${HEAD_SLOT}\\n?`), '')
        .replace('</head>', `  ${HEAD_SLOT}\n  </head>`);
    },
  },
});

/** antd's theme and every component's CSS variables, worked out by the build (antd-theme-at-build.ts). */
const antdTheme = antdThemeAtBuild();
const preloads = preloadOnlyWhatIsMissing();

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), antdTheme, preloads.plugin, antdZeroRuntime(), antdUnusedCode(), antdLibrariesWithoutSideEffects(), antdStaticCss(), asyncEntry(), staffPwa()],
  resolve: {
    // Every import of zod gets it set up for the Content-Security-Policy first, whichever screen loads it.
    alias: [{ find: /^zod$/, replacement: path.join(import.meta.dirname, 'src/lib/zod-without-eval.ts') }],
  },
  build: {
    outDir: 'dist',
    // The server sends this app only for staff addresses, so its files live under one: /admin/assets/….
    assetsDir: 'admin/assets',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // The staff app's browsers (Chromium, Safari 17+, Firefox 115+) preload modules themselves; the polyfill for those
    // that do not was half a kilobyte on every screen, and without it such a browser still loads each module, later.
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Stable vendor chunks: React and the data layer change rarely, so the browser keeps them across releases.
        codeSplitting: {
          // A group holds the modules its test names and no more: by default each also took every module those import,
          // so a group for the table's libraries swallowed antd's core and every screen loaded it. (The entry's lazy
          // imports' helper is named in 'start' for that reason.)
          includeDependenciesRecursively: false,
          groups: [
            { name: 'start', test: (id: string) => ENTRY_OWN.test(id) || PRELOAD_HELPER.test(id), priority: 4 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            // The service worker's registration and its update banner come after the first screen, in one file: the
            // registration's own lazy import of workbox-window was a file more, asked for while a screen still drew. The
            // toasts come with them (TOASTS).
            { name: 'UpdatePrompt', test: (id: string) => /node_modules[\\/](workbox-window[\\/]|@ant-design[\\/]icons.*[\\/]CloudDownloadOutlined\.js$)|virtual:pwa-register|[\\/]app[\\/]pwa[\\/]UpdatePrompt\.tsx$/.test(id) || TOASTS.test(id), priority: 3 },
            { name: 'data', test: /node_modules[\\/](@reduxjs|react-redux|redux|immer|reselect)[\\/]/, priority: 2 },
            // What the login page needs comes first, apart from what only the screens behind it use (first-screen-chunks.ts):
            // its libraries in a chunk of their own, its app code with the data calls and its form code with the forms.
            { name: (id, graph) => (firstScreen.isLibrary(id, graph) ? 'vendor-start' : null), priority: 1.5 },
            // Zod with its set-up (no eval, for the Content-Security-Policy), which every import of zod goes through. Only
            // the forms, a price checked from a list and the rules of queued changes need it: no screen draws with it.
            { name: 'zod', test: (id: string) => ZOD.test(id) || ZOD_RESOLVER.test(id), priority: 1 },
            // The form libraries (react-hook-form, antd's Form with its field store and validator) and the app's code
            // that uses them: the login page and the screens with a form, not the dashboard or the lists.
            { name: (id, graph) => (FORM_LIBRARY.test(id) || firstScreen.isFormCode(id, graph) ? 'forms' : null), priority: 1 },
            // The data calls of each feature: the router's reads use them all, so every screen loads them with the app,
            // and with them the app's start.
            // So do the contracts that need no schema (the option lists, say), which the schemas and the screens share; a
            // contract that one module alone reads goes with it.
            { name: (id, graph) => (CALLS.test(id) || MARGIN.test(id) || firstScreen.isAppCode(id, graph) || (CONTRACTS.test(id) && !firstScreen.needsZod(id, graph) && !readByOneModule(id, graph)) ? 'calls' : null), priority: 1 },
            // The rest comes in a few large chunks rather than ~60 small ones: on the tablet every file a screen asks for
            // costs the main thread a few milliseconds whether it comes from the network or from the worker's cache, which
            // made the module requests the largest single cost of a cached visit. Libraries used by three or more screens
            // travel together, and so does the app's own code; what one or two screens alone use stays in chunks of their
            // own. (Measured by `npm run bench:staff`: by two or more screens, each screen took 15–25 KB more, in one or two
            // files fewer; by four or more, no fewer bytes and up to five files more.) Two parts of them stay apart: the table
            // (34 KB), which the forms and the messages do without, and the lists' and forms' controls (28 KB), which
            // the dashboard (the first screen after sign-in) and the e-mail settings do without too.
            { name: (id, graph) => (tableOwn(id, graph) ? 'vendor-table' : null), minShareCount: 3, priority: 0.5 },
            // antd's Typography: the dashboard's figures, the messages, the activity… (the frame of every screen draws its
            // texts with antd's classes alone). Among the libraries three screens share, every form and list loaded it.
            { name: 'typography', test: TYPOGRAPHY_LIBRARY, priority: 0.5 },
            // antd's Modal: no screen draws a dialog as it opens.
            // With them the bar for choosing cars, which Select cars draws (a confirmation among its changes).
            { name: 'dialogs', test: (id: string) => DIALOG_LIBRARY.test(id) || /[\\/]features[\\/]cars[\\/]components[\\/]BulkCars\.tsx$/.test(id), priority: 0.5 },
            // antd's Dropdown and the menu library under it: the avatar menu's pop-up, which comes once a screen is drawn.
            // Among the libraries three screens share they were on every signed-in screen.
            { name: 'menus', test: (id: string) => MENU_LIBRARY.test(id) || /[\\/]components[\\/]AccountMenu\.tsx$/.test(id), priority: 0.5 },
            { name: 'vendor-controls', test: CONTROL_LIBRARY, minShareCount: 3, priority: 0.5 },
            { name: 'vendor-select', test: SELECT_LIBRARY, minShareCount: 3, priority: 0.5 },
            // The list of a drop-down's options (and of a table's virtual rows): fetched when idle, never drawn with a screen.
            { name: 'options-list', test: /node_modules[\\/]@rc-component[\\/]virtual-list[\\/]/, priority: 0.5 },
            { name: (id, graph) => (pagerOwn(id, graph) ? 'vendor-pager' : null), minShareCount: 3, priority: 0.5 },
            { name: 'vendor', test: /node_modules[\\/]/, minShareCount: 3, priority: 0 },
            // The dashboard's figures, which Manage Cars shares: a file of its own (0.4 KB) rather than one with the dashboard.
            // (A car's margin, which Manage Cars and a car's form show, goes with the data calls: see MARGIN.)
            { name: 'figures', test: /[\\/]features[\\/]dashboard[\\/]dashboard-figures\.ts$/, priority: 0.1 },
            // What the app's lists and tables alone draw with (the compact table, the search box, a row's status and
            // pending tags, the delete confirmation, the sideways table's layout): the vehicle forms and the activity feed
            // do without them. Among the app's shared code, every form loaded them, about 1.2 KB gzip.
            { name: 'lists', test: LIST_PIECES, priority: 0.05 },
            // The app's shared code apart from its schemas and the rules that run them, which load with zod.
            { name: (id, graph) => (APP_MODULE(id) ? (firstScreen.needsZod(id, graph) ? 'schemas' : 'shared') : null), minShareCount: 3, priority: 0 },
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
});
