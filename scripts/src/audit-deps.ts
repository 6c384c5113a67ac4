// `npm run audit:deps`: the production dependencies (npm audit --omit=dev) against the registry's advisories. Fails
// (exit 1) on any high or critical one; exits 2, saying so, when the audit service cannot be reached, since then
// nothing was checked. Not part of `npm test`: it needs a registry with the audit endpoint (registry.npmjs.org).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { readAudit } from './audit-report.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TIMEOUT_MS = 120_000;
const EXIT_ADVISORIES = 1;
const EXIT_UNREACHABLE = 2;

function runAudit(): Promise<{ stdout: string; stderr: string; failed?: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['audit', '--omit=dev', '--json'], { cwd: ROOT, shell: process.platform === 'win32' });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGTERM'), TIMEOUT_MS);
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (err) => {
      clearTimeout(timer);
      resolve({ stdout, stderr, failed: `npm could not be started: ${err.message}` });
    });
    // npm audit exits 1 both when it finds advisories and when it cannot ask: the JSON says which.
    child.on('close', (_code, signal) => {
      clearTimeout(timer);
      resolve({ stdout, stderr, ...(signal ? { failed: `npm audit took longer than ${TIMEOUT_MS / 1000} s` } : {}) });
    });
  });
}

const { stdout, stderr, failed } = await runAudit();
const verdict = failed ? { kind: 'unreachable' as const, reason: failed } : readAudit(stdout);

if (verdict.kind === 'unreachable') {
  const registry = /https?:\/\/[^\s/]+/.exec(stdout + stderr)?.[0] ?? 'the configured registry';
  console.error(`The npm audit service could not be reached (${verdict.reason}).`);
  console.error(`No advisories were checked: ${registry}, as this machine reaches it, did not answer the audit request.`);
  console.error('Run it on a network whose registry answers npm audit (the public npm registry does; some mirrors and proxies do not).');
  process.exit(EXIT_UNREACHABLE);
}

const { counts, failing } = verdict;
const summary = ['critical', 'high', 'moderate', 'low', 'info'].map((s) => `${counts[s] ?? 0} ${s}`).join(', ');
console.log(`npm audit --omit=dev: ${summary}.`);
if (failing.length) {
  console.error(`\n${failing.length} production ${failing.length === 1 ? 'dependency has' : 'dependencies have'} a high or critical advisory:`);
  for (const a of failing) console.error(`- ${a.name}${a.range ? ` ${a.range}` : ''} (${a.severity}): ${a.titles.join('; ')}`);
  process.exit(EXIT_ADVISORIES);
}
console.log('No high or critical advisory in the production dependencies.');
