// The build's rewrites of antd code the staff app never runs (its style register, its cards' tabs, the field store a
// radio group brings for a name helper, the input variants it does not use): each rewrites the module as it reads
// today, and the build stops when a module reads otherwise or was never built, rather than shipping it unnoticed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { antdUnusedCode, PARTS_LEFT_OFF } from '../antd-zero-runtime.ts';

const require = createRequire(import.meta.url);
const card = require.resolve('antd/es/card/Card.js');

/** The plugin's transform and end of build, run as the bundler runs them, its errors thrown. */
function build(plugin: Plugin) {
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  const call = <T>(hook: unknown, ...args: unknown[]) => (hook as (...a: unknown[]) => T).call(context, ...args);
  return {
    transform: (code: string, id: string) => call<{ code: string } | null>(plugin.transform, code, id),
    end: () => call<void>(plugin.buildEnd),
  };
}

/** An antd module (a path under antd/es) as the build rewrites it. */
function rewritten(file: string): string {
  const module = card.replace('card/Card.js', file);
  return build(antdUnusedCode()).transform(readFileSync(module, 'utf8'), module)!.code;
}

describe("the build's rewrites of antd code the staff app never runs", () => {
  it("leaves antd's Card without its tabs (a card given some says so), and leaves other modules alone", () => {
    const { transform } = build(antdUnusedCode());
    const out = transform(readFileSync(card, 'utf8'), card)!.code;
    expect(out).not.toMatch(/import\b[^;]*['"]\.\.\/tabs/);
    expect(out).toContain("throw new Error(\"A card's tabs (tabList) are left off");
    expect(transform('export const x = 1;', card.replace('card/Card.js', 'button/index.js'))).toBeNull();
  });

  it("gives antd's radio group its name helper without the field store", () => {
    const { transform } = build(antdUnusedCode());
    const group = card.replace('card/Card.js', 'radio/group.js');
    const out = transform(readFileSync(group, 'utf8'), group)!.code;
    expect(out).not.toContain('../form/hooks/useForm');
    expect(out).toContain("import { toArray as formNameParts } from '../form/util';");
    expect(out).toContain('useId(toNamePathStr(formItemName))');
  });

  it("keeps antd's text area and password input and leaves off the variants the app does not use", () => {
    const { transform } = build(antdUnusedCode());
    const input = card.replace('card/Card.js', 'input/index.js');
    const out = transform(readFileSync(input, 'utf8'), input)!.code;
    expect(out).toContain('Input.TextArea = TextArea;');
    expect(out).toContain('Input.Password = Password;');
    expect(out).not.toMatch(/OTP|Search|Group/);
  });

  it("fetches the table's filter menu and virtual rows, a pager's page-size choice, and a text's edit box and copy button, only when drawn", () => {
    const filters = rewritten('table/hooks/useFilter/index.js');
    expect(filters).not.toMatch(/^import FilterDropdown/m);
    expect(filters).toContain("React.lazy(() => import('./FilterDropdown'))");
    // The one helper the hook keeps from the menu's module gives the same keys, nested filters included.
    const helper = filters.match(/^const flattenKeys = .*$/m)![0];
    const flattenKeys = new Function(`${helper}\nreturn flattenKeys;`)() as (filters: unknown) => unknown[];
    expect(flattenKeys([{ value: 'a' }, { value: 'b', children: [{ value: 'c', children: [{ value: 'd' }] }] }])).toEqual(['a', 'b', 'c', 'd']);
    expect(flattenKeys(undefined)).toEqual([]);
    expect(rewritten('table/InternalTable.js')).toContain("React.lazy(() => import('./RcTable/VirtualTable'))");
    // A pager's page-size choice waits for its code in its own place, not the screen's.
    const pager = rewritten('pagination/Pagination.js');
    expect(pager).not.toMatch(/^import Select from/m);
    expect(pager).toContain("React.lazy(() => import('../select'))");
    expect(pager).toContain('React.createElement(React.Suspense, { fallback: null }');
    // A progress bar's ring and steps; the line (the uploader's) stays.
    const progress = rewritten('progress/progress.js');
    expect(progress).toContain("React.lazy(() => import('./Circle'))");
    expect(progress).toContain("React.lazy(() => import('./Steps'))");
    expect(progress).toMatch(/^import Line from '\.\/Line';$/m);
    expect(progress).not.toMatch(/^import (Circle|Steps) /m);
    const text = rewritten('typography/Base/index.js');
    expect(text).toContain("React.lazy(() => import('../Editable'))");
    expect(text).toContain("React.lazy(() => import('./CopyBtn'))");
    expect(text).not.toMatch(/^import (Editable|CopyBtn|Ellipsis) /m);
    // A text that is not measured is drawn as antd's measurer draws it when it does not measure: its parts, not cut.
    const line = text.match(/^const Ellipsis = .*$/m)![0];
    const Ellipsis = new Function('React', 'MeasuredEllipsis', 'toArray', `${line}\nreturn Ellipsis;`)(
      { createElement: (type: unknown, props: unknown) => ({ type, props }) },
      'MeasuredEllipsis',
      (text: unknown) => [text],
    ) as (props: object) => unknown;
    const drawn = (nodes: unknown[], cut: boolean) => ({ nodes, cut });
    expect(Ellipsis({ enableMeasure: false, text: 'Porsche Macan S', children: drawn })).toEqual({ nodes: ['Porsche Macan S'], cut: false });
    expect(Ellipsis({ enableMeasure: true, text: 'x', children: drawn })).toMatchObject({ type: 'MeasuredEllipsis' });
  });

  it("keeps a table's row selection working on flat rows without the tree, and fetches the tree for nested ones", async () => {
    const { transform } = build(antdUnusedCode());
    const module = card.replace('card/Card.js', 'table/hooks/useSelection.js');
    const out = transform(readFileSync(module, 'utf8'), module)!.code;
    expect(out).not.toMatch(/from '@rc-component\/tree'/);
    const helpers = out.match(/^const arrDel = [^\n]*\n^const arrAdd = [^\n]*\n(?:^[^\n]*\n){5}/m)![0];
    const loaded = { conductCheck: (keys: unknown[]) => ({ checkedKeys: keys, halfCheckedKeys: [] }), convertDataToEntities: () => ({ keyEntities: {} }) };
    const made = new Function('loadTree', `${helpers.replace("import('@rc-component/tree')", 'loadTree()')}\nreturn { arrDel, arrAdd, conductCheck, convertDataToEntities };`)(
      () => Promise.resolve(loaded),
    ) as { arrDel: (l: unknown[] | undefined, v: unknown) => unknown[]; arrAdd: (l: unknown[] | undefined, v: unknown) => unknown[]; conductCheck: (keys: unknown[]) => unknown; convertDataToEntities: () => unknown };
    // The two list helpers as the tree library has them: one box checked or cleared, each key once.
    expect(made.arrAdd([1, 2], 3)).toEqual([1, 2, 3]);
    expect(made.arrAdd([1, 2], 2)).toEqual([1, 2]);
    expect(made.arrAdd(undefined, 1)).toEqual([1]);
    expect(made.arrDel([1, 2, 3], 2)).toEqual([1, 3]);
    expect(made.arrDel([1], 5)).toEqual([1]);
    expect(made.arrDel(undefined, 1)).toEqual([]);
    // Nested rows: the first render that needs the tree suspends (throws the fetch), the next one has it.
    let thrown: unknown;
    try {
      made.conductCheck([1]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(made.conductCheck([1])).toEqual({ checkedKeys: [1], halfCheckedKeys: [] });
    expect(made.convertDataToEntities()).toEqual({ keyEntities: {} });
  });

  it('has a drop-down and a date field ask for their several-choices-as-tags parts only when they draw them', () => {
    const library = (file: string) => card.replace(/antd\/es\/card\/Card\.js$/, `@rc-component/${file}`);
    const { transform } = build(antdUnusedCode());
    for (const [module, part] of [
      ['select/es/SelectInput/Content/index.js', 'MultipleContent'],
      ['picker/es/PickerInput/Selector/SingleSelector/index.js', 'MultipleDates'],
    ] as const) {
      const out = transform(readFileSync(library(module), 'utf8'), library(module))!.code;
      expect(out).not.toContain(`import ${part} from "./${part}";`);
      expect(out).toContain(`const ${part} = /*#__PURE__*/ React.lazy(() => import('./${part}'));`);
      // Still drawn where a several-choices field asks for it.
      expect(out).toContain(`createElement(${part}`);
    }
  });

  it("leaves off the parts antd's Tag, Card and Dropdown carry that no screen uses, and keeps the rest of each", () => {
    const tag = rewritten('tag/index.js');
    expect(tag).not.toMatch(/CheckableTag/);
    expect(tag).toMatch(/^export default Tag;$/m);
    const cards = rewritten('card/index.js');
    expect(cards).not.toMatch(/CardMeta|Card\.Meta/);
    expect(cards).toContain('Card.Grid = CardGrid;');
    const dropdown = rewritten('dropdown/index.js');
    expect(dropdown).not.toMatch(/DropdownButton|Dropdown\.Button/);
    expect(dropdown).toMatch(/^export default Dropdown;$/m);
  });

  it('has no code of the staff app use a part the build leaves off', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
      );
    const users = files(path.resolve(import.meta.dirname, '../src')).filter((file) => PARTS_LEFT_OFF.test(readFileSync(file, 'utf8')));
    expect(users).toEqual([]);
    expect(PARTS_LEFT_OFF.test('<Tag.CheckableTag checked />')).toBe(true);
    expect(PARTS_LEFT_OFF.test('<Dropdown.Button />')).toBe(true);
    expect(PARTS_LEFT_OFF.test('<Card tabList={[]} />')).toBe(true);
    expect(PARTS_LEFT_OFF.test('<Tag color="green" />')).toBe(false);
  });

  it("gives antd's fallback texts as the British English the app uses, and the icons no style writer", () => {
    const { transform } = build(antdUnusedCode());
    const locale = card.replace('card/Card.js', 'locale/en_US.js');
    expect(transform(readFileSync(locale, 'utf8'), locale)!.code).toBe("export { default } from './en_GB';\n");
    const icons = card.replace(/antd\/es\/card\/Card\.js$/, '@ant-design/icons/es/renderUtils.js');
    const out = transform(readFileSync(icons, 'utf8'), icons)!.code;
    expect(out).toContain('export const useInsertStyles = () => {};');
    expect(out).not.toContain('updateCSS(mergedStyleStr');
    // The rest of the module (the icons' drawing) is left as it was.
    expect(out).toContain('export function generate(');
    // The pager library's unused Chinese fallback gives way to the English antd's pager carries anyway.
    const pager = card.replace(/antd\/es\/card\/Card\.js$/, '@rc-component/pagination/es/Pagination.js');
    const pagerOut = transform(readFileSync(pager, 'utf8'), pager)!.code;
    expect(pagerOut).toMatch(/^import zhCN from "\.\/locale\/en_US";$/m);
    expect(pagerOut).not.toContain('zh_CN');
  });

  it("fetches the boxes of a table's row selection and its menu only for a table that draws them, each waiting in its own place", () => {
    const out = rewritten('table/hooks/useSelection.js');
    expect(out).not.toMatch(/^import (Checkbox|Dropdown|Radio) from/m);
    const lines = out.match(/^const LazyCheckbox = (?:[^\n]*\n){5}[^\n]*$/m)![0];
    const lazyCalls: string[] = [];
    const React = {
      lazy: (load: () => unknown) => (lazyCalls.push(String(load)), `Lazy ${lazyCalls.length}`),
      Suspense: 'Suspense',
      createElement: (type: unknown, props: unknown, child?: unknown) => ({ type, props, child }),
    };
    const made = new Function('React', `${lines}\nreturn { Checkbox, Dropdown, Radio };`)(React) as Record<'Checkbox' | 'Dropdown' | 'Radio', (props: object) => unknown>;
    expect(lazyCalls).toEqual([expect.stringContaining("import('../../checkbox')"), expect.stringContaining("import('../../dropdown')"), expect.stringContaining("import('../../radio')")]);
    // A box is drawn with what the table gave it, under a Suspense of its own that shows nothing while it comes.
    expect(made.Checkbox({ checked: true, 'aria-label': 'Select BMW 320d' })).toEqual({
      type: 'Suspense',
      props: { fallback: null },
      child: { type: 'Lazy 1', props: { checked: true, 'aria-label': 'Select BMW 320d' }, child: undefined },
    });
    expect(made.Dropdown({ menu: { items: [] }, children: 'trigger' })).toMatchObject({ type: 'Suspense', child: { type: 'Lazy 2', props: { children: 'trigger' } } });
    expect(made.Radio({ checked: false })).toMatchObject({ type: 'Suspense', props: { fallback: null }, child: { type: 'Lazy 3', props: { checked: false } } });
  });

  it.each([
    ["a drop-down's list of options", 'select/es/OptionList.js', 'List', '@rc-component/virtual-list'],
    ["a date range's calendar", 'picker/es/PickerInput/RangePicker.js', 'Popup', './Popup'],
    ["a date's calendar", 'picker/es/PickerInput/SinglePicker.js', 'Popup', './Popup'],
  ])('fetches %s when the tablet is idle, and shows none for a moment rather than failing without it', async (_, file, name, specifier) => {
    const module = card.replace(/antd\/es\/card\/Card\.js$/, `@rc-component/${file}`);
    const out = build(antdUnusedCode()).transform(readFileSync(module, 'utf8'), module)!.code;
    expect(out).not.toMatch(new RegExp(`^import ${name} from`, 'm'));
    const block = out.match(new RegExp(`^let ${name}Part;\\n(?:^[^\\n]*\\n)*?^if \\(typeof requestIdleCallback[^\\n]*$`, 'm'))![0];
    const answers: (() => Promise<unknown>)[] = [() => Promise.reject(new Error('offline')), () => Promise.resolve({ default: 'ThePart' })];
    const asked: string[] = [];
    const idle: unknown[] = [];
    const React = {
      useState: () => [false, () => asked.push('drawn again')],
      useEffect: (effect: () => void) => effect(),
      createElement: (type: unknown, props: unknown) => ({ type, props }),
    };
    const made = new Function('React', 'loadPart', 'requestIdleCallback', `${block.replace(`import('${specifier}')`, 'loadPart()')}\nreturn ${name};`)(
      React,
      () => (asked.push('fetched'), answers.shift()!()),
      (callback: () => void, options: unknown) => idle.push(options),
    ) as (props: object) => unknown;
    // Asked for when the tablet is idle (here not yet run), or when it is first drawn (the drop-down or the calendar opens).
    expect(idle).toEqual([{ timeout: 5000 }]);
    // A part that cannot be fetched shows nothing, and is asked for again the next time it is drawn.
    expect(made({ open: true })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(made({ open: true })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual(['fetched', 'fetched', 'drawn again']);
    // Once it has come, it is drawn with what its owner gave it.
    expect(made({ open: true })).toEqual({ type: 'ThePart', props: { open: true } });
  });

  it("fetches a table's fixed header and sticky scroll bar only for a table that has them", () => {
    const { transform } = build(antdUnusedCode());
    const table = require.resolve('@rc-component/table/es/Table.js');
    const out = transform(readFileSync(table, 'utf8'), table)!.code;
    expect(out).toContain("const FixedHolder = /*#__PURE__*/ React.lazy(() => import('./FixedHolder'));");
    expect(out).toContain("const StickyScrollBar = /*#__PURE__*/ React.lazy(() => import('./stickyScrollBar'));");
    // What stood between the two imports is still there.
    expect(out).toMatch(/^import Header from "\.\/Header\/Header";$/m);
    expect(out).not.toMatch(/^import (FixedHolder|StickyScrollBar) /m);
  });

  it('stops the build on a module that no longer reads as expected', () => {
    const { transform } = build(antdUnusedCode());
    expect(() => transform("import * as React from 'react';\nimport Tabs from '../tabs/index';", card)).toThrow(/no longer reads as this build expects/);
    // A module without what the rewrite relies on (here the React it lazily loads with).
    const textBase = card.replace('card/Card.js', 'typography/Base/index.js');
    expect(() => transform("import Editable from '../Editable';", textBase)).toThrow(/no longer reads as this build expects/);
  });

  it('stops the build when a module it rewrites was never built', () => {
    const { transform, end } = build(antdUnusedCode());
    transform(readFileSync(card, 'utf8'), card);
    expect(() => end()).toThrow(/Never built, so not rewritten: .*genStyleUtils/);
  });
});
