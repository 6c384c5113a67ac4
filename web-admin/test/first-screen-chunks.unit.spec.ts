// Which of the staff app's modules need zod, as the build tells them apart: a screen that needs none of them loads
// neither them nor zod. Imports may run in a cycle; a module needs zod when anything it reaches does.
import { describe, expect, it } from 'vitest';
import { needsZod } from '../first-screen-chunks.ts';

const ZOD = /node_modules\/zod\//;

/** A build's modules by what each imports. */
const graphOf = (imports: Record<string, string[]>) => ({
  getModuleInfo: (id: string) => (id in imports ? { code: '', importedIds: imports[id]! } : null),
});

describe('the modules that need zod', () => {
  it('are those that import it, or reach it through the app’s own modules, however the imports loop', () => {
    const graph = graphOf({
      '/src/a.ts': ['/src/b.ts', '/src/schema.ts'],
      '/src/b.ts': ['/src/c.ts'],
      '/src/c.ts': ['/src/a.ts'],
      '/src/schema.ts': ['/node_modules/zod/index.js'],
      '/src/page.ts': ['/src/c.ts'],
      '/src/list.ts': ['/src/labels.ts', '/node_modules/antd/es/table/index.js'],
      '/src/labels.ts': ['/src/list.ts'],
      '/node_modules/antd/es/table/index.js': ['/node_modules/zod/index.js'],
    });
    const needs = needsZod(ZOD);
    // a is asked first: b and c are met on the way round the loop back to a, before a has reached the schema, and
    // what they were told then must not stand.
    expect(needs('/src/a.ts', graph)).toBe(true);
    expect(needs('/src/c.ts', graph)).toBe(true);
    expect(needs('/src/b.ts', graph)).toBe(true);
    expect(needs('/src/page.ts', graph)).toBe(true);
    // A library is not followed: what it imports is its own chunk's business.
    expect(needs('/src/list.ts', graph)).toBe(false);
    expect(needs('/src/labels.ts', graph)).toBe(false);
  });
});
