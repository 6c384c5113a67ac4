// antd's theme worked out as the app is built, not on the tablet as a screen opens. In zero-runtime mode antd's rules
// are a static stylesheet (antd-zero-runtime.ts), but they read CSS variables (`var(--ant-color-primary)`,
// `var(--ant-btn-font-weight)`…) that antd still writes in the browser: the theme's own, and each component's, worked out
// from the theme and put into the page as a dozen <style> elements while the first screen draws, each making the browser
// look at every rule again. And every antd component on a screen kept a count of who uses each, with hooks of its own.
//
// Here the build renders every antd component on a server, in the staff app's theme (app/theme.ts), with and without
// motion, and keeps what antd registers: the variables go into the app's stylesheet (the motionless theme's few changes
// under `prefers-reduced-motion`, as the app itself chooses), and their names into a list the app carries. antd's
// cache of them is given a version without hooks: an entry is worked out once, the first time a component asks, kept for
// good, and written into the page only if the build did not write it already (a theme of another key, or a component the
// build did not draw, still works as before). A browser test checks that the staff screens write none.
import { isDeepStrictEqual } from 'node:util';
import { createRequire } from 'node:module';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { Plugin } from 'vite';
import { appSources, namesUnusedComponent } from './antd-zero-runtime.ts';
import { THEME_KEY, staffTheme } from './src/app/theme.ts';

/** The page's element holding the theme's token worked out by the build. */
export const TOKEN_ELEMENT = 'antd-token';

