// A job whose own code throws from a callback (decision 0035), in a process of its own with the
// server's handler of uncaught errors: each run fails, the job ends dead after its attempts, the
// process goes on; an error thrown outside any job still ends the process (exit code 1).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const script = new URL('../../test/contained-job.ts', import.meta.url).pathname;

describe('a job that throws asynchronously in the main thread', () => {
  it('fails that run only, ends dead after its attempts, and an error of no job still ends the process', () => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', timeout: 60_000 });
    const [line = '{}'] = child.stdout.split('\n');
    expect(JSON.parse(line)).toEqual({
      ran: 3,
      dead: [{ name: 'throws-later', attempts: 3, error: 'thrown by the job, later' }],
      logged: Array(3).fill('job threw from a callback: that run failed, the process goes on'),
    });
    expect(child.stderr).toContain('Benefit Store stopped on an uncaught error: Error: thrown outside any job');
    expect(child.status).toBe(1);
  });
});
