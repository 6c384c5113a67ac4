#!/usr/bin/env node
// `npm test`: lint, type-check, build, every unit and integration test on the embedded database, the integration
// tests again on PostgreSQL (PG_TEST_URL, default the local server), and the browser tests in Chromium.
// Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const results = path.join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`--- ${label}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

/** A check that is not a test runner counts as one test. */
function check(label, command, args) {
  if (run(label, command, args)) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
}

/** A vitest run counts its tests from its JSON report; a run that produced no report counts as one failure. */
function vitest(label, args, env = {}) {
  const output = path.join(results, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(label, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`], env);
  if (!existsSync(output)) {
    totals.failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  if (report.numFailedTests > 0) failures.push(`${label}: ${report.numFailedTests} failed`);
  else if (!ok || report.numFailedTestSuites > 0) {
    totals.failed += 1;
    failures.push(`${label}: a test file failed to run`);
  }
}

check('lint', 'npx', ['eslint', '.']);
check('typecheck (server, scripts, tests)', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
check('typecheck (public site)', 'npx', ['tsc', '-p', 'web-public/tsconfig.json', '--noEmit']);
check('typecheck (staff app)', 'npx', ['tsc', '-p', 'web-admin/tsconfig.json', '--noEmit']);
check('build of the web apps', 'npm', ['run', 'build']);
vitest('unit and integration tests on the embedded database', ['--project', 'unit', '--project', 'int']);
vitest('integration tests on PostgreSQL', ['--project', 'int'], { TEST_DATABASE: 'postgres' });
vitest('browser tests in Chromium', ['--project', 'e2e']);

if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed ? 1 : 0);
