// `npm run bench`: every benchmark in bench/, each printed against its DESIGN.md §7 budget.
// Figures are ratios or differences measured in one run, so a busy machine slows both sides alike.
import { spawnSync } from 'node:child_process';
import type { BenchResult } from '../bench/bench-result.ts';
import { checkEntryBundleSize } from '../bench/bundle-size.ts';
import { benchChatFirstToken } from '../bench/chat-first-token.ts';
import { benchModulesThroughput } from '../bench/modules-throughput.ts';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const results: BenchResult[] = [
  checkEntryBundleSize(),
  await benchModulesThroughput(),
  await benchChatFirstToken(),
];
console.log('\nBenchmark results');
for (const r of results)
  console.log(`${r.pass ? '✔' : '✖'} ${r.name}: ${r.figure} (budget ${r.budget})`);
process.exit(results.every((r) => r.pass) ? 0 : 1);
