// The process's last word on an uncaught error (decision 0035). A job whose own code throws from a
// callback (not through its promise) fails that run only: the runner retries it, then sets it
// aside as dead; Node 24's AsyncLocalStorage names the job in the throwing callback's context.
// Any other uncaught error ends the process, as Node's default does, with the error on stderr.
import { failRunningJob } from './runner';

export interface ContainLog {
  error(details: object, message: string): void;
}

/** The handler server.ts installs for 'uncaughtException' (unhandled rejections arrive there too). */
export const containJobErrors =
  (log: ContainLog, exit: (code: number) => void = (code) => process.exit(code)) =>
  (error: unknown) => {
    const job = failRunningJob(error);
    const reason = error instanceof Error ? error.message : String(error);
    if (job !== undefined) {
      log.error({ job, reason }, 'job threw from a callback: that run failed, the process goes on');
      return;
    }
    process.stderr.write(
      `Benefit Store stopped on an uncaught error: ${error instanceof Error ? error.stack : reason}\n`,
    );
    exit(1);
  };
