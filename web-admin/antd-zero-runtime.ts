// antd without its style generators. In zero-runtime mode (ThemeProvider) antd never calls the functions that write a
// component's CSS, since its stylesheet is a static file; but every component's `style/` module still ships them to
// the tablet. This build step replaces that one argument, the style function handed to antd's style-hook factories,
// with one that returns no styles, so the bundler drops the generators and everything only they use. The component
// tokens (the third argument, which become CSS variables of the theme) are kept. A file that stops matching leaves the
// build failing rather than shipping a half-styled app.
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

const STYLE_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/].*[\\/]style[\\/][^\\/]+\.js$|[\\/]node_modules[\\/]antd[\\/]es[\\/]_util[\\/]wave[\\/]style\.js$/;
const FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
const NO_STYLES = '() => []';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Every node below `node`, depth first. */
function* walk(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  const candidate = node as Node;
  if (typeof candidate.type === 'string') yield candidate;
  for (const [key, value] of Object.entries(candidate)) {
    if (key !== 'type' && key !== 'start' && key !== 'end' && value && typeof value === 'object') yield* walk(value);
  }
}

export function antdZeroRuntime(): Plugin {
  let replaced = 0;
  return {
    name: 'forecourt:antd-zero-runtime',
    apply: 'build',
    transform(code, id) {
      if (!STYLE_MODULE.test(id)) return null;
      const ast = this.parse(code);
      const cuts: { start: number; end: number }[] = [];
      for (const node of walk(ast)) {
        if (node.type !== 'CallExpression') continue;
        const callee = node.callee as Node & { name?: string };
        if (callee.type !== 'Identifier' || !FACTORIES.has(callee.name ?? '')) continue;
        const styleFn = (node.arguments as Node[])[1];
        if (!styleFn) throw new Error(`${id}: ${callee.name} has no style function to drop`);
        cuts.push({ start: styleFn.start, end: styleFn.end });
      }
      if (cuts.length === 0) return null;
      replaced += cuts.length;
      let out = code;
      for (const cut of cuts.sort((a, b) => b.start - a.start)) out = out.slice(0, cut.start) + NO_STYLES + out.slice(cut.end);
      return { code: out, map: null };
    },
    buildEnd(error) {
      if (!error && replaced === 0) this.error('No antd style generator was found to drop: antd has changed how it builds its styles.');
    },
  };
}

// antd's static stylesheet carries every component. Those the staff app never shows are left out, so the tablet parses
// a third less CSS on every start (a stylesheet holds the app's scripts back until it is parsed). A rule goes only
// when every one of its selectors names one of these components or a right-to-left layout, or when it is a block of
// antd's own variables (below); the rest, with the cascade layer, stays as antd wrote it.
const UNUSED_COMPONENTS = [
  'anchor', 'badge', 'ribbon', 'breadcrumb', 'carousel', 'cascader', 'collapse', 'color-picker', 'float-btn', 'image', 'masonry',
  'mentions', 'menu-dark', 'picker-calendar', 'qrcode', 'rate', 'slider', 'splitter', 'tour', 'transfer', 'tree', 'tree-select',
  'upload', 'watermark',
  // Nor these, which no screen draws (a popover, a pop-up confirmation, a divider, antd's messages, its number input, a
  // search box or code boxes fused to an input, an element pinned in place, a back-to-top button).
  'affix', 'back-top', 'divider', 'input-number', 'input-search', 'message', 'otp', 'popconfirm', 'popover',
  // Not 'steps': a vehicle's History is a Timeline, which antd 6 draws with the Steps component and its rules.
];
const UNUSED_CLASS = new RegExp(`\\.ant-(?:${UNUSED_COMPONENTS.join('|')})(?![a-z])`);
/** Whether a selector names a component the staff app never shows, whose rules its stylesheet leaves out. */
export const namesUnusedComponent = (selector: string): boolean => UNUSED_CLASS.test(selector);
const ANTD_CSS_ENTRY = /[\\/]src[\\/]app[\\/]antd\.css$/;

/** The top-level rules of a stylesheet, each whole (an at-rule with its block). */
function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return rules;
}

