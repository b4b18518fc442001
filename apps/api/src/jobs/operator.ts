// What `npm run jobs` does (scripts/jobs.ts, decision 0035): lists the dead jobs (name, attempts,
// last error, when set aside) or puts one back to run at once with its attempts counted anew.
import type { Db } from '../db/database';
import { listDead, retryDead } from './job-repo';

export interface CommandResult {
  ok: boolean;
  output: string;
}

const usage = 'usage: npm run jobs [-- list] | npm run jobs -- retry ID';

/** `[]` or `['list']`: the dead jobs; `['retry', id]`: that dead job put back. */
export async function jobsCommand(db: Db, args: readonly string[], now: Date): Promise<CommandResult> {
  const [command = 'list', id, ...rest] = args;
  if (command === 'list' && id === undefined) {
    const dead = await listDead(db);
    if (dead.length === 0) return { ok: true, output: 'No dead jobs.\n' };
    const lines = dead.map(
      (job) =>
        `${job.id}\t${job.name}\t${job.attempts} attempts\tdead since ${new Date(job.failed_at ?? 0).toISOString()}\t${job.last_error ?? ''}`,
    );
    return { ok: true, output: `id\tname\tattempts\tdead since\tlast error\n${lines.join('\n')}\n` };
  }
  if (command === 'retry' && id !== undefined && rest.length === 0) {
    if (await retryDead(db, id, now)) return { ok: true, output: `Job ${id} put back: it runs at the next poll.\n` };
    return { ok: false, output: `No dead job has the id ${id}.\n` };
  }
  return { ok: false, output: `${usage}\n` };
}