const GLOBAL_CACHE = /[\\/]node_modules[\\/]@ant-design[\\/]cssinjs[\\/]es[\\/]hooks[\\/]useGlobalCache\.js$/;
/** What the build's useGlobalCache relies on in the module it replaces: antd's cache and its key. */
const GLOBAL_CACHE_READS = /^import \{ pathKey \} from "\.\.\/Cache";$[^]*^import StyleContext from "\.\.\/StyleContext";$[^]*export default function useGlobalCache\(prefix, keyPath, cacheFn, onCacheRemove,/m;

const USE_CACHE_TOKEN = /[\\/]node_modules[\\/]@ant-design[\\/]cssinjs[\\/]es[\\/]hooks[\\/]useCacheToken\.js$/;
/** What antd's useCacheToken hands the cache for when a theme is let go, which the build's cache never does. */
const TOKEN_LET_GO = `([,,,, themeKey]) => {
    // Remove token will remove all related style
    cleanTokenStyle(themeKey, instanceId);
  }`;
const USE_TOKEN = /[\\/]node_modules[\\/]antd[\\/]es[\\/]theme[\\/]useToken\.js$/;
/** antd's useToken as this build rewrites it: the theme's CSS variable settings made afresh on every call. */
const USE_TOKEN_CSS_VAR = /^ {2}const cssVar = \{\n {4}prefix: ctxCssVar\?\.prefix \?\? getPrefixCls\(\),\n {4}key: ctxCssVar\?\.key \?\? 'css-var-root'\n {2}\};\n([^]*?)^ {4}cssVar: \{\n {6}\.\.\.cssVar,\n {6}unitless,\n {6}ignore,\n {6}preserve\n {4}\},\n/m;

interface Registered {
  /** A theme's token key, or the path of a component's variables in antd's cache (`cssVar%Button%css-var-staff%…`). */
  id: string;
  /** `selector{--ant-…:…;…}`, or nothing for a component without variables of its own. */
  css: string;
  /** A component's name in antd ('Button'), for its variables. */
  component?: string;
  /** Whether it is a component the app never shows, whose rules its stylesheet leaves out (and its variables). */
  pruned?: boolean;
  /** A theme's token as antd's cache holds it, and the key the app asks for it by (antd's cache key without the theme's number). */
  token?: { lookup: string; content: unknown[] };
}

type AntdCache = { cache: Map<string, [number, unknown[]]> };

/**
 * The antd components whose markup the app draws itself with their style hooks (components/antd-classes.ts:
 * `useAntdClasses('menu', …)`), read from its code: their variables hang on a class of their own (`ant-menu-css-var`).
 */
function ownMarkupComponents(sources = appSources()): string[] {
  const found = new Set<string>();
  for (const text of Object.values(sources)) for (const [, component] of text.matchAll(/useAntdClasses\('([\w-]+)'/g)) found.add(component!);
  return [...found];
}

/**
 * Every antd component, drawn on a server into one cache in the staff app's theme, and what antd registered for them:
 * the theme's variables and each component's. A few are given what they need to draw at all, and the parts that
 * register variables of their own (a sider, a text area…) are drawn beside their component.
 */
function registeredVariables(reduceMotion: boolean): Registered[] {
  const require = createRequire(import.meta.url);
  const React = require('react') as typeof import('react');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const cssinjs = require('@ant-design/cssinjs') as { createCache(): AntdCache; StyleProvider: ComponentType<{ cache: AntdCache; children?: ReactNode }> };
  const antd = require('antd') as Record<string, ComponentType<Record<string, unknown>> & Record<string, ComponentType<Record<string, unknown>>>>;
  const h = React.createElement as (type: unknown, props?: Record<string, unknown> | null, ...children: ReactNode[]) => ReactElement;
  const panel = (name: string, props: Record<string, unknown> = {}) => h(antd[name]!._InternalPanelDoNotUseOrYouWillBeFired, props);
  const drawn: Record<string, () => ReactElement> = {
    Affix: () => h(antd.Affix, null, h('div')),
    Cascader: () => h('div', null, h(antd.Cascader), h(antd.Cascader!.Panel)),
    Checkbox: () => h('div', null, h(antd.Checkbox), h(antd.Checkbox!.Group, { options: ['a'] })),
    DatePicker: () => h('div', null, h(antd.DatePicker), h(antd.DatePicker!.RangePicker), panel('DatePicker')),
    Dropdown: () => h('div', null, h(antd.Dropdown, { menu: { items: [] } }, h('div')), panel('Dropdown', { menu: { items: [] } })),
    Form: () => h(antd.Form, null, h(antd.Form!.Item, { label: 'a' }, h('input'))),
    Input: () => h('div', null, h(antd.Input), h(antd.Input!.TextArea), h(antd.Input!.Password), h(antd.Input!.Search), h(antd.Input!.OTP)),
    Layout: () => h(antd.Layout, null, h(antd.Layout!.Header), h(antd.Layout!.Sider), h(antd.Layout!.Content), h(antd.Layout!.Footer)),
    Menu: () => h(antd.Menu, { items: [{ key: 'a', label: 'a' }] }),
    Modal: () => h('div', null, h(antd.Modal), panel('Modal'), panel('Modal', { type: 'confirm' })),
    Popconfirm: () => panel('Popconfirm', { title: 'a' }),
    Popover: () => h('div', null, h(antd.Popover, { content: 'a' }, h('span')), panel('Popover', { content: 'a' })),
    QRCode: () => h(antd.QRCode, { value: 'https://forecourt.co.nz' }),
    Radio: () => h('div', null, h(antd.Radio), h(antd.Radio!.Group, { options: ['a'] }), h(antd.Radio!.Button)),
    Select: () => h('div', null, h(antd.Select), panel('Select')),
    Skeleton: () => h('div', null, h(antd.Skeleton), h(antd.Skeleton!.Button), h(antd.Skeleton!.Input), h(antd.Skeleton!.Avatar), h(antd.Skeleton!.Image), h(antd.Skeleton!.Node)),
    Space: () => h('div', null, h(antd.Space), h(antd.Space!.Compact, null, h(antd.Button), h(antd.Space!.Addon, null, 'a'))),
    Table: () => h(antd.Table, { columns: [{ title: 'a', dataIndex: 'a' }], dataSource: [{ key: 1, a: 1 }], rowSelection: {}, pagination: { total: 60 } }),
    Tabs: () => h(antd.Tabs, { items: [{ key: 'a', label: 'a', children: 'a' }] }),
    Tag: () => h('div', null, h(antd.Tag, { color: 'blue' }, 'a'), h(antd.Tag, { color: 'success' }, 'a')),
    Tooltip: () => h('div', null, h(antd.Tooltip, { title: 'a' }, h('span')), panel('Tooltip', { title: 'a' })),
    Tree: () => h(antd.Tree, { treeData: [] }),
    TimePicker: () => h('div', null, h(antd.TimePicker), panel('TimePicker')),
    Typography: () => h('div', null, h(antd.Typography!.Title), h(antd.Typography!.Text), h(antd.Typography!.Paragraph), h(antd.Typography!.Link)),
    Upload: () => h('div', null, h(antd.Upload), h(antd.Upload!.Dragger)),
    message: () => panel('message'),
    notification: () => panel('notification'),
  };
  // The app's own markup of a component, with its style hook as components/antd-classes.ts calls it.
  const { ConfigContext } = require('antd/lib/config-provider/context') as { ConfigContext: import('react').Context<{ getPrefixCls(suffix: string): string }> };
  for (const component of ownMarkupComponents()) {
    const useStyle = (require(`antd/lib/${component}/style`) as { default: (prefixCls: string, rootCls: string) => unknown }).default;
    drawn[`own ${component}`] = () => {
      const OwnMarkup = () => {
        const prefixCls = React.useContext(ConfigContext).getPrefixCls(component);
        useStyle(prefixCls, `${prefixCls}-css-var`);
        return null;
      };
      return h(OwnMarkup);
    };
  }
  const names = [...Object.keys(antd).filter((name) => (/^[A-Z]/.test(name) && !['ConfigProvider', 'Grid'].includes(name)) || name in drawn), ...Object.keys(drawn).filter((name) => name.startsWith('own '))];
  const cache = cssinjs.createCache();
  const theme = staffTheme(reduceMotion);
  for (const name of names) {
    const component = drawn[name]?.() ?? h(antd[name]);
    try {
      renderToString(h(cssinjs.StyleProvider, { cache }, h(antd.ConfigProvider, { theme }, component)));
    } catch {
      // A component that cannot be drawn bare registers nothing here; the browser writes its variables as before.
    }
  }
  const registered: Registered[] = [];
  for (const [key, [, content]] of cache.cache) {
    // Only the app's theme: a panel drawn in a theme of its own, under another key, is never drawn so by the app.
    if (key.startsWith('token%') && content[4] === THEME_KEY) {
      const [, salt, , ...seed] = key.split('%');
      // Asked for by the salt (antd's version) and what the theme is made of, not the theme's number, which counts
      // the themes made in the process so far.
      const token = { lookup: [salt, ...seed].join('%'), content };
      registered.push({ id: (content[2] as { _tokenKey: string })._tokenKey, css: content[3] as string, token });
    }
    if (!key.startsWith('cssVar%')) continue;
    const [, component, themeKey, scope] = key.split('%');
    // …and only the components whose rules the app's stylesheet keeps. (A component with no variables of its own
    // registers an empty entry: held all the same.)
    if (themeKey === THEME_KEY) registered.push({ id: key, css: content[1] as string, component, pruned: namesUnusedComponent(`.${scope}`) });
  }
  return registered;
}

/** `selector{--a:1;--b:2}` as its selector and declarations. */
function parsed(rule: string): { selector: string; declarations: Map<string, string> } {
  const open = rule.indexOf('{');
  const body = rule.slice(open + 1, rule.lastIndexOf('}'));
  const declarations = new Map<string, string>();
  for (const declaration of body.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
  }
  return { selector: rule.slice(0, open).trim(), declarations };
}

export interface PrebuiltTheme {
  /** The theme's and every component's variables, with motion; what changes without it under a media query. */
  css: string;
  /** The token keys of the theme with and without motion: the variables of every component under either are in `css`. */
  tokens: string[];
  /** The components whose variables `css` holds (antd's names: 'Button', 'Table'…). */
  components: Set<string>;
  /** The components the app never shows, whose rules and variables are left out. */
  pruned: Set<string>;
  /**
   * The theme's token as antd's cache holds it: its CSS variables and its values with motion, the hash of antd's
   * version, and each theme (with motion, without) by the key the app asks for it with, as what differs from those.
   */
  computed: {
    withVariables: Record<string, unknown>;
    values: Record<string, unknown>;
    hashId: string;
    themes: [key: string, variablesChanged: Record<string, unknown>, valuesChanged: Record<string, unknown>][];
  };
}

/** `token`'s entries that `base` does not hold the same. */
const changedFrom = (base: Record<string, unknown>, token: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(token).filter(([key, value]) => !isDeepStrictEqual(base[key], value)));

/**
 * antd's cache entries of the theme's token, as the page carries them. What antd keeps is plain data; the build fails
 * if it ever holds what JSON cannot carry, rather than hand the tablet a token that differs from antd's.
 */
function carriedTokens(entries: NonNullable<Registered['token']>[]): PrebuiltTheme['computed'] {
  const tokens = entries.map(({ lookup, content }) => {
    const [withVariables, , values] = content as [Record<string, unknown>, string, Record<string, unknown>];
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify([withVariables, values])), [withVariables, values])) throw new Error("antd's token holds what JSON cannot carry");
    return { lookup, withVariables, values };
  });
  const [first] = tokens;
  if (!first || tokens.some((token) => token.withVariables._hashId !== first.withVariables._hashId)) throw new Error("antd's themes were not worked out under one version's hash");
  return {
    withVariables: first.withVariables,
    values: first.values,
    hashId: first.withVariables._hashId as string,
    themes: tokens.map((token) => [token.lookup, changedFrom(first.withVariables, token.withVariables), changedFrom(first.values, token.values)]),
  };
}

