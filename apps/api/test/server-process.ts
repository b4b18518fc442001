// Runs the built server (dist/server.js) as a child process, as production does.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodeEnvironment from '../node-environment.json' with { type: 'json' };
import nodeFlags from '../node-flags.json' with { type: 'json' };
import { readTemplates } from './templates';

export const serverEntry = path.resolve(import.meta.dirname, '../dist/server.js');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A new DATA_DIR: a copy of the one the built server seeded at the start of the run, if any. */
export function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'benefit-store-'));
  const template = readTemplates()?.serverDataDir;
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * The environment of a test server: the server's own settings (node-environment.json, decision
 * 0033), this process's over them, and `env` over the test defaults.
 */
export function serverEnvironment(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...nodeEnvironment,
    ...process.env,
    // Not production: production needs an https address and never has the demo staff the journeys
    // sign in. Cookies (no https PUBLIC_URL) and static files are the same either way.
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    ...env,
  };
}

/** Starts the server on a free port and resolves once it listens. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  if (!existsSync(serverEntry))
    throw new Error('dist/server.js is missing: run `npm run build -w apps/api` (npm test does)');
  // With the V8 settings production runs with (decision 0028).
  const child = spawn(process.execPath, [...nodeFlags, serverEntry], {
    env: serverEnvironment(env),
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
