// The staff app's copy of antd's static stylesheet: what the tablet need never parse goes (components it never shows,
// right-to-left layouts, antd's own variable blocks, which the app's theme writes itself), and nothing else.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { prunedAntdCss } from '../antd-zero-runtime.ts';

const antdCss = () => readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8');

describe("the staff app's antd stylesheet", () => {
  it('keeps the rules of the components it shows, and a rule any one of whose selectors it may use', () => {
    const css = '.ant-btn{color:red}.ant-carousel .slick-track{left:0}.ant-btn,.ant-carousel{margin:0}';
    expect(prunedAntdCss(css)).toBe('.ant-btn{color:red}.ant-btn,.ant-carousel{margin:0}');
  });

  it('leaves out right-to-left layouts, but not a rule shared with left to right', () => {
    const css = '.ant-btn-rtl{direction:rtl}.ant-input-group.ant-input-group-rtl .ant-input{float:right}.ant-btn,.ant-btn-rtl{gap:4px}';
    expect(prunedAntdCss(css)).toBe('.ant-btn,.ant-btn-rtl{gap:4px}');
  });

  it("leaves out antd's own blocks of variables, and keeps any block that draws something", () => {
    const css = [
      '.css-var-_R_0_{--ant-blue:#1677FF;--ant-font-size:14px;}',
      '.css-var-_R_0_.ant-btn{--ant-button-font-weight:400;--ant-button-padding-inline:15px}',
      '.css-var-_R_0_.ant-btn{color:var(--ant-color-text)}',
      '.ant-btn{--ant-btn-gap:4px;}',
    ].join('');
    expect(prunedAntdCss(css)).toBe('.css-var-_R_0_.ant-btn{color:var(--ant-color-text)}.ant-btn{--ant-btn-gap:4px;}');
  });

  it('keeps at-rules whole, with the cascade as antd wrote it', () => {
    const css = '@media (max-width: 575px){.ant-carousel{display:none}}@keyframes antFadeIn{0%{opacity:0}100%{opacity:1}}';
    expect(prunedAntdCss(css)).toBe(css);
  });

  it("from antd's real sheet, keeps what the screens use and drops about a third", () => {
    const full = antdCss();
    const pruned = prunedAntdCss(full);
    for (const used of ['.ant-btn', '.ant-table', '.ant-form-item', '.ant-menu', '.ant-steps', '.ant-picker', '.ant-notification']) {
      expect(pruned, used).toContain(`${used}{`);
    }
    expect(pruned).not.toMatch(/\.css-var-[\w-]+(?:\.ant-[\w-]+)?\{--/);
    expect(pruned).not.toMatch(/(?:^|\})\.ant-[\w-]*-rtl\{/);
    expect(pruned.length).toBeLessThan(full.length * 0.7);
    expect(pruned.length).toBeGreaterThan(full.length * 0.5);
  });
});
