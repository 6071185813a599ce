import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time of a file or of any file below a directory; 0 when missing. */
export function newestMtime(path) {
  let info;
  try {
    info = statSync(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'generated' || entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Client build inputs: a change in any of them makes dist/ stale. */
export const CLIENT_INPUTS = [
  'src',
  'sw',
  'locales',
  'public',
  'index.html',
  'vite.config.ts',
  'vite.shell.config.ts',
  'manifest.webmanifest',
  'server/schema',
];

/**
 * True when {distDir}/index.html or the app shell's renderer ({distDir}-shell, issue 18) is
 * missing, or index.html is older than a client input.
 */
export function clientIsStale(root, distDir = join(root, 'dist')) {
  const built = newestMtime(join(distDir, 'index.html'));
  if (built === 0) return true;
  if (newestMtime(`${distDir.replace(/[\\/]+$/, '')}-shell/render-shell.js`) === 0) return true;
  return CLIENT_INPUTS.some((input) => newestMtime(join(root, input)) > built);
}
