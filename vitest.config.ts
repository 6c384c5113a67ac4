// Test tiers by file name: *.unit.spec.ts (no I/O), *.int.spec.ts (HTTP + real database), *.e2e.spec.ts (browser).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['**/*.unit.spec.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'int',
          include: ['**/*.int.spec.ts'],
          // Tests of several processes on one database (*.postgres.int.spec.ts) belong to the PostgreSQL pass only.
          exclude: ['**/node_modules/**', ...(process.env.TEST_DATABASE === 'postgres' ? [] : ['**/*.postgres.int.spec.ts'])],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['**/*.e2e.spec.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          pool: 'forks',
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
