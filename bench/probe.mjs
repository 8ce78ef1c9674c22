// Loaded into a benchmarked server with `node --import ./bench/probe.mjs` (no change to the server
// itself): on SIGUSR2 it writes the process's CPU time so far and its event-loop delay since the
// last signal to BENCH_PROBE_FILE, then starts a new delay histogram.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_PROBE_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let seq = 0;
  process.on('SIGUSR2', () => {
    const cpu = process.cpuUsage();
    const ms = (ns) => ns / 1e6;
    fs.writeFileSync(
      file,
      JSON.stringify({
        seq: ++seq,
        cpuMs: (cpu.user + cpu.system) / 1000,
        delayP99Ms: ms(delay.percentile(99)),
        delayMaxMs: ms(delay.max),
      }),
    );
    delay.reset();
  });
}