/**
 * A block of antd's own CSS variables, as its build wrote them under the key of its own theme (`.css-var-_R_0_.ant-btn
 * { --ant-btn-…: … }`). The app's theme writes every variable it uses under its own key when it starts (the
 * ConfigProvider's cssVar); antd's blocks either name another key and match nothing, or would be overridden by the
 * theme's, which stand outside the antd layer. About 70 KB of the sheet.
 */
const VARIABLES_ONLY = /^\{(?:\s*--[\w-]+\s*:[^;{}]*;?)*\s*\}$/;
const isAntdVariables = (selectors: string, body: string) =>
  selectors.split(',').every((selector) => /^\.css-var-[\w-]+(?:\.ant-[\w-]+)?$/.test(selector.trim())) && VARIABLES_ONLY.test(body);

/** Right-to-left layout only: the staff app is in English, laid out left to right. */
const RIGHT_TO_LEFT = /\.ant-[\w-]*-rtl(?![\w-])|\[dir=["']?rtl/;

// antd's grid writes a class for every span, offset, push, pull and order of 24 columns at every one of seven
// breakpoints (about 1,000 rules, 56 KB of the sheet); the staff app lays its cards out with a handful. Its code is read
// for the classes its <Col>s can carry, and the rules of every other grid class go. A <Col> whose spans are not written
// as plain numbers cannot be read, and stops the build rather than ship a sheet without its classes.
const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'];
const GRID_PLACEMENTS = ['span', 'offset', 'push', 'pull', 'order'];
const GRID_CLASS = new RegExp(`\\.(ant-col-(?:(?:${BREAKPOINTS.join('|')})-)?(?:(?:offset|push|pull|order)-)?\\d+)(?![\\w-])`, 'g');

/** The grid classes the <Col>s of the app's code (its files' texts) can carry; `file` names a source in an error. */
export function gridClassesOf(sources: Record<string, string>): Set<string> {
  const classes = new Set<string>();
  for (const [file, text] of Object.entries(sources)) {
    // Columns antd draws from settings (a form's label and field columns, a list's grid) are not read here.
    const unread = /\b(labelCol|wrapperCol|grid)=\{/.exec(text);
    if (unread) throw new Error(`${file}: ${unread[1]} gives antd grid columns the build does not read; lay them out with <Col>s, or teach gridClassesOf`);
    for (const [col, props] of text.matchAll(/<Col\b([^>]*)>/g)) {
      // A setting holding a '>' ends the match early, its braces left open: refused rather than read in half.
      if (props!.includes('{...') || props!.split('{').length !== props!.split('}').length) throw new Error(`${file}: ${col} spreads its settings or has a setting the build cannot read whole; write its columns as plain numbers`);
      for (const [, name, value] of props!.matchAll(/([A-Za-z]+)=\{([^}]*)\}/g)) {
        const placement = GRID_PLACEMENTS.includes(name!) ? name! : BREAKPOINTS.includes(name!) ? 'span' : null;
        if (!placement) continue;
        if (!/^\d+$/.test(value!.trim())) throw new Error(`${file}: ${col} sets ${name} to something the build cannot read; write its columns as a plain number`);
        const at = BREAKPOINTS.includes(name!) ? `${name}-` : '';
        classes.add(`ant-col-${at}${placement === 'span' ? '' : `${placement}-`}${value!.trim()}`);
      }
    }
  }
  return classes;
}

/** The staff app's own code (web-admin/src), file by file: what the build reads the app's use of antd from. */
export function appSources(root = path.join(import.meta.dirname, 'src')): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /\.tsx?$/.test(entry.name)) sources[path.join(entry.parentPath, entry.name)] = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
  }
  return sources;
}

