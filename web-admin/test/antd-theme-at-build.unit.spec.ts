// antd's theme worked out by the build: the variables of the staff app's theme and of every component it may draw, as
// antd itself writes them in the browser, with the motionless theme's changes under the media query the app follows.
import { describe, expect, it } from 'vitest';
import { theme as antdTheme } from 'antd';
import { onRoot, prebuiltTheme } from '../antd-theme-at-build.ts';
import { staffTheme } from '../src/app/theme.ts';

const theme = prebuiltTheme();
const rules = (css: string) => [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => ({ selector: selector!.trim(), body: body! }));
const [moving, still] = theme.css.split('@media (prefers-reduced-motion: reduce){') as [string, string];

describe("the staff app's theme, worked out by the build", () => {
  it("holds the dealership's theme on the page's root, as antd writes it (no colour rounded)", () => {
    expect(rules(moving)).toEqual([{ selector: ':root', body: expect.any(String) }]);
    const root = rules(moving)[0]!;
    expect(root.body).toContain('--ant-color-primary:#004225');
    expect(root.body).toContain('--ant-control-height:44px');
    expect(root.body).toContain('--ant-color-text:rgba(0,0,0,0.88)');
    expect(root.body).toContain('--ant-motion-duration-mid:0.2s');
    // Each variable once: on the root, one value serves every component.
    const names = [...root.body.matchAll(/(--[\w-]+):/g)].map(([, name]) => name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("holds each component's variables, with the app's own overrides, for the components the app may draw", () => {
    const root = rules(moving)[0]!.body;
    for (const variable of ['--ant-button-font-weight', '--ant-table-header-bg', '--ant-menu-item-height:48px', '--ant-layout-sider-bg', '--ant-select-option-height', '--ant-modal-content-bg']) {
      expect(root).toContain(variable);
    }
    for (const component of ['Button', 'Table', 'Menu', 'Layout', 'Typography', 'Select', 'Checkbox', 'Space', 'Flex', 'Grid']) expect(theme.components.has(component), component).toBe(true);
  });

  it('leaves out the components the app never shows, whose rules its stylesheet leaves out too', () => {
    expect(theme.css).not.toMatch(/\.ant-(tree|carousel|popover|message|upload)\b/);
    expect(theme.pruned.has('Tree')).toBe(true);
    expect(theme.components.has('Tree')).toBe(false);
  });

  it("carries the theme's token as antd works it out, with motion and, as what differs, without", () => {
    const { withVariables, values, hashId, themes } = theme.computed;
    // Every value antd's own getDesignToken gives the app's theme, the palettes and the aliases included.
    const designed = antdTheme.getDesignToken(staffTheme(false));
    expect(values).toMatchObject({ ...designed, colorPrimary: '#004225', controlHeight: 44, motionDurationMid: '0.2s' });
    expect(Object.keys(values).length).toBeGreaterThan(500);
    expect(withVariables).toMatchObject({ colorPrimary: 'var(--ant-color-primary)', controlHeight: 'var(--ant-control-height)', boxShadowPopoverArrow: 'var(--ant-box-shadow-popover-arrow)' });
    expect(hashId).toMatch(/^\w+$/);
    // The theme with motion is the one carried whole; the motionless one differs in its durations and its key alone.
    expect(themes).toEqual([
      [expect.any(String), {}, {}],
      [expect.any(String), {}, { motion: false, motionDurationFast: '0s', motionDurationMid: '0s', motionDurationSlow: '0s', _tokenKey: expect.any(String) }],
    ]);
    expect(new Set([values._tokenKey, themes[1]![2]._tokenKey])).toEqual(new Set(theme.tokens));
  });

  it('gives the motionless theme only what differs: no animation takes time', () => {
    expect(rules(still)).toEqual([{ selector: ':root', body: '--ant-motion-duration-fast:0s;--ant-motion-duration-mid:0s;--ant-motion-duration-slow:0s' }]);
    expect(theme.tokens).toHaveLength(2);
  });

  it("hangs every variable on the root only while that draws the same page: one value each, all under the app's key", () => {
    const rule = (selector: string, declarations: [string, string][]) => [selector, new Map(declarations)] as const;
    expect(onRoot(new Map([rule('.css-var-staff', [['--ant-color-primary', '#004225']]), rule('.css-var-staff.ant-btn', [['--ant-button-font-weight', '400'], ['--ant-color-primary', '#004225']])]))).toBe(
      ':root{--ant-color-primary:#004225;--ant-button-font-weight:400}',
    );
    // A component given a colour of its own would take it everywhere from the root: the build stops instead.
    expect(() => onRoot(new Map([rule('.css-var-staff', [['--ant-color-primary', '#004225']]), rule('.css-var-staff.ant-btn', [['--ant-color-primary', '#ff0000']])]))).toThrow(
      /--ant-color-primary #004225 under \.css-var-staff and #ff0000 under \.css-var-staff\.ant-btn/,
    );
    expect(() => onRoot(new Map([rule('.css-var-dark.ant-menu', [['--ant-menu-item-bg', '#000']])]))).toThrow(/under \.css-var-dark\.ant-menu, not the app's key/);
  });
});
