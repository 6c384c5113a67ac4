// What a lazily loaded part of the staff app has the browser fetch beside it: the files it needs that the file loading
// it does not already have in the page (that file and everything it imports); the page itself lists them all.
import { describe, expect, it } from 'vitest';
import { preloadOnlyWhatIsMissing } from '../preload-deps.ts';

const chunk = (...imports: string[]) => ({ type: 'chunk' as const, imports });

/** The plugin as the build runs it: handed the finished files before the build writes its lists. */
function built(bundle: Record<string, unknown>) {
  const preloads = preloadOnlyWhatIsMissing();
  const hook = preloads.plugin.generateBundle as { handler: (this: unknown, options: unknown, bundle: unknown) => void };
  hook.handler.call({}, {}, bundle);
  return preloads;
}

describe('what a lazily loaded part has fetched beside it', () => {
  const bundle = {
    'react.js': chunk(),
    'vendor.js': chunk('react.js'),
    'calls.js': chunk('react.js', 'vendor.js'),
    'layout.js': chunk('calls.js'),
    'history.js': chunk('react.js', 'vendor.js', 'calls.js', 'dialogs.js', 'typography.js'),
    'dialogs.js': chunk('vendor.js'),
    'typography.js': chunk('react.js'),
    'style.css': { type: 'asset' },
  };
  const needs = ['history.js', 'react.js', 'vendor.js', 'calls.js', 'dialogs.js', 'typography.js'];

  it('leaves out what the loading file has in the page already, at any depth, and keeps the rest in order', () => {
    const { resolveDependencies } = built(bundle);
    expect(resolveDependencies('history.js', needs, { hostId: 'layout.js', hostType: 'js' })).toEqual(['history.js', 'dialogs.js', 'typography.js']);
    // A file loaded before React (the app's start) still has the browser fetch everything.
    expect(resolveDependencies('history.js', needs, { hostId: 'start.js', hostType: 'js' })).toEqual(needs);
  });

  it("leaves the page's own list alone, and stops a build that lists before it has its files", () => {
    expect(built(bundle).resolveDependencies('calls.js', ['react.js', 'vendor.js'], { hostId: 'index.html', hostType: 'html' })).toEqual(['react.js', 'vendor.js']);
    const { resolveDependencies } = preloadOnlyWhatIsMissing();
    expect(() => resolveDependencies('history.js', needs, { hostId: 'layout.js', hostType: 'js' })).toThrow(/no files yet/);
  });
});