/** antd's sheet with what the staff app never draws left out; `grid`, the grid classes it may draw (gridClassesOf), or all. */
export function prunedAntdCss(css: string, grid?: ReadonlySet<string>): string {
  const unusedGrid = (selector: string) => !!grid && [...selector.matchAll(GRID_CLASS)].some(([, name]) => !grid.has(name!));
  const unused = (selector: string) => UNUSED_CLASS.test(selector) || RIGHT_TO_LEFT.test(selector) || unusedGrid(selector);
  return topLevelRules(css)
    .map((rule) => {
      const open = rule.indexOf('{');
      const selectors = rule.slice(0, open).trim();
      // A media query's rules are pruned as the sheet's are; one left with none goes too.
      if (selectors.startsWith('@media')) {
        const inner = prunedAntdCss(rule.slice(open + 1, -1), grid);
        return inner ? `${rule.slice(0, open)}{${inner}}` : '';
      }
      if (selectors.startsWith('@')) return rule;
      if (isAntdVariables(selectors, rule.slice(open))) return '';
      return selectors.split(',').every(unused) ? '' : rule;
    })
    .join('');
}

/**
 * Replaces the app's `@import` of antd's stylesheet with the pruned sheet, in the same cascade layer. The grid classes
 * are pruned as the app is built; the development server keeps them all, so an edit to a screen never has it work the
 * sheet out again.
 */
export function antdStaticCss(): Plugin {
  let building = false;
  return {
    name: 'forecourt:antd-static-css',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    async transform(code, id) {
      if (!ANTD_CSS_ENTRY.test(id)) return null;
      const source = (await this.resolve('antd/dist/antd.css', id))?.id;
      if (!source) this.error('antd/dist/antd.css was not found');
      this.addWatchFile(source);
      let grid: Set<string> | undefined;
      try {
        grid = building ? gridClassesOf(appSources()) : undefined;
      } catch (error) {
        this.error((error as Error).message);
      }
      const pruned = prunedAntdCss(await readFile(source, 'utf8'), grid);
      const importLine = /@import 'antd\/dist\/antd\.css' layer\(antd\);/;
      if (!importLine.test(code)) this.error(`${id} no longer imports antd's stylesheet as this plugin expects`);
      return { code: code.replace(importLine, () => `@layer antd {${pruned}}`), map: null };
    },
  };
}

/** A change to a library module's code as it is built, with what the module must still read for the change to hold. */
interface SourceRewrite {
  module: RegExp;
  /** What is replaced; a module that no longer holds it fails the build. */
  code: RegExp;
  /** What it becomes; `$1`… stand for what the groups of `code` matched. */
  replacement: string;
  /** What else the replacement relies on in the module. */
  needs?: RegExp;
}

/**
 * The callers of the functions that write generated CSS into the page (`useStyleRegister`, with the CSS serializer
 * it needs, about 4.5 KB gzip on every screen, and the icons' own): a component's style hook and the icons' hook, which
 * in zero-runtime mode return before they get there, and the icons' reset, whose rules the static stylesheet already
 * holds (no style of it is ever added to the page). All are given one that writes nothing.
 */
const STYLE_REGISTERS: SourceRewrite[] = [
  {
    module: /[\\/]node_modules[\\/]@ant-design[\\/]cssinjs-utils[\\/]es[\\/]util[\\/]genStyleUtils\.js$/,
    code: /import \{ token2CSSVar, useCSSVarRegister, useStyleRegister \} from '@ant-design\/cssinjs';/,
    replacement: "import { token2CSSVar, useCSSVarRegister } from '@ant-design/cssinjs';\nconst useStyleRegister = () => {};",
  },
  {
    // The icons' own hook, which in zero-runtime mode (the app's theme) returns before writing the icons' rules.
    module: /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]renderUtils\.js$/,
    code: /^export const useInsertStyles = eleRef => \{\n[^]*?\n\};$/m,
    replacement: 'export const useInsertStyles = () => {};',
  },
  {
    module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]theme[\\/]util[\\/]useResetIconStyle\.js$/,
    code: /^[^]*$/,
    replacement: 'const useResetIconStyle = () => {};\nexport default useResetIconStyle;\n',
  },
];

/**
 * antd's Card draws a strip of tabs when given `tabList`, and so imports antd's Tabs with the tab library under it
 * (about 7 KB gzip) wherever a card is shown: the login page, the dashboard, every list. No card of the staff app has
 * tabs, and no screen draws antd's Tabs (a vehicle's Details / History are drawn with antd's classes alone:
 * components/TabStrip.tsx), so the card's tabs are left off: antd's Tabs are not in the build at all. A card given
 * `tabList` would fail to draw, saying so (and a test reads the app's code for one: PARTS_LEFT_OFF).
 */
