// antd's theme worked out by the build: the variables of the staff app's theme and of every component it may draw, as
// antd itself writes them in the browser, with the motionless theme's changes under the media query the app follows.
import { describe, expect, it } from 'vitest';
import { theme as antdTheme } from 'antd';
import { prebuiltTheme } from '../antd-theme-at-build.ts';
import { THEME_KEY, staffTheme } from '../src/app/theme.ts';

const theme = prebuiltTheme();
const rules = (css: string) => [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => ({ selector: selector!.trim(), body: body! }));
const [moving, still] = theme.css.split('@media (prefers-reduced-motion: reduce){') as [string, string];

describe("the staff app's theme, worked out by the build", () => {
  it("holds the dealership's theme under the app's own key, as antd writes it (no colour rounded)", () => {
    const root = rules(moving).find((rule) => rule.selector === `.${THEME_KEY}`)!;
    expect(root.body).toContain('--ant-color-primary:#004225');
    expect(root.body).toContain('--ant-control-height:44px');
    expect(root.body).toContain('--ant-color-text:rgba(0,0,0,0.88)');
    expect(root.body).toContain('--ant-motion-duration-mid:0.2s');
    // Nothing of a theme under another key (a panel antd draws in a theme of its own).
    expect(rules(theme.css).filter((rule) => !rule.selector.startsWith(`.${THEME_KEY}`))).toEqual([]);
  });

  it("holds each component's variables, with the app's own overrides, for the components the app may draw", () => {
    const selectors = rules(moving).map((rule) => rule.selector);
    for (const scope of ['ant-btn', 'ant-table-css-var', 'ant-menu-css-var', 'ant-layout-sider', 'ant-typography-css-var', 'ant-select-css-var', 'ant-modal-css-var']) {
      expect(selectors).toContain(`.${THEME_KEY}.${scope}`);
    }
    expect(rules(moving).find((rule) => rule.selector === `.${THEME_KEY}.ant-menu-css-var`)!.body).toContain('--ant-menu-item-height:48px');
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
    expect(rules(still)).toEqual([{ selector: `.${THEME_KEY}`, body: '--ant-motion-duration-fast:0s;--ant-motion-duration-mid:0s;--ant-motion-duration-slow:0s' }]);
    expect(theme.tokens).toHaveLength(2);
  });
});