const UNDER_THEME_KEY = new RegExp(`^\\.${THEME_KEY}(?:\\.ant-[\\w-]+)?$`);

/**
 * Every variable the theme's rules declare, on the page's root. antd writes them under its theme's class
 * (`.css-var-staff{…}`, `.css-var-staff.ant-btn{…}`), which it puts on every component it draws: the browser declared
 * the theme's 381 variables, and the component's own, once more on each of those elements (54 on Manage Cars) as it
 * worked out their styles. On the root they are declared once and inherited. That is the same page only while each
 * variable has one value wherever antd wrote it and every rule is under the app's own key, which the build checks.
 */
export function onRoot(rules: Map<string, Map<string, string>>): string {
  const declared = new Map<string, { value: string; selector: string }>();
  for (const [selector, declarations] of rules) {
    if (!selector.split(',').every((part) => UNDER_THEME_KEY.test(part.trim()))) throw new Error(`antd wrote variables under ${selector}, not the app's key .${THEME_KEY}: they cannot all hang on the page's root`);
    for (const [name, value] of declarations) {
      const before = declared.get(name);
      if (before && before.value !== value) throw new Error(`antd gives ${name} ${before.value} under ${before.selector} and ${value} under ${selector}: it cannot hang on the page's root`);
      declared.set(name, { value, selector });
    }
  }
  return declared.size ? `:root{${[...declared].map(([name, { value }]) => `${name}:${value}`).join(';')}}` : '';
}

