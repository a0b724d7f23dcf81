#!/usr/bin/env -S node --no-warnings
// Runs a wasm32-wasip1 program under node's WASI: the `runner` of `.cargo/config.toml`,
// so that `cargo test --target wasm32-wasip1` and `cargo run --target wasm32-wasip1` work
// as they are.
//
//     scripts/wasi-run.mjs program.wasm [args...]   (or: node scripts/wasi-run.mjs ...)
//
// The program sees its arguments and the whole environment, and the directories it may
// need under their own absolute paths: the repository (tests find data files and sources
// through `env!("CARGO_MANIFEST_DIR")`), cargo's target directory (CARGO_TARGET_TMPDIR),
// the current directory, the system's temporary directory, and each directory named in
// BITFILL_WASI_DIRS (separated by `:`). WASI
// preopens are all read-write in node; nothing else of the host's files is visible.
// The exit code is the program's; a trap (a panic: wasm32-wasip1 aborts on panic) prints
// the trap and exits with 134, as an abort does natively.

import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WASI } from 'node:wasi';
import process from 'node:process';

const [program, ...args] = process.argv.slice(2);
if (program === undefined) {
  process.stderr.write('usage: node scripts/wasi-run.mjs program.wasm [args...]\n');
  process.exit(2);
}

const repository = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const directories = [repository, process.cwd(), tmpdir()];
// Cargo's target directory, wherever CARGO_TARGET_DIR puts it (the integration tests'
// scratch directory, CARGO_TARGET_TMPDIR, is in it): the parent of `wasm32-wasip1/`.
for (let dir = dirname(resolve(program)); dir !== dirname(dir); dir = dirname(dir)) {
  if (basename(dir) === 'wasm32-wasip1') {
    directories.push(dirname(dir));
    break;
  }
}
for (const dir of (process.env.BITFILL_WASI_DIRS ?? '').split(':')) {
  if (dir !== '') directories.push(resolve(dir));
}
const preopens = {};
for (const dir of directories) {
  if (existsSync(dir)) preopens[dir] = dir;
}

const wasi = new WASI({
  version: 'preview1',
  args: [program, ...args],
  env: process.env,
  preopens,
  returnOnExit: true,
});

let code;
try {
  const module = await WebAssembly.compile(await readFile(program));
  // Each WASI function behind a JavaScript call of its own. node 20 hands the program
  // its WASI functions as V8 "fast API" functions, which wasm calls straight into C++; in
  // tests/kernels (its dispatch tests) node 20.20 then died on the way out of the
  // program, after the last test had passed (SIGSEGV, or "abort: Invalid bytecode"), with
  // simd128 and without: 6 runs of 6. Called through a JavaScript function, the same
  // binary ran to its end 12 runs of 12. It costs a few nanoseconds a call, and the
  // programs make few (writes, clocks, and the seeds of random tests).
  const imports = wasi.getImportObject();
  const functions = imports.wasi_snapshot_preview1;
  for (const [name, call] of Object.entries(functions)) {
    functions[name] = (...args) => call(...args);
  }
  const instance = await WebAssembly.instantiate(module, imports);
  code = wasi.start(instance);
} catch (error) {
  process.stderr.write(`wasi-run: ${program}: ${error instanceof Error ? error.message : error}\n`);
  code = 134;
}
process.exitCode = code;
