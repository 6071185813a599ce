import { spawnSync } from 'node:child_process';

/** Runs an npm script in the foreground, output inherited; true when it succeeded. */
export function npmRun(script, cwd) {
  // Under `npm start` npm_execpath is npm's own CLI: run it with this node, no shell needed.
  const npmCli = process.env.npm_execpath;
  const [command, args] = npmCli?.endsWith('.js')
    ? [process.execPath, [npmCli, 'run', script]]
    : ['npm', ['run', script]];
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.error) console.error(`Cannot run "npm run ${script}": ${result.error.message}`);
  else if (result.status !== 0)
    console.error(`"npm run ${script}" failed (exit ${result.status ?? result.signal})`);
  return !result.error && result.status === 0;
}
