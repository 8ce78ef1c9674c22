/*
 * A helper process (forked by espeak-engine.ts) that speaks text with espeak-ng's WebAssembly
 * build and encodes the result as MP3. It does one job at a time and exits with its parent, so
 * whatever goes wrong in here stays in here.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import ESpeakNg, { type WasmImports } from 'espeak-ng';
import { encodeMp3, parseWav } from './audio-encoding.ts';
import type { WorkerJob, WorkerResult } from './espeak-engine.ts';

// Node's WebAssembly, typed by hand: the server build is compiled without the DOM library.
interface WasmApi {
  compile(bytes: Uint8Array): Promise<object>;
  instantiate(module: object, imports: WasmImports): Promise<object>;
}
const { WebAssembly: wasmApi } = globalThis as unknown as { WebAssembly: WasmApi };

const require = createRequire(import.meta.url);
// Compiled once; every job gets a fresh instance (the program runs main() once per instance).
const wasm = wasmApi.compile(fs.readFileSync(require.resolve('espeak-ng/dist/espeak-ng.wasm')));

const FALLBACK_VOICE = 'en-us';
/** Words per minute: a little slower than espeak's 175, as a teacher speaks. */
const RATE_WPM = '155';
/** Voice names as espeak-ng spells them (`en`, `en-gb`, `en-us+m3`): never an option. */
const VOICE_NAME = /^[a-z]{2,3}(-[a-z0-9]{1,8})*(\+[a-z0-9]{1,12})?$/i;

async function speakWav(text: string, voice: string): Promise<Uint8Array | null> {
  const compiled = await wasm;
  const errors: string[] = [];
  const program = await ESpeakNg({
    // The text goes in a file, so nothing in it can be read as a command-line option.
    arguments: ['-b', '1', '-s', RATE_WPM, '-v', voice, '-w', 'speech.wav', '-f', 'text.txt'],
    preRun: [(module) => module.FS.writeFile('text.txt', text)],
    print: () => {},
    printErr: (line) => errors.push(line),
    instantiateWasm: (imports, receive) => {
      void wasmApi.instantiate(compiled, imports).then((instance) => receive(instance, compiled));
      return {};
    },
  });
  try {
    return program.FS.readFile('speech.wav');
  } catch {
    if (errors.some((line) => /voice does not exist/i.test(line))) return null;
    throw new Error(errors.find((line) => line.trim()) ?? 'espeak-ng wrote no audio');
  }
}

async function run(job: WorkerJob): Promise<WorkerResult> {
  try {
    const voice = VOICE_NAME.test(job.voice) ? job.voice : FALLBACK_VOICE;
    const wav =
      (await speakWav(job.text, voice)) ??
      (voice === FALLBACK_VOICE ? null : await speakWav(job.text, FALLBACK_VOICE));
    if (!wav) return { id: job.id, ok: false, message: 'espeak-ng has no usable voice' };
    const pcm = parseWav(wav);
    if (pcm.samples.length === 0) return { id: job.id, ok: false, message: 'Empty audio response' };
    return { id: job.id, ok: true, audio: encodeMp3(pcm), contentType: 'audio/mpeg' };
  } catch (error) {
    return {
      id: job.id,
      ok: false,
      message: error instanceof Error ? error.message : 'espeak-ng failed',
    };
  }
}

let chain = Promise.resolve();
process.on('message', (job: WorkerJob) => {
  chain = chain.then(async () => {
    process.send?.(await run(job));
  });
});
// Never outlive the server.
process.on('disconnect', () => process.exit(0));
