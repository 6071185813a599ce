// Loaded into a bench server process (node --import): on SIGUSR2 it writes the process's
// memory split (process.memoryUsage, in MB) to MEMORY_PROBE_FILE, so the memory bench can say
// what the resident memory is made of: the JS heap, and outside it PGlite's WebAssembly memory
// and the list index's typed arrays (external, arrayBuffers).
import { writeFileSync } from 'node:fs';

const file = process.env['MEMORY_PROBE_FILE'];
if (file) {
  process.on('SIGUSR2', () => {
    const usage = process.memoryUsage();
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    writeFileSync(
      file,
      JSON.stringify({
        rss: mb(usage.rss),
        heapUsed: mb(usage.heapUsed),
        heapTotal: mb(usage.heapTotal),
        external: mb(usage.external),
        arrayBuffers: mb(usage.arrayBuffers),
      }),
    );
  });
}
