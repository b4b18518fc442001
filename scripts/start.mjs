// `npm start`: builds the web app and the server when their output is missing or older
// than their sources, then runs the server (flags such as --reset pass through).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);

function newestIn(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function buildIfStale(workspace, output, sources) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (builtAt > Math.max(...sources.map(newestIn))) return;
  console.log(`Building ${workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const contract = at('packages/contract/src');
buildIfStale('apps/web', at('apps/web/dist/index.html'), [at('apps/web/src'), contract]);
buildIfStale('apps/api', at('apps/api/dist/server.js'), [at('apps/api/src'), contract]);

// The server's V8 settings (apps/api/node-flags.json, decision 0028) and its C library's
// (apps/api/node-environment.json, decision 0033), under what this environment sets itself.
const nodeFlags = JSON.parse(readFileSync(at('apps/api/node-flags.json'), 'utf8'));
const nodeEnvironment = JSON.parse(readFileSync(at('apps/api/node-environment.json'), 'utf8'));
const server = spawn(
  process.execPath,
  [...nodeFlags, '--enable-source-maps', at('apps/api/dist/server.js'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...nodeEnvironment, ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
