// What bounds the embedded database's memory: its Postgres settings and how V8 compiles its
// WebAssembly. Decision record 0028 has the figures.
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PGlite } from '@electric-sql/pglite';

/**
 * Postgres settings of the embedded database, after PGlite's own. Its shared buffers live in the
 * WASM heap, which PGlite starts at 128 MB: Postgres' default of 128 MB of buffers grows that heap
 * to about 190 MB, while 16 MB keeps it at its start size and still holds every table the store
 * reads (the demo data and a busy day's sessions are a few megabytes). The WAL buffers follow.
 */
export const pgliteStartParams: readonly string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Keeps PGlite's WebAssembly on V8's baseline compiler (Liftoff). By default V8 recompiles a
 * function that runs often with its optimizing compiler (TurboFan) in the background, and for the
 * largest function of Postgres (about 100 KB of WebAssembly) that compilation alone takes about
 * 575 MB for a few seconds: most of the server's peak. V8 reads these flags when it compiles a
 * module, so they are set before the first PGlite is created; they touch nothing but WebAssembly,
 * which in this process is PGlite's only. Process-wide, so the process entry calls it (server.ts,
 * and the operator scripts that open the embedded database), not `openDatabase`.
 */
export function compileWasmWithoutTierUp(): void {
  v8.setFlagsFromString('--no-wasm-dynamic-tiering');
  v8.setFlagsFromString('--no-wasm-tier-up');
}

/**
 * Frees the WebAssembly heap of embedded databases already closed. V8 frees a heap only when it
 * collects the heap's object, and nothing presses it to soon: a first start that opened the database
 * again after loading the demo held both heaps when it served (269 MB once, 220 when freed; 0055).
 * Node gives the collector to code only when the flag is set before a context is made, so a new one
 * is made for it. For a moment once per process, not for every request.
 */
export function freeClosedDatabases(): void {
  v8.setFlagsFromString('--expose-gc');
  const collect: unknown = runInNewContext('gc');
  if (typeof collect === 'function') collect();
}
