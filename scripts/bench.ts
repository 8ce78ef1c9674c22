// `npm run bench`: every benchmark in bench/, each printed against its DESIGN.md §7 budget, then a
// summary table; exits 1 when any budget is missed. Figures are ratios or differences measured in
// one run, so a busy machine slows both sides alike (Lighthouse's scores are the exception: they
// are absolute, so run it on a quiet machine).
//   --no-build        use the existing dist/ instead of running `npm run build` first
//   --only=a,b        run only these: bundle, modules, ttft, api, streams, burst, lighthouse, crisis,
//                     voice
import { spawnSync } from 'node:child_process';
import { benchApiLoad } from '../bench/api-load.ts';
import type { BenchResult } from '../bench/bench-result.ts';
import { checkEntryBundleSize } from '../bench/bundle-size.ts';
import { benchCrisisScreen } from '../bench/crisis-screen.ts';
import { benchChatFirstToken } from '../bench/chat-first-token.ts';
import { benchChatStreams } from '../bench/chat-streams.ts';
import { benchLighthouse } from '../bench/lighthouse.ts';
import { benchModulesThroughput } from '../bench/modules-throughput.ts';
import { benchPostgresBurst } from '../bench/postgres-burst.ts';
import { benchVoiceFirstAudio } from '../bench/voice-first-audio.ts';

const benches: Record<
  string,
  () => BenchResult | BenchResult[] | Promise<BenchResult | BenchResult[]>
> = {
  bundle: () => checkEntryBundleSize(),
  modules: benchModulesThroughput,
  ttft: benchChatFirstToken,
  api: benchApiLoad,
  streams: benchChatStreams,
  burst: benchPostgresBurst,
  lighthouse: benchLighthouse,
  crisis: benchCrisisScreen,
  voice: benchVoiceFirstAudio,
};

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const unknown = only?.filter((name) => !(name in benches)) ?? [];
if (unknown.length) {
  console.error(
    `Unknown bench ${unknown.join(', ')}; choose from ${Object.keys(benches).join(', ')}`,
  );
  process.exit(2);
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const line = (r: BenchResult) =>
  `${r.pass ? '✔' : '✖'} ${r.name}: ${r.figure} (budget ${r.budget})`;

const results: BenchResult[] = [];
for (const [name, bench] of Object.entries(benches)) {
  if (only && !only.includes(name)) continue;
  console.log(`\n▶ ${name}`);
  const outcome = [await bench()].flat();
  for (const r of outcome) console.log(line(r));
  results.push(...outcome);
}

// The summary: one row per figure, the budget beside it.
const rows = results.map((r) => [r.pass ? '✔' : '✖', r.name, r.figure, r.budget]);
const [nameWidth = 0, figureWidth = 0] = [1, 2].map((column) =>
  Math.max(...rows.map((row) => row[column]!.length)),
);
console.log('\nBenchmark results (DESIGN.md §7)');
console.log(`  ${'Measure'.padEnd(nameWidth)}  ${'Figure'.padEnd(figureWidth)}  Budget`);
for (const [mark, name, figure, budget] of rows)
  console.log(`${mark} ${name!.padEnd(nameWidth)}  ${figure!.padEnd(figureWidth)}  ${budget}`);
const missed = results.filter((r) => !r.pass).length;
console.log(missed ? `\n✖ ${missed} budget(s) missed` : '\n✔ every budget kept');
process.exit(missed ? 1 : 0);
