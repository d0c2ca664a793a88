// A full disk under DATA_DIR, switched on and off by a file, for the fault tests only:
//   node --import <this file> dist/main.js
// with FAMILYNET_FAULT_DISK_ROOT=<DATA_DIR> and FAMILYNET_FAULT_DISK_FULL_FLAG=<a file outside
// it>. While the flag file exists, every write under DATA_DIR fails with ENOSPC, as on a disk
// with no free block left:
//   - whole-file writes (the uploads' writeFile, copyFile, appendFile) create their file, write
//     the first half, then fail: what a full disk leaves is a half-written file;
//   - writes through file descriptors (the embedded database: PGlite reaches the disk through
//     fs.openSync/fs.writeSync) fail before writing anything;
//   - statfs of a path under DATA_DIR reports no free space.
// Nothing needs privileges, so it runs on any machine (unlike mounting a small tmpfs).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { syncBuiltinESMExports } from 'node:module';

const root = path.resolve(process.env.FAMILYNET_FAULT_DISK_ROOT ?? '');
const flag = process.env.FAMILYNET_FAULT_DISK_FULL_FLAG ?? '';
if (!process.env.FAMILYNET_FAULT_DISK_ROOT || !flag) {
  throw new Error('disk-full-preload needs FAMILYNET_FAULT_DISK_ROOT and FAMILYNET_FAULT_DISK_FULL_FLAG');
}

const original = {
  existsSync: fs.existsSync,
  openSync: fs.openSync,
  closeSync: fs.closeSync,
  writeSync: fs.writeSync,
  writeFileSync: fs.writeFileSync,
  statfsSync: fs.statfsSync,
  statfs: fs.statfs,
  pWriteFile: fsp.writeFile,
  pAppendFile: fsp.appendFile,
  pCopyFile: fsp.copyFile,
  pStatfs: fsp.statfs,
  writeFile: fs.writeFile,
};

let failures = 0;
const full = () => original.existsSync.call(fs, flag);
const under = (target) => {
  if (typeof target !== 'string' && !(target instanceof URL) && !Buffer.isBuffer(target)) return false;
  const resolved = path.resolve(target instanceof URL ? target.pathname : String(target));
  return resolved === root || resolved.startsWith(root + path.sep);
};
const enospc = (syscall, target) => {
  failures += 1;
  const error = new Error(`ENOSPC: no space left on device, ${syscall} '${target}'`);
  error.code = 'ENOSPC';
  error.errno = -28;
  error.syscall = syscall;
  if (target !== undefined) error.path = String(target);
  return error;
};
const half = (data) => {
  const bytes = typeof data === 'string' ? Buffer.from(data) : Buffer.from(data.buffer ?? data, data.byteOffset ?? 0, data.byteLength ?? data.length);
  return bytes.subarray(0, Math.floor(bytes.length / 2));
};
const flagOf = (options) => (typeof options === 'object' && options?.flag) || 'w';

// Whole-file writes: a half-written file, then ENOSPC.
fsp.writeFile = async function writeFile(target, data, options) {
  if (!full() || !under(target) || typeof data === 'object' && data !== null && !ArrayBuffer.isView(data) && typeof data !== 'string') {
    return original.pWriteFile.call(this, target, data, options);
  }
  await original.pWriteFile.call(fsp, target, half(data), { ...(typeof options === 'object' ? options : {}), flag: flagOf(options) });
  throw enospc('write', target);
};
fsp.appendFile = async function appendFile(target, data, options) {
  if (!full() || !under(target)) return original.pAppendFile.call(this, target, data, options);
  throw enospc('write', target);
};
fsp.copyFile = async function copyFile(from, to, mode) {
  if (!full() || !under(to)) return original.pCopyFile.call(this, from, to, mode);
  await original.pWriteFile.call(fsp, to, half(await fsp.readFile(from)));
  throw enospc('copyfile', to);
};
fs.writeFile = function writeFile(target, data, options, callback) {
  const cb = typeof options === 'function' ? options : callback;
  if (!full() || !under(target)) return original.writeFile.call(this, target, data, options, callback);
  original.writeFile.call(fs, target, half(data), () => cb(enospc('write', target)));
};
fs.writeFileSync = function writeFileSync(target, data, options) {
  if (!full() || !under(target)) return original.writeFileSync.call(this, target, data, options);
  original.writeFileSync.call(fs, target, half(data), { ...(typeof options === 'object' ? options : {}), flag: flagOf(options) });
  throw enospc('write', target);
};

// Writes through descriptors (PGlite's data files and WAL).
const paths = new Map();
fs.openSync = function openSync(target, ...rest) {
  const fd = original.openSync.call(this, target, ...rest);
  if (under(target)) paths.set(fd, String(target));
  else paths.delete(fd);
  return fd;
};
fs.closeSync = function closeSync(fd) {
  paths.delete(fd);
  return original.closeSync.call(this, fd);
};
fs.writeSync = function writeSync(fd, ...rest) {
  if (paths.has(fd) && full()) throw enospc('write', paths.get(fd));
  return original.writeSync.call(this, fd, ...rest);
};

// Free space as a full disk shows it.
const noSpace = (stats) => Object.assign(Object.create(Object.getPrototypeOf(stats)), stats, { bavail: 0, bfree: 0 });
fs.statfsSync = function statfsSync(target, options) {
  const stats = original.statfsSync.call(this, target, options);
  return full() && under(target) ? noSpace(stats) : stats;
};
fsp.statfs = async function statfs(target, options) {
  const stats = await original.pStatfs.call(this, target, options);
  return full() && under(target) ? noSpace(stats) : stats;
};
fs.statfs = function statfs(target, options, callback) {
  const cb = typeof options === 'function' ? options : callback;
  const opts = typeof options === 'function' ? undefined : options;
  original.statfs.call(this, target, opts, (error, stats) => cb(error, error || !(full() && under(target)) ? stats : noSpace(stats)));
};

syncBuiltinESMExports();
process.on('exit', () => {
  if (failures > 0) process.stderr.write(`[disk-full-preload] ${failures} writes failed with ENOSPC\n`);
});
