// The staff app's copy of antd's static stylesheet: what the tablet need never parse goes (components it never shows,
// right-to-left layouts, antd's own variable blocks, which the app's theme writes itself), and nothing else.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { appSources, gridClassesOf, prunedAntdCss } from '../antd-zero-runtime.ts';

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

  it('prunes the rules inside a media query as it prunes the sheet, and keeps other at-rules whole', () => {
    const css = '@media (max-width: 575px){.ant-carousel{display:none}}@media (min-width: 576px){.ant-btn{gap:2px}.ant-carousel{gap:0}}@keyframes antFadeIn{0%{opacity:0}100%{opacity:1}}';
    expect(prunedAntdCss(css)).toBe('@media (min-width: 576px){.ant-btn{gap:2px}}@keyframes antFadeIn{0%{opacity:0}100%{opacity:1}}');
  });

  it("keeps the grid's classes the app's columns carry, at their breakpoints, and leaves out every other", () => {
    const grid = gridClassesOf({ 'Cards.tsx': '<Row><Col xs={24} lg={12}>a</Col><Col key={key}\n  span={8} md={6}>b</Col></Row>' });
    expect([...grid].sort()).toEqual(['ant-col-8', 'ant-col-lg-12', 'ant-col-md-6', 'ant-col-xs-24']);
    const css = [
      '.ant-col{position:relative}',
      '.ant-col-8{flex:0 0 33%}.ant-col-9{flex:0 0 37%}.ant-col-offset-8{margin-inline-start:33%}',
      '.ant-col-xs-24{max-width:100%}.ant-col-xs-push-24{inset-inline-start:100%}',
      '@media (min-width:992px){.ant-col-lg-12{max-width:50%}.ant-col-lg-order-12{order:12}}',
      '@media (min-width:1600px){.ant-col-xxl-12{max-width:50%}}',
      '.ant-form-item-label.ant-col-xs-24,.ant-form-item-label.ant-col-xl-24{padding:0}',
    ].join('');
    expect(prunedAntdCss(css, grid)).toBe(
      '.ant-col{position:relative}.ant-col-8{flex:0 0 33%}.ant-col-xs-24{max-width:100%}@media (min-width:992px){.ant-col-lg-12{max-width:50%}}.ant-form-item-label.ant-col-xs-24,.ant-form-item-label.ant-col-xl-24{padding:0}',
    );
  });

  it('stops the build on a column whose spans it cannot read, rather than leave its classes out', () => {
    expect(() => gridClassesOf({ 'Cards.tsx': '<Col xs={24} lg={wide ? 16 : 12}>' })).toThrow(/Cards\.tsx: <Col xs=\{24\} lg=\{wide \? 16 : 12\}> sets lg/);
    expect(() => gridClassesOf({ 'Cards.tsx': '<Col xs={{ span: 12 }}>' })).toThrow(/sets xs/);
    expect(() => gridClassesOf({ 'Cards.tsx': '<Col {...half}>' })).toThrow(/Cards\.tsx: <Col \{\.\.\.half\}> spreads its settings/);
    // A setting with a '>' in it, which would otherwise be read in half and its span missed.
    expect(() => gridClassesOf({ 'Cards.tsx': '<Col xs={24} lg={cards > 2 ? 8 : 12}>' })).toThrow(/Cards\.tsx: <Col xs=\{24\} lg=\{cards > spreads its settings or has a setting/);
    // Nor columns antd draws from a setting: a form's label column, a list's grid.
    expect(() => gridClassesOf({ 'Form.tsx': '<FormItem labelCol={{ span: 8 }}>' })).toThrow(/Form\.tsx: labelCol gives antd grid columns/);
    expect(() => gridClassesOf({ 'Sync.tsx': '<List grid={{ column: 2 }}>' })).toThrow(/Sync\.tsx: grid gives antd grid columns/);
  });

  it("reads the app's own columns: every grid class its screens draw is kept", () => {
    const grid = gridClassesOf(appSources());
    for (const used of ['ant-col-xs-24', 'ant-col-sm-12', 'ant-col-lg-12', 'ant-col-lg-6', 'ant-col-xl-12']) expect(grid, used).toContain(used);
    const pruned = prunedAntdCss(antdCss(), grid);
    for (const used of grid) expect(pruned, used).toContain(`.${used}{`);
    expect(pruned).not.toContain('.ant-col-md-push-3{');
  });

  it("from antd's real sheet, keeps what the screens use and drops about two fifths", () => {
    const full = antdCss();
    const pruned = prunedAntdCss(full, gridClassesOf(appSources()));
    for (const used of ['.ant-btn', '.ant-table', '.ant-form-item', '.ant-menu', '.ant-steps', '.ant-picker', '.ant-notification']) {
      expect(pruned, used).toContain(`${used}{`);
    }
    expect(pruned).not.toMatch(/\.css-var-[\w-]+(?:\.ant-[\w-]+)?\{--/);
    expect(pruned).not.toMatch(/(?:^|\})\.ant-[\w-]*-rtl\{/);
    expect(pruned.length).toBeLessThan(full.length * 0.6);
    expect(pruned.length).toBeGreaterThan(full.length * 0.5);
  });
});