/** The CSS variables of the staff app's theme, for every antd component, and their names in antd's cache. */
export function prebuiltTheme(): PrebuiltTheme {
  const drawnMoving = registeredVariables(false);
  const drawnStill = registeredVariables(true);
  const moving = drawnMoving.filter((entry) => entry.css && !entry.pruned);
  const still = drawnStill.filter((entry) => entry.css && !entry.pruned);
  const rules = new Map<string, Map<string, string>>();
  for (const { css } of moving) {
    const { selector, declarations } = parsed(css);
    rules.set(selector, new Map([...(rules.get(selector) ?? []), ...declarations]));
  }
  const changes = new Map<string, Map<string, string>>();
  for (const { css } of still) {
    const { selector, declarations } = parsed(css);
    const kept = rules.get(selector);
    const changed = [...declarations].filter(([name, value]) => kept?.get(name) !== value);
    if (changed.length) changes.set(selector, new Map([...(changes.get(selector) ?? []), ...changed]));
  }
  // Each component's variables under each theme: the app's cache tells them apart by the theme's token key alone.
  const all = [...drawnMoving, ...drawnStill];
  const tokens = all.filter((entry) => !entry.component).map((entry) => entry.id);
  const themed = new Map<string, Set<string>>();
  for (const { id } of all.filter((entry) => entry.component && !entry.pruned)) {
    const [, component, , scope, token] = id.split('%');
    themed.set(`${component}%${scope}`, (themed.get(`${component}%${scope}`) ?? new Set()).add(token!));
  }
  const partial = [...themed].filter(([, found]) => tokens.some((token) => !found.has(token)));
  if (tokens.length !== 2 || partial.length) throw new Error(`antd's variables were not worked out under both themes: ${partial.map(([part]) => part).join(', ') || tokens.join(', ')}`);
  return {
    css: `${onRoot(rules)}@media (prefers-reduced-motion: reduce){${onRoot(changes)}}`,
    tokens,
    components: new Set([...themed.keys()].map((part) => part.split('%')[0]!)),
    pruned: new Set(all.filter((entry) => entry.pruned).map((entry) => entry.component!)),
    computed: carriedTokens(all.flatMap((entry) => (entry.token ? [entry.token] : []))),
  };
}

