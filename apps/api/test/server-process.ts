// Runs the built server (dist/server.js) as a child process, as production does.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const serverEntry = path.resolve(import.meta.dirname, '../dist/server.js');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the server on a free port and resolves once it listens. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  if (!existsSync(serverEntry))
    throw new Error('dist/server.js is missing: run `npm run build -w apps/api` (npm test does)');
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      // Not production: production needs an https address and never has the demo staff the journeys
      // sign in. Cookies (no https PUBLIC_URL) and static files are the same either way.
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Benefit Store listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  return {
    url,
    child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
