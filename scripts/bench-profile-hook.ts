// Loaded with `node --import` into the server `npm run bench:connections` measures when BENCH_PROFILE names a
// folder: SIGWINCH starts a CPU profile (node:inspector), the next one writes it to
// `<folder>/server-<pid>-<n>.cpuprofile`. So the profile holds one phase (the storm) only, not the start and
// the opening of the streams that `node --cpu-prof` would mix in. SIGWINCH: a signal the server ignores.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const folder = process.env['BENCH_PROFILE'];
if (folder) {
  const session = new Session();
  session.connect();
  let running = false;
  let written = 0;
  process.on('SIGWINCH', () => {
    if (!running) {
      running = true;
      session.post('Profiler.enable', () =>
        session.post('Profiler.setSamplingInterval', { interval: 1_000 }, () => session.post('Profiler.start')),
      );
      return;
    }
    running = false;
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      const file = join(folder, `server-${process.pid}-${++written}.cpuprofile`);
      writeFileSync(file, JSON.stringify(result.profile));
      // The coordinator waits for this line on the server's output.
      console.log(JSON.stringify({ level: 30, msg: `cpu profile written to ${file}` }));
    });
  });
}
