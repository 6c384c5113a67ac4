#!/usr/bin/env node
// Completes package-lock.json with rollup's native packages for other platforms. The registry this project installs
// from does not carry them, so `npm install` leaves them out of the lock, and `npm ci` then refuses a lock that lacks
// optional dependencies rollup names. They are never installed here (wrong platform); the lock only has to name them.
// Run after `npm install` changes the lock: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const PLATFORMS = {
  'android-arm-eabi': ['arm', 'android'], 'android-arm64': ['arm64', 'android'], 'android-x64': ['x64', 'android'],
  'darwin-arm64': ['arm64', 'darwin'], 'darwin-x64': ['x64', 'darwin'],
  'freebsd-arm64': ['arm64', 'freebsd'], 'freebsd-x64': ['x64', 'freebsd'],
  'linux-arm-gnueabihf': ['arm', 'linux', 'glibc'], 'linux-arm-musleabihf': ['arm', 'linux', 'musl'],
  'linux-arm64-gnu': ['arm64', 'linux', 'glibc'], 'linux-arm64-musl': ['arm64', 'linux', 'musl'],
  'linux-loong64-gnu': ['loong64', 'linux', 'glibc'], 'linux-loong64-musl': ['loong64', 'linux', 'musl'],
  'linux-ppc64-gnu': ['ppc64', 'linux', 'glibc'], 'linux-ppc64-musl': ['ppc64', 'linux', 'musl'],
  'linux-riscv64-gnu': ['riscv64', 'linux', 'glibc'], 'linux-riscv64-musl': ['riscv64', 'linux', 'musl'],
  'linux-s390x-gnu': ['s390x', 'linux', 'glibc'], 'linux-x64-gnu': ['x64', 'linux', 'glibc'], 'linux-x64-musl': ['x64', 'linux', 'musl'],
  'openbsd-x64': ['x64', 'openbsd'], 'openharmony-arm64': ['arm64', 'openharmony'],
  'win32-arm64-msvc': ['arm64', 'win32'], 'win32-ia32-msvc': ['ia32', 'win32'], 'win32-x64-gnu': ['x64', 'win32'], 'win32-x64-msvc': ['x64', 'win32'],
};

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  if (!/(^|\/)node_modules\/rollup$/.test(key)) continue;
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    const where = key.replace(/rollup$/, name);
    if (packages[where]) continue;
    const platform = PLATFORMS[name.replace('@rollup/rollup-', '')];
    if (!platform) throw new Error(`No platform known for ${name}: add it to PLATFORMS`);
    const [cpu, os, libc] = platform;
    packages[where] = { version: entry.version, cpu: [cpu], ...(entry.dev ? { dev: true } : {}), ...(libc ? { libc: [libc] } : {}), license: 'MIT', optional: true, os: [os] };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform packages named`);