const CARD_TABS: SourceRewrite = {
  module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/,
  code: /import Tabs from '\.\.\/tabs';/,
  replacement: "const Tabs = () => { throw new Error(\"A card's tabs (tabList) are left off the staff app's build: see antd-zero-runtime.ts.\"); };",
};

/**
 * antd's radio group names its radios after the form item's name with a one-line helper it imports from antd's form
 * hook, which imports the whole field store (its `useForm`, name maps and value utilities) and the scroll-into-view
 * library: about 6 KB gzip that went, with the login page's form, into the libraries every screen loads. The group gets
 * the helper written out instead (the same join of the name's parts), so the store goes only with a form.
 */
const RADIO_NAME_PATH: SourceRewrite = {
  module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]radio[\\/]group\.js$/,
  code: /import \{ toNamePathStr \} from '\.\.\/form\/hooks\/useForm';/,
  replacement: "import { toArray as formNameParts } from '../form/util';\nconst toNamePathStr = (name) => formNameParts(name).join('_');",
};

/**
 * antd's Avatar carries its group (Avatar.Group, which shows the rest of a crowd in a popover) as a property, so the
 * header's one avatar brought antd's Popover to every screen. No screen shows a group of avatars.
 */
const AVATAR_GROUP: SourceRewrite = {
  module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]avatar[\\/]index\.js$/,
  code: /^import InternalAvatar from '\.\/Avatar';\nimport AvatarGroup from '\.\/AvatarGroup';\nconst Avatar = InternalAvatar;\nAvatar\.Group = AvatarGroup;$/m,
  replacement: "import InternalAvatar from './Avatar';\nconst Avatar = InternalAvatar;",
};

/**
 * Likewise the parts antd's Tag, Card and Dropdown carry as properties, which every screen loaded with them: the
 * checkable tags and their group (Tag.CheckableTag, Tag.CheckableTagGroup), a card's meta block (Card.Meta) and the
 * split button (Dropdown.Button, which antd itself has deprecated). No screen uses them (a test reads the app's code
 * for them).
 */
const UNUSED_PARTS: SourceRewrite[] = [
  {
    module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]tag[\\/]index\.js$/,
    code: /^import CheckableTag from '\.\/CheckableTag';\nimport CheckableTagGroup from '\.\/CheckableTagGroup';\n([^]*)^Tag\.CheckableTag = CheckableTag;\nTag\.CheckableTagGroup = CheckableTagGroup;$/m,
    replacement: '$1',
  },
  {
    module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]card[\\/]index\.js$/,
    code: /^import CardMeta from '\.\/CardMeta';\n([^]*)^Card\.Meta = CardMeta;$/m,
    replacement: '$1',
  },
  {
    module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]dropdown[\\/]index\.js$/,
    code: /^import DropdownButton from '\.\/dropdown-button';\n([^]*)^Dropdown\.Button = DropdownButton;$/m,
    replacement: '$1',
  },
];

/**
 * antd falls back to its American English texts (antd/es/locale/en_US) wherever no locale is given, and so every
 * screen loaded them beside the British English the app gives its ConfigProvider (en-NZ writes as en-GB does): the
 * fallback is the British one too, so the texts come once.
 */
const ONE_LOCALE: SourceRewrite = {
  module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]locale[\\/]en_US\.js$/,
  code: /^[^]*$/,
  replacement: "export { default } from './en_GB';\n",
};

/** The pager library's own fallback texts are Chinese, never shown (antd's pager always passes its own): English, which antd's pager carries already. */
const PAGER_FALLBACK_LOCALE: SourceRewrite = {
  module: /[\\/]node_modules[\\/]@rc-component[\\/]pagination[\\/]es[\\/]Pagination\.js$/,
  code: /^import zhCN from "\.\/locale\/zh_CN";$/m,
  replacement: 'import zhCN from "./locale/en_US";',
};

