#!/usr/bin/env node
// Builds the web apps when their sources are newer than their build, so `npm start` always serves current pages.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));

function newest(entry) {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(entry).filter((n) => n !== 'node_modules' && n !== 'dist').map((n) => newest(path.join(entry, n))));
}

for (const app of ['web-public', 'web-admin']) {
  const dir = path.join(root, app);
  if (!existsSync(path.join(dir, 'vite.config.ts'))) continue;
  const built = path.join(dir, 'dist', 'index.html');
  const sources = Math.max(newest(dir), newest(path.join(root, 'contracts', 'src')));
  if (existsSync(built) && statSync(built).mtimeMs >= sources) continue;
  console.log(`Building ${app}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', app], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