/** antd's style modules, and the component each gives variables to (`genStyleHooks('Button', …)`). */
const STYLE_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/].*[\\/]style[\\/][^\\/]+\.js$/;
const STYLE_HOOKS = /\bgenStyleHooks\(\s*(?:'(\w+)'|\[\s*'(\w+)')/g;

/**
 * The build's side of it: the theme's variables in the page's head, and antd's cache without hooks, which writes
 * nothing the page holds already. The variables are written into the page as they are, not through the build's CSS
 * minifier, which rounds colours and numbers in them (`rgba(0,0,0,0.88)` to `#000000e0`, 0.8784 of black): the page
 * draws what antd wrote in the browser to the pixel. (The staff app's Content-Security-Policy allows styles in the page.)
 *
 * The page holds the variables of every component the server drew under the app's theme; the cache takes any
 * component's under that theme as held. So the build fails if the app's code has a component with variables that the
 * server did not draw.
 */
export function antdThemeAtBuild(): Plugin {
  let theme: PrebuiltTheme | undefined;
  const built = () => (theme ??= prebuiltTheme());
  let rewritten = false;
  /** Whether the build is the shipped one: antd's class names differ in development. */
  let production = true;
  /** Each antd style module of the build, with the components it gives variables to. */
  const styled = new Map<string, string[]>();
  return {
    name: 'forecourt:antd-theme-at-build',
    enforce: 'pre',
    configResolved(config) {
      production = config.isProduction;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes('</head>')) this.error("The staff app's index.html has no </head> for the theme's variables.");
        // The token as JSON the page does not run (the policy's script-src stays 'self'); '<' written so that no text
        // in it could end the element.
        const { withVariables, values, hashId, themes } = built().computed;
        const token = JSON.stringify([[withVariables, values, `${production ? 'css' : 'css-dev-only-do-not-override'}-${hashId}`], themes]).replace(/</g, '\\u003c');
        return html.replace('</head>', `  <style id="antd-theme">${built().css}</style>\n  <script type="application/json" id="${TOKEN_ELEMENT}">${token}</script>\n  </head>`);
      },
    },
    transform(code, id) {
      if (STYLE_MODULE.test(id)) {
        const components = [...code.matchAll(STYLE_HOOKS)].map(([, name, first]) => (name ?? first)!);
        if (components.length) styled.set(id, components);
        return null;
      }
      if (USE_CACHE_TOKEN.test(id)) {
        // The build's cache keeps a theme for good, so the code that takes a let-go theme's styles out of the page is left out.
        if (!code.includes(TOKEN_LET_GO)) this.error(`${id} no longer reads as this build expects`);
        return { code: code.replace(TOKEN_LET_GO, 'undefined'), map: null };
      }
      if (USE_TOKEN.test(id)) {
        // Every antd component asks for the theme's token two or three times as it draws, and each time antd made the
        // settings of its CSS variables afresh, so its cache hashed them again to find the token it already held (a
        // few hundred times on a list). The settings are kept, one object for each prefix and key, hashed once.
        if (!USE_TOKEN_CSS_VAR.test(code)) this.error(`${id} no longer reads as this build expects: its CSS variable settings would be hashed on every call`);
        return {
          code: `${code.replace(
            USE_TOKEN_CSS_VAR,
            "  const cssVar = cssVarOf(ctxCssVar?.prefix ?? getPrefixCls(), ctxCssVar?.key ?? 'css-var-root');\n$1    cssVar,\n",
          )}
const kept = new Map();
/** The settings of the theme's CSS variables under a prefix and key (what is read of the prefix and key alike). */
function cssVarOf(prefix, key) {
  const id = \`\${prefix} \${key}\`;
  return kept.get(id) ?? kept.set(id, { prefix, key, unitless, ignore, preserve }).get(id);
}
`,
          map: null,
        };
      }
      if (!GLOBAL_CACHE.test(id)) return null;
      if (!GLOBAL_CACHE_READS.test(code)) this.error(`${id} no longer reads as this build expects: the theme's variables would be written twice`);
      rewritten = true;
      return {
        code: [
          "import * as React from 'react';",
          "import { pathKey } from '../Cache';",
          "import StyleContext from '../StyleContext';",
          // The app's theme, with and without motion, whose variables the page holds, and every component's under it.
          `const THEMES = new Set(${JSON.stringify(built().tokens)});`,
          // The theme's token as the build worked it out (antd's palettes, its aliases, a CSS variable for each), read
          // from the page the first time a component asks (antd's cache then keeps it), parsed afresh for each theme and
          // its changes written over it: copying objects of some 540 values cost the throttled tablet 9–25 ms, parsing
          // them 1–3 ms. What the page does not hold is worked out as before.
          'function prebuiltToken(keyPath) {',
          `  const [[withVariables, values, hashCls], themes] = JSON.parse(globalThis.document?.getElementById('${TOKEN_ELEMENT}')?.textContent || '[[],[]]');`,
          "  const asked = themes.find(([key]) => key === [keyPath[0], ...keyPath.slice(2)].join('%'));",
          `  return asked && [Object.assign(withVariables, asked[1]), hashCls, Object.assign(values, asked[2]), '', '${THEME_KEY}'];`,
          '}',
          'export default function useGlobalCache(prefix, keyPath, cacheFn, onCacheRemove, onCacheEffect) {',
          // A component's variables (keyPath: component, theme's name, scope, token key) the page holds already: nothing
          // to work out, since antd never reads what they come to.
          `  if (prefix === 'cssVar' && keyPath[1] === '${THEME_KEY}' && THEMES.has(keyPath[3])) return undefined;`,
          '  const { cache } = React.useContext(StyleContext);',
          '  const path = pathKey([prefix, ...keyPath]);',
          '  let entity = cache.opGet(path);',
          '  if (!entity) {',
          // Worked out once, the first time it is asked for, and kept; a theme's token is read by every component.
          "    const content = (prefix === 'token' && prebuiltToken(keyPath)) || cacheFn();",
          '    cache.opUpdate(path, () => [1, content]);',
          "    if (!(prefix === 'token' && THEMES.has(content[2]._tokenKey))) onCacheEffect?.(content);",
          '    entity = cache.opGet(path);',
          '  }',
          '  return entity[1];',
          '}',
          '',
        ].join('\n'),
        map: null,
      };
    },
    buildEnd(error) {
      if (!error && !rewritten) this.error("antd's style cache (useGlobalCache) was never built: the theme's variables would be written twice");
    },
    generateBundle(_options, bundle) {
      const drawn = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(chunk.modules)) if (module.renderedLength > 0) for (const component of styled.get(id) ?? []) drawn.add(component);
      }
      if (drawn.size === 0) this.error("No antd style module was found in the build: antd has changed how it themes its components.");
      const missing = [...drawn].filter((component) => !built().components.has(component) && !built().pruned.has(component));
      if (missing.length) this.error(`The staff app draws antd's ${missing.join(', ')}, whose variables the build did not work out: draw ${missing.length === 1 ? 'it' : 'them'} on the server in antd-theme-at-build.ts (or keep ${missing.length === 1 ? 'its' : 'their'} rules in antd-zero-runtime.ts).`);
    },
  };
}
