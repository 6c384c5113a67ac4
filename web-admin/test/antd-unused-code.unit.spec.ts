// The build's rewrites of antd code the staff app never runs (its style register, its cards' tabs, the field store a
// radio group brings for a name helper, the input variants it does not use): each rewrites the module as it reads
// today, and the build stops when a module reads otherwise or was never built, rather than shipping it unnoticed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { antdUnusedCode } from '../antd-zero-runtime.ts';

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

describe("the build's rewrites of antd code the staff app never runs", () => {
  it("has antd's Card ask for its tabs only when it draws them, and leaves other modules alone", () => {
    const { transform } = build(antdUnusedCode());
    const out = transform(readFileSync(card, 'utf8'), card)!.code;
    expect(out).not.toContain("import Tabs from '../tabs';");
    expect(out).toContain("React.lazy(() => import('../tabs'))");
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
    const { transform } = build(antdUnusedCode());
    const rewritten = (file: string) => {
      const module = card.replace('card/Card.js', file);
      return transform(readFileSync(module, 'utf8'), module)!.code;
    };
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
    const text = rewritten('typography/Base/index.js');
    expect(text).toContain("React.lazy(() => import('../Editable'))");
    expect(text).toContain("React.lazy(() => import('./CopyBtn'))");
    expect(text).not.toMatch(/^import (Editable|CopyBtn) /m);
  });

  it('stops the build on a module that no longer reads as expected', () => {
    const { transform } = build(antdUnusedCode());
    expect(() => transform("import * as React from 'react';\nimport Tabs from '../tabs/index';", card)).toThrow(/no longer reads as this build expects/);
    expect(() => transform("import Tabs from '../tabs';", card)).toThrow(/no longer reads as this build expects/);
  });

  it('stops the build when a module it rewrites was never built', () => {
    const { transform, end } = build(antdUnusedCode());
    transform(readFileSync(card, 'utf8'), card);
    expect(() => end()).toThrow(/Never built, so not rewritten: .*genStyleUtils/);
  });
});
