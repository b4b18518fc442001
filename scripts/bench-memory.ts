// The bench server's memory (issue 18, "Memory"): its RSS once it first answers /healthz and its
// peak RSS by the end of the load run, each against its target on the database the bench runs on;
// and a newcomer's first start (issue 33), on an empty data dir where the server loads the demo.
import { readFileSync } from 'node:fs';

/** Targets in MB; PostgreSQL has none right after start. */
const targets = {
  pglite: { afterStart: 200, peak: 300 },
  postgres: { afterStart: undefined, peak: 200 },
} as const;

/** A newcomer's first start on the embedded database: its peak while loading the demo, and its RSS once serving. */
const firstStartTargets = { pglite: { peak: 300, serving: 220 }, postgres: undefined } as const;

/** A field of /proc/<pid>/status in MB: VmRSS now, VmHWM the peak so far. */
function statusMb(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number {
  if (pid === undefined) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 'NaN') / 1024;
}

/** The server's RSS once /healthz first answers (call it right after the server listens). */
export async function rssAfterStart(url: string, pid: number | undefined): Promise<number> {
  await fetch(`${url}/healthz`);
  return statusMb(pid, 'VmRSS');
}

const verdict = (mb: number, target: number | undefined) =>
  target === undefined ? '(no target)' : `(target: at most ${target} MB): ${mb <= target ? 'met' : 'NOT MET'}`;

/** Prints the RSS after start and the peak RSS so far (call it at the end of the load run), each with its target. */
export function printMemory(
  pid: number | undefined,
  afterStartMb: number,
  postgres: boolean,
  judge: (target: string, figure: string, met: boolean) => void,
) {
  const target = postgres ? targets.postgres : targets.pglite;
  const peak = statusMb(pid, 'VmHWM');
  if (target.afterStart !== undefined)
    judge(
      `RSS after start at most ${target.afterStart} MB`,
      `${afterStartMb.toFixed(0)} MB`,
      afterStartMb <= target.afterStart,
    );
  judge(`peak RSS by the end of the load run at most ${target.peak} MB`, `${peak.toFixed(0)} MB`, peak <= target.peak);
  console.log(
    `\nServer RSS after start (warm: the store already loaded): ${afterStartMb.toFixed(0)} MB ${verdict(afterStartMb, target.afterStart)}`,
  );
  console.log(`Server peak RSS by the end of the load run: ${peak.toFixed(0)} MB ${verdict(peak, target.peak)}`);
}

/** Prints the peak RSS of the whole run, completions (and the receipts they render) included. */
export function printRunPeak(pid: number | undefined) {
  console.log(`\nServer peak RSS with the completions: ${statusMb(pid, 'VmHWM').toFixed(0)} MB (no target)`);
}

/** The first start's peak RSS (VmHWM: loading the demo included) and its RSS once /healthz answers. */
export async function firstStartMemory(url: string, pid: number | undefined) {
  await fetch(`${url}/healthz`);
  return { peakMb: statusMb(pid, 'VmHWM'), servingMb: statusMb(pid, 'VmRSS') };
}

/** Prints the first start's memory beside the warm start's (the server started again on the loaded store). */
export function printFirstStart(
  first: { peakMb: number; servingMb: number },
  postgres: boolean,
  judge: (target: string, figure: string, met: boolean) => void,
) {
  const target = postgres ? firstStartTargets.postgres : firstStartTargets.pglite;
  if (target !== undefined) {
    judge(
      `first start: peak RSS at most ${target.peak} MB`,
      `${first.peakMb.toFixed(0)} MB`,
      first.peakMb <= target.peak,
    );
    judge(
      `first start: RSS once serving at most ${target.serving} MB`,
      `${first.servingMb.toFixed(0)} MB`,
      first.servingMb <= target.serving,
    );
  }
  console.log(
    `\nFirst start (empty data dir, demo loaded): peak ${first.peakMb.toFixed(0)} MB, once serving ${first.servingMb.toFixed(0)} MB ${
      target === undefined ? '(no target)' : `(targets: at most ${target.peak} and ${target.serving} MB)`
    }`,
  );
}