/** What of antd's components the app must not use: the build leaves it off (AVATAR_GROUP, UNUSED_PARTS, INPUT_VARIANTS,
 * CARD_TABS). */
export const PARTS_LEFT_OFF = /\b(?:Avatar\.Group|Tag\.CheckableTag(?:Group)?|Card\.Meta|Dropdown\.Button|Input\.(?:Search|OTP|Group)|tabList)\b/;

/**
 * antd's Input carries its variants as properties (Input.Search, Input.OTP, Input.Group, Input.TextArea,
 * Input.Password), so every screen with an input, the login page first, loaded all five. The staff app uses the text
 * area and the password; the search variant (a button fused to the box), the one-time-code boxes and the group are
 * left off.
 */
const INPUT_VARIANTS: SourceRewrite = {
  module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]input[\\/]index\.js$/,
  code: /^import Group from '\.\/Group';\nimport InternalInput from '\.\/Input';\nimport OTP from '\.\/OTP';\nimport Password from '\.\/Password';\nimport Search from '\.\/Search';\nimport TextArea from '\.\/TextArea';\nconst Input = InternalInput;\nInput\.Group = Group;\nInput\.Search = Search;\nInput\.TextArea = TextArea;\nInput\.Password = Password;\nInput\.OTP = OTP;$/m,
  replacement: "import InternalInput from './Input';\nimport Password from './Password';\nimport TextArea from './TextArea';\nconst Input = InternalInput;\nInput.TextArea = TextArea;\nInput.Password = Password;",
};

/**
 * A module's import of `name` from `specifier` made into a part fetched when first drawn, or before that once the
 * tablet is idle: drawn as nothing until it comes (no Suspense, so nothing around it waits), and asked for again the
 * next time it is drawn if it could not come.
 */
const fetchedWhenIdle = (name: string, specifier: string) =>
  [
    `let ${name}Part;`,
    `let ${name}Coming;`,
    `const fetch${name} = () => (${name}Coming ??= import('${specifier}').then((part) => { ${name}Part = part.default; }, (error) => { ${name}Coming = undefined; throw error; }));`,
    `const ${name} = (props) => {`,
    '  const [, arrived] = React.useState(false);',
    `  React.useEffect(() => { if (!${name}Part) fetch${name}().then(() => arrived(true), () => {}); }, []);`,
    `  return ${name}Part ? /*#__PURE__*/ React.createElement(${name}Part, props) : null;`,
    '};',
    `if (typeof requestIdleCallback === 'function') requestIdleCallback(() => fetch${name}().catch(() => {}), { timeout: 5000 });`,
  ].join('\n');

/**
 * The parts of antd's table, progress bar and typography that draw what no screen of the staff app asks for, fetched
 * only if one ever does: a column's filter menu (`filters`), with the tree it offers for
 * nested filters, the virtual table (`virtual`), a fixed header and the selection of nested rows; a progress ring or
 * steps; a text's edit box (`editable`), copy button (`copyable`) and the measuring of a text cut to some rows. About 12 KB gzip on
 * every list, 2 KB on every screen. A table given filters, say, would wait a moment for them under the screen's loading
 * state. The filter hook keeps its one helper from the filter menu's module, written out.
 */
