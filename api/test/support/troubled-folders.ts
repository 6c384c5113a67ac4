// Folders in the states a start must refuse, made for real rather than mocked: small tmpfs mounts, one filled to the
// last byte, one with less free space than Forecourt asks for, one mounted read-only; and a folder its user may not
// write. As root (CI) the mounts are made here, for every process, and unmounted by release(). Someone who may not
// mount gets them inside the server's own user and mount namespace (unshare), where they vanish with the process.
// Where neither works this throws, saying why: these tests fail rather than pass by being skipped.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Launch } from './server-process.ts';

/** nobody: a user who may not write a folder root owns with mode 0555, as root itself always may. */
const OUTSIDER = { uid: 65534, gid: 65534 };

export interface TroubledFolders {
  /** Not a byte free. */
  full: string;
  /** 8 MB free. */
  shortOfSpace: string;
  readOnly: string;
  /** Mode 0555: its owner's, and nobody else may write it. */
  notWritable: string;
  /** How to start a process that sees `full`, `shortOfSpace` and `readOnly` as they are. */
  seeingMounts(plain: Launch): Launch;
  /** How to start a process that may not write `notWritable`. */
  asOutsider(plain: Launch): Launch;
  /** Unmounts and removes everything; safe to call twice, or after a failed start. */
  release(): void;
}

export function makeTroubledFolders(): TroubledFolders {
  const root = mkdtempSync(path.join(tmpdir(), 'forecourt-troubled-'));
  // The outsider must reach the folders to be refused for the right reason.
  chmodSync(root, 0o755);
  const folders = { full: path.join(root, 'full'), shortOfSpace: path.join(root, 'short'), readOnly: path.join(root, 'read-only'), notWritable: path.join(root, 'not-writable') };
  for (const folder of Object.values(folders)) mkdirSync(folder);
  chmodSync(folders.notWritable, 0o555);

  // One script makes the mounts, run either here or inside the server's namespace.
  const quote = (value: string) => `'${value}'`;
  const mountAll = [
    `mount -t tmpfs -o size=1m,mode=1777 tmpfs ${quote(folders.full)}`,
    `{ dd if=/dev/zero of=${quote(path.join(folders.full, 'filler'))} bs=64k 2>/dev/null || true; }`,
    `mount -t tmpfs -o size=8m,mode=1777 tmpfs ${quote(folders.shortOfSpace)}`,
    // Read-only from the start: a remount is refused inside a user namespace.
    `mount -t tmpfs -o ro,size=1m,mode=1777 tmpfs ${quote(folders.readOnly)}`,
  ].join(' && ');
  const mounted = [folders.full, folders.shortOfSpace, folders.readOnly];
  let mountedHere = false;
  const unmountAll = () => {
    if (!mountedHere) return;
    for (const folder of mounted) {
      try {
        execFileSync('umount', [folder], { stdio: 'ignore' });
      } catch {
        // Not mounted: the mounting failed half-way.
      }
    }
    mountedHere = false;
  };
  const release = () => {
    unmountAll();
    rmSync(root, { recursive: true, force: true });
  };

  const isRoot = process.getuid?.() === 0;
  const failures: string[] = [];
  if (isRoot) {
    mountedHere = true;
    try {
      execFileSync('sh', ['-c', mountAll], { stdio: 'pipe' });
      return { ...folders, seeingMounts: (plain) => plain, asOutsider: (plain) => ({ ...plain, ...OUTSIDER }), release };
    } catch (error) {
      failures.push(`as root, mount says: ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}`);
      unmountAll();
    }
  }
  const inNamespace = (plain: Launch): Launch => ({
    ...plain,
    command: 'unshare',
    args: ['--user', '--map-root-user', '--mount', 'sh', '-c', `${mountAll} && exec "$@"`, 'sh', plain.command, ...plain.args],
  });
  try {
    const probe = inNamespace({ command: 'true', args: [] });
    execFileSync(probe.command, probe.args, { stdio: 'pipe' });
  } catch (error) {
    release();
    failures.push(`in a user namespace (unshare), ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}`);
    throw new Error(`Cannot make a full or read-only folder on this machine: ${failures.join('; ')}. Run the tests as root, or allow user namespaces (sysctl kernel.unprivileged_userns_clone=1).`);
  }
  // Inside the namespace the process is root to files it owns, so it is kept out of it to meet a folder it may not write.
  return { ...folders, seeingMounts: inNamespace, asOutsider: (plain) => plain, release };
}
