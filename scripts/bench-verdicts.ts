// The bench's targets (issues 16 and 18) and their verdicts: each call's figure against the
// reference routes and get-states, the load run's errors and p99, printed together at the end.

/** The listings' targets (the Quoting issue, "Speed"; issue 18): against the one-query route, at 10 connections. */
const minListingRatio = 0.5;
const maxListingP99Ms = 25;
/** A call that reads its session and answers from memory (issue 18): against the one-query route. */
const minStatesRatio = 0.8;
/** The wizard saves' targets (issue 16): against get-states, at 10 connections. */
const minSaveRatio = 0.4;
const maxSaveP99Ms = 30;
/** The load run's target (issue 18): every call without an error, p99 at most this. */
const maxLoadP99Ms = 100;
/** From start to the first answer (issue 18). */
export const maxStartMs = { postgres: 3000, pglite: 5000 };

/** Each target of this run, with its figure and whether it is met; printed together at the end. */
const verdicts: { target: string; figure: string; met: boolean }[] = [];
export const judge = (target: string, figure: string, met: boolean) => verdicts.push({ target, figure, met });

export function printVerdicts() {
  console.log('\nTargets\n');
  for (const { target, figure, met } of verdicts)
    console.log(`${target.padEnd(58)} ${figure.padEnd(24)} ${met ? 'met' : 'NOT MET'}`);
}

export interface Target {
  name: string;
  path: string;
  /** Reference routes are the yardsticks every call is divided by. */
  reference?: 'noop' | 'query';
  /** A plan listing: its ratio to the one-query route and its p99 are checked against the targets. */
  listing?: boolean;
  /** A wizard step's save: JSON bodies sent in turn, each naming its own enrollment; checked against get-states. */
  saves?: readonly string[];
}

/** A call under the load run's connections: no error and its p99 within the target. */
export const judgeLoad = (name: string, connections: number, errors: number, p99: number) =>
  judge(
    `${name}, ${connections} connections: 0 errors, p99 at most ${maxLoadP99Ms} ms`,
    `${errors} errors, p99 ${p99} ms`,
    errors === 0 && p99 <= maxLoadP99Ms,
  );

export interface Row {
  target: Target;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Each call's targets in this run, against the reference routes and get-states; errors fail them. */
export function judgeCalls(rows: readonly Row[]) {
  const rpsOf = (path: string) => rows.find((row) => row.target.path === path)?.rps ?? Number.NaN;
  const query = rows.find((row) => row.target.reference === 'query')?.rps ?? Number.NaN;
  const states = rpsOf('/api/v1/get-states');
  const ratio = (row: Row, of: number) => `${(row.rps / of).toFixed(2)}x`;
  for (const row of rows) {
    const clean = row.errors === 0;
    const { name } = row.target;
    if (row.target.path === '/api/v1/get-states')
      judge(
        `${name} at least ${minStatesRatio}x /healthz`,
        ratio(row, query),
        clean && row.rps >= minStatesRatio * query,
      );
    if (row.target.path === '/api/v1/get-default-info')
      judge(`${name} at least as fast as get-states`, ratio(row, states), clean && row.rps >= states);
    if (row.target.listing) {
      judge(
        `${name} at least ${minListingRatio}x /healthz`,
        ratio(row, query),
        clean && row.rps >= minListingRatio * query,
      );
      judge(`${name} p99 at most ${maxListingP99Ms} ms`, `${row.p99} ms`, clean && row.p99 <= maxListingP99Ms);
    }
    if (row.target.saves) {
      judge(
        `${name} at least ${minSaveRatio}x get-states`,
        ratio(row, states),
        clean && row.rps >= minSaveRatio * states,
      );
      judge(`${name} p99 at most ${maxSaveP99Ms} ms`, `${row.p99} ms`, clean && row.p99 <= maxSaveP99Ms);
    }
  }
}