const ON_REQUEST: SourceRewrite[] = [
  {
    module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
    code: /^import FilterDropdown, \{ flattenKeys \} from '\.\/FilterDropdown';$/m,
    replacement:
      "const FilterDropdown = /*#__PURE__*/ React.lazy(() => import('./FilterDropdown'));\nconst flattenKeys = (filters) => (filters || []).flatMap(({ value, children }) => [value, ...(children ? flattenKeys(children) : [])]);",
    needs: /^import \* as React from 'react';$/m,
  },
  {
    module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]InternalTable\.js$/,
    code: /^import RcVirtualTable from '\.\/RcTable\/VirtualTable';$/m,
    replacement: "const RcVirtualTable = /*#__PURE__*/ React.lazy(() => import('./RcTable/VirtualTable'));",
    needs: /^import \* as React from 'react';$/m,
  },
  {
    // A pager draws its page-size choice only when asked to (`showSizeChanger`, or past 50 rows by default), and then
    // in a place of its own that waits for it, not the screen; a screen whose pager always draws it gives it antd's
    // Select as `selectComponentClass` (Login History), so it draws with the screen.
    module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]pagination[\\/]Pagination\.js$/,
    code: /^import Select from '\.\.\/select';$/m,
    replacement:
      "const LazySelect = /*#__PURE__*/ React.lazy(() => import('../select'));\nconst Select = (props) => /*#__PURE__*/ React.createElement(React.Suspense, { fallback: null }, /*#__PURE__*/ React.createElement(LazySelect, props));",
    needs: /^import \* as React from 'react';$/m,
  },
  {
    // A table whose header stays in view as its rows scroll (`scroll.y`, `sticky`), with its sticky scroll bar: the
    // staff app's tables scroll with the page.
    module: /[\\/]node_modules[\\/]@rc-component[\\/]table[\\/]es[\\/]Table\.js$/,
    code: /^import FixedHolder from "\.\/FixedHolder";\n([^]*)^import StickyScrollBar from "\.\/stickyScrollBar";$/m,
    replacement:
      "const FixedHolder = /*#__PURE__*/ React.lazy(() => import('./FixedHolder'));\n$1const StickyScrollBar = /*#__PURE__*/ React.lazy(() => import('./stickyScrollBar'));",
    needs: /^import \* as React from 'react';$/m,
  },
  {
    // The scroll bar's width, which only a header that stays in view as the rows scroll (`scroll.y`, `sticky`) makes room
    // for: every table measured it as it was first drawn (its styles read, an element and a style rule put into the page
    // and taken out again, so the whole page laid out while the table drew) and, the width being 15 px, drew itself
    // again. The staff app's tables scroll with the page; a table that keeps its header in view still measures.
    module: /[\\/]node_modules[\\/]@rc-component[\\/]table[\\/]es[\\/]Table\.js$/,
    code: /^ {2}useLayoutEffect\(\(\) => \{\n {4}if \(!tailor \|\| !useInternalHooks\) \{\n {6}if \(scrollBodyRef\.current instanceof Element\) \{$/m,
    replacement: '  useLayoutEffect(() => {\n    if ((fixHeader || isSticky) && (!tailor || !useInternalHooks)) {\n      if (scrollBodyRef.current instanceof Element) {',
    needs: /^ {2}const fixHeader = scroll && validateValue\(scroll\.y\);$[^]*\bisSticky\b/m,
  },
  {
    // A progress bar's ring and its steps (`type: 'circle'`, `steps`): the uploader draws the line alone.
    module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]progress[\\/]progress\.js$/,
    code: /^import Circle from '\.\/Circle';\nimport Line from '\.\/Line';\nimport Steps from '\.\/Steps';$/m,
    replacement:
      "const Circle = /*#__PURE__*/ React.lazy(() => import('./Circle'));\nimport Line from './Line';\nconst Steps = /*#__PURE__*/ React.lazy(() => import('./Steps'));",
    needs: /^import \* as React from 'react';$/m,
  },
  {
    // A table's row selection that checks a parent row with its children (`checkStrictly: false`, for nested rows),
    // which works out the tree of rows and what checking one does to the rest: the staff app's rows are flat and
    // checked one by one. The two list helpers it uses either way are written out; the tree's own code is fetched
    // when a table asks for it, the table waiting for it under the screen's loading state (a render that needs it
    // suspends until it is in, before any click can need it).
    module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    code: /^import \{ arrAdd, arrDel, conductCheck, convertDataToEntities \} from '@rc-component\/tree';$/m,
    replacement: [
      'const arrDel = (list, value) => { if (!list) return []; const clone = list.slice(); const index = clone.indexOf(value); if (index >= 0) clone.splice(index, 1); return clone; };',
      'const arrAdd = (list, value) => { const clone = (list || []).slice(); if (clone.indexOf(value) === -1) clone.push(value); return clone; };',
      'let treeParts;',
      'let treeComing;',
      "const tree = () => { if (treeParts) return treeParts; throw (treeComing ??= import('@rc-component/tree').then((parts) => { treeParts = parts; })); };",
      'const conductCheck = (...args) => tree().conductCheck(...args);',
      'const convertDataToEntities = (...args) => tree().convertDataToEntities(...args);',
    ].join('\n'),
  },
  {
    // The boxes and round buttons of a table's row selection, and the menu of its `selections`: a table that selects
    // rows draws them; Manage Users and Login History, whose tables select nothing, no longer load antd's checkbox and
    // radio for them, nor any table antd's Dropdown and its menu. Each waits for its code in its own place (a frame at
    // most, where the screen has loaded it already), not the screen's.
    module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    code: /^import Checkbox from '\.\.\/\.\.\/checkbox';\nimport Dropdown from '\.\.\/\.\.\/dropdown';\nimport Radio from '\.\.\/\.\.\/radio';$/m,
    replacement: (['Checkbox', 'Dropdown', 'Radio'] as const)
      .map((part) => [
        `const Lazy${part} = /*#__PURE__*/ React.lazy(() => import('../../${part.toLowerCase()}'));`,
        `const ${part} = (props) => /*#__PURE__*/ React.createElement(React.Suspense, { fallback: null }, /*#__PURE__*/ React.createElement(Lazy${part}, props));`,
      ])
      .flat()
      .join('\n'),
    needs: /^import \* as React from 'react';$/m,
  },
  {
    // The scrolling list of a drop-down's options (the virtual list, with its own scroll bar, about 9 KB gzip), which
    // only an open drop-down draws: fetched once the tablet is idle after a screen with a drop-down has loaded, or when
    // one opens first. An open drop-down whose list has not come yet shows no options for that moment (the keyboard
    // still moves through them, and reads them out); one whose list cannot be fetched shows none, rather than taking the
    // form down with what was typed on it, and asks again the next time it opens.
    module: /[\\/]node_modules[\\/]@rc-component[\\/]select[\\/]es[\\/]OptionList\.js$/,
    code: /^import List from '@rc-component\/virtual-list';$/m,
    replacement: fetchedWhenIdle('List', '@rc-component/virtual-list'),
    needs: /^import \* as React from 'react';$/m,
  },
  // Likewise a date field's calendar (its panels of days, months, years and times, about 8 KB gzip), which only an
  // open date field draws: the activity's date range.
  ...['RangePicker', 'SinglePicker'].map((picker) => ({
    module: new RegExp(`[\\\\/]node_modules[\\\\/]@rc-component[\\\\/]picker[\\\\/]es[\\\\/]PickerInput[\\\\/]${picker}\\.js$`),
    code: /^import Popup from "\.\/Popup";$/m,
    replacement: fetchedWhenIdle('Popup', './Popup'),
    needs: /^import \* as React from 'react';$/m,
  })),
  {
    // A drop-down that holds several choices as tags (`mode: 'multiple'` or `'tags'`), with the overflow library that
    // fits its tags to the box: every select of the staff app holds one choice. About 3 KB gzip on every signed-in screen,
    // since the libraries three screens share travel together.
    module: /[\\/]node_modules[\\/]@rc-component[\\/]select[\\/]es[\\/]SelectInput[\\/]Content[\\/]index\.js$/,
    code: /^import MultipleContent from "\.\/MultipleContent";$/m,
    replacement: "const MultipleContent = /*#__PURE__*/ React.lazy(() => import('./MultipleContent'));",
    needs: /^import \* as React from 'react';$/m,
  },
  {
    // Likewise a date field that holds several dates as tags (`multiple`): the activity's dates are a range.
    module: /[\\/]node_modules[\\/]@rc-component[\\/]picker[\\/]es[\\/]PickerInput[\\/]Selector[\\/]SingleSelector[\\/]index\.js$/,
    code: /^import MultipleDates from "\.\/MultipleDates";$/m,
    replacement: "const MultipleDates = /*#__PURE__*/ React.lazy(() => import('./MultipleDates'));",
    needs: /^import \* as React from 'react';$/m,
  },
  {
    module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/,
    code: /^import Editable from '\.\.\/Editable';$/m,
    replacement: "const Editable = /*#__PURE__*/ React.lazy(() => import('../Editable'));",
    needs: /^import \* as React from 'react';$/m,
  },
  {
    // A text cut to some rows by measuring it (`ellipsis` with `rows`, `expandable` or a suffix); a text cut to one line
    // is cut by CSS, and every other text is drawn as the measurer draws it when it does not measure.
    module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/,
    code: /^import Ellipsis from '\.\/Ellipsis';$/m,
    replacement:
      "const MeasuredEllipsis = /*#__PURE__*/ React.lazy(() => import('./Ellipsis'));\nconst Ellipsis = (props) => (props.enableMeasure ? /*#__PURE__*/ React.createElement(MeasuredEllipsis, props) : props.children(toArray(props.text), false));",
    needs: /^import \{[^}]*\btoArray\b[^}]*\} from '@rc-component\/util';$/m,
  },
  {
    module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/,
    code: /^import CopyBtn from '\.\/CopyBtn';$/m,
    replacement: "const CopyBtn = /*#__PURE__*/ React.lazy(() => import('./CopyBtn'));",
    needs: /^import \* as React from 'react';$/m,
  },
];

