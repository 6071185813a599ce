// npm run dev: the API on 8081 (restarted on server changes) and Vite with HMR on 8080.
// vite.config.ts proxies /graphql, /images and /api to http://127.0.0.1:8081.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { npmRun } from './lib/run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!npmRun('codegen', root)) process.exit(1);

const children = [
  spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'watch', '--clear-screen=false', 'server/main.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PORT: '8081', API_ONLY: '1', NODE_ENV: 'development' },
    },
  ),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', '8080', '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
  }),
];

// Either one ending ends both, so a half-running dev setup never lingers.
let exiting = false;
function stopAll(code) {
  if (exiting) return;
  exiting = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
