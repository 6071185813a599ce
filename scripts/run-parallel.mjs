// Runs npm scripts side by side and fails when any of them fails: `npm test` runs the type
// check, the lint and the format check this way. Each is one single-threaded process (tsc,
// ESLint, Prettier), so one after another they leave the second core idle for minutes.
// Each script's output is printed whole when it ends, so the three never interleave.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString().trimEnd();
      const verdict = code === 0 ? 'passed' : `FAILED (exit ${String(code)})`;
      process.stdout.write(`\n> ${script}: ${verdict} in ${seconds} s\n${text ? `${text}\n` : ''}`);
      resolve(code === 0);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(String(error)));
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

const results = await Promise.all(scripts.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