/**
 * The code antd ships that the staff app never runs (its style register, its cards' tabs, the field store a radio
 * group brings for a name helper, the input variants it does not use) or runs only on request (the table's filter
 * menu and virtual rows, a text's edit box and copy button), rewritten as it is built. A module that no longer reads as
 * expected, or that was never built, fails the build: the code might ship again.
 */
export function antdUnusedCode(rewrites: readonly SourceRewrite[] = [...STYLE_REGISTERS, CARD_TABS, RADIO_NAME_PATH, INPUT_VARIANTS, AVATAR_GROUP, ...UNUSED_PARTS, ONE_LOCALE, PAGER_FALLBACK_LOCALE, ...ON_REQUEST]): Plugin {
  const built = new Set<SourceRewrite>();
  return {
    name: 'forecourt:antd-unused-code',
    apply: 'build',
    transform(code, id) {
      const mine = rewrites.filter((candidate) => candidate.module.test(id));
      if (mine.length === 0) return null;
      let out = code;
      for (const rewrite of mine) {
        if (!rewrite.code.test(out) || (rewrite.needs && !rewrite.needs.test(out))) this.error(`${id} no longer reads as this build expects: its unused code would ship`);
        built.add(rewrite);
        // `$1`… in a replacement stands for what the code's groups matched; nothing else in it is read.
        out = out.replace(rewrite.code, (...found: string[]) => rewrite.replacement.replace(/\$(\d)/g, (_, n: string) => found[Number(n)] ?? ''));
      }
      return { code: out, map: null };
    },
    buildEnd(error) {
      const missing = rewrites.filter((rewrite) => !built.has(rewrite));
      if (!error && missing.length > 0) this.error(`Never built, so not rewritten: ${missing.map((rewrite) => rewrite.module).join(', ')}`);
    },
  };
}

/**
 * The libraries under antd (`@rc-component/*`: the table, the tree, the select, the field store…) declare no
 * `sideEffects` in their packages, and their index modules attach parts to their own exports, so the bundler had to
 * run all of a library wherever one part of it was imported: antd's inputs read the form item's context (one small
 * module of the field store), and so every screen loaded the whole store and validator; antd's table reads the table
 * library's index, and so every list loaded its virtual rows and the tree of the filter menu. Their modules touch
 * nothing outside themselves when loaded (no module of them is imported for its effects, none writes a global);
 * marked so, a screen loads only the parts it reads.
 */
const SIDE_EFFECT_FREE = /[\\/]node_modules[\\/]@rc-component[\\/]/;

export function antdLibrariesWithoutSideEffects(): Plugin {
  let marked = 0;
  return {
    name: 'forecourt:antd-libraries-without-side-effects',
    apply: 'build',
    transform(_code, id) {
      if (!SIDE_EFFECT_FREE.test(id)) return null;
      marked++;
      return { moduleSideEffects: false };
    },
    buildEnd(error) {
      if (!error && marked === 0) this.error('No module of the libraries under antd (@rc-component) was built: they have moved.');
    },
  };
}
