import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import {
  SpeechEngineError,
  type SpeechAudio,
  type SpeechEngine,
  type SpeechRequest,
} from './speech-engine.ts';

/** What the parent sends a worker, and what comes back (over IPC, `serialization: 'advanced'`). */
export interface WorkerJob {
  id: number;
  text: string;
  voice: string;
}
export type WorkerResult =
  | { id: number; ok: true; audio: Uint8Array; contentType: string }
  | { id: number; ok: false; message: string };

interface Job extends WorkerJob {
  resolve: (audio: SpeechAudio) => void;
  reject: (error: SpeechEngineError) => void;
  timer: NodeJS.Timeout;
  slot: Slot | null;
}

interface Slot {
  child: ChildProcess | null;
  job: Job | null;
  jobsRun: number;
  idleTimer: NodeJS.Timeout | undefined;
}

export interface EspeakEngineOptions {
  /** A job (waiting plus speaking) taking longer than this fails and its worker is killed. */
  timeoutMs: number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** Helper processes speaking at once. */
  workers?: number;
  /** Jobs waiting beyond this are refused as busy. */
  maxQueue?: number;
  /** A worker idle this long exits, giving its memory back. */
  idleMs?: number;
  /** A worker is replaced after this many jobs, so WebAssembly memory never piles up. */
  recycleAfter?: number;
  /** The worker script (tests point it at a misbehaving one). */
  workerPath?: string;
}

const here = fileURLToPath(import.meta.url);
// Under tsx (dev, tests) this file is .ts and so is the worker; the build has both as .js.
const defaultWorkerPath = path.join(path.dirname(here), `espeak-worker${path.extname(here)}`);

/**
 * espeak-ng (the npm WebAssembly build) in child processes, so a crash, a runaway allocation or a
 * hang can never take the server down: the worker is killed, the job fails, the next job gets a
 * fresh worker. Workers start on first use and exit when idle.
 */
export class EspeakEngine implements SpeechEngine {
  readonly id = 'espeak' as const;
  private readonly queue: Job[] = [];
  private readonly slots: Slot[];
  private nextId = 1;
  private closed = false;
  private readonly options: Required<Omit<EspeakEngineOptions, 'log'>> &
    Pick<EspeakEngineOptions, 'log'>;

  constructor(options: EspeakEngineOptions) {
    this.options = {
      workers: 2,
      maxQueue: 32,
      idleMs: 60_000,
      recycleAfter: 100,
      workerPath: defaultWorkerPath,
      ...options,
    };
    this.slots = Array.from({ length: Math.max(1, this.options.workers) }, () => ({
      child: null,
      job: null,
      jobsRun: 0,
      idleTimer: undefined,
    }));
  }

  synthesize({ text, voice }: SpeechRequest): Promise<SpeechAudio> {
    if (this.closed) {
      return Promise.reject(new SpeechEngineError('failed', 'The speech engine has stopped'));
    }
    if (this.queue.length >= this.options.maxQueue) {
      return Promise.reject(
        new SpeechEngineError('busy', 'The speech engine is busy. Please try again in a moment.'),
      );
    }
    return new Promise<SpeechAudio>((resolve, reject) => {
      const job: Job = {
        id: this.nextId++,
        text,
        voice,
        resolve,
        reject,
        slot: null,
        timer: setTimeout(() => this.timeOut(job), this.options.timeoutMs),
      };
      this.queue.push(job);
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) {
      clearTimeout(job.timer);
      job.reject(new SpeechEngineError('failed', 'The speech engine has stopped'));
    }
    await Promise.all(this.slots.map((slot) => this.stopWorker(slot)));
  }

  /** Worker processes alive now (tests). */
  get workerCount(): number {
    return this.slots.filter((slot) => slot.child).length;
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.job || this.queue.length === 0) continue;
      const job = this.queue.shift();
      if (job) this.dispatch(slot, job);
    }
  }

  private dispatch(slot: Slot, job: Job): void {
    clearTimeout(slot.idleTimer);
    const child = slot.child ?? this.startWorker(slot);
    slot.job = job;
    job.slot = slot;
    const message: WorkerJob = { id: job.id, text: job.text, voice: job.voice };
    child.send(message, (error) => {
      if (error) this.fail(slot, 'failed', 'The speech engine could not be started', error);
    });
  }

  private startWorker(slot: Slot): ChildProcess {
    const workerPath = this.options.workerPath;
    const child = fork(workerPath, [], {
      serialization: 'advanced',
      execArgv: workerPath.endsWith('.ts') ? ['--import', 'tsx'] : [],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    slot.child = child;
    slot.jobsRun = 0;
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-2000);
    });
    child.on('message', (result: WorkerResult) => this.finish(slot, child, result));
    child.on('error', (error) => {
      if (slot.child === child) this.fail(slot, 'failed', 'The speech engine failed', error);
    });
    child.on('exit', (code, signal) => {
      if (slot.child !== child) return;
      slot.child = null;
      if (slot.job) {
        this.options.log?.warn(
          { code, signal, stderr: stderr.trim() || undefined },
          'speech worker exited during a job',
        );
        this.fail(slot, 'failed', 'The speech engine stopped unexpectedly');
      }
    });
    return child;
  }

  private finish(slot: Slot, child: ChildProcess, result: WorkerResult): void {
    const job = slot.job;
    if (slot.child !== child || !job || job.id !== result.id) return;
    clearTimeout(job.timer);
    slot.job = null;
    slot.jobsRun += 1;
    if (result.ok) {
      const audio = Buffer.from(result.audio.buffer, result.audio.byteOffset, result.audio.length);
      if (audio.length === 0) job.reject(new SpeechEngineError('empty', 'Empty audio response'));
      else job.resolve({ audio, contentType: result.contentType });
    } else {
      job.reject(new SpeechEngineError('failed', result.message));
    }
    if (slot.jobsRun >= this.options.recycleAfter) void this.stopWorker(slot);
    else this.scheduleIdleStop(slot);
    this.pump();
  }

  private fail(slot: Slot, reason: 'failed', message: string, cause?: unknown): void {
    const job = slot.job;
    slot.job = null;
    if (job) {
      clearTimeout(job.timer);
      job.reject(new SpeechEngineError(reason, message, { cause }));
    }
    void this.stopWorker(slot);
    this.pump();
  }

  private timeOut(job: Job): void {
    const seconds = Math.round(this.options.timeoutMs / 1000);
    const error = new SpeechEngineError(
      'timeout',
      `The speech engine did not finish within ${seconds} seconds`,
    );
    const waiting = this.queue.indexOf(job);
    if (waiting >= 0) {
      this.queue.splice(waiting, 1);
      job.reject(error);
      return;
    }
    const slot = job.slot;
    if (slot?.job !== job) return;
    // A hung worker is killed; the next job starts a fresh one.
    slot.job = null;
    job.reject(error);
    void this.stopWorker(slot);
    this.pump();
  }

  private scheduleIdleStop(slot: Slot): void {
    clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(() => {
      if (!slot.job) void this.stopWorker(slot);
    }, this.options.idleMs);
    slot.idleTimer.unref();
  }

  private async stopWorker(slot: Slot): Promise<void> {
    clearTimeout(slot.idleTimer);
    const child = slot.child;
    slot.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}
