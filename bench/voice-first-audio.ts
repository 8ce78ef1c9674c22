// Budget (issue 16, DESIGN.md §7): the first audio of a long reply ≤ 500 ms. The built server
// streams a spoken reply piece by piece (decision 026); beside it, in the same run, the whole
// reply synthesised in one go by the same engine (espeak-ng in a helper process), which is when
// the first audio used to arrive.
import { randomUUID } from 'node:crypto';
import { EspeakEngine } from '../src/server/features/voice/espeak-engine.ts';
import { speechText } from '../src/server/features/voice/speech-text.ts';
import { startFakeUpstream } from '../src/server/testing/fake-ai-upstream.ts';
import type { BenchResult } from './bench-result.ts';
import { startBuiltServer } from './built-server.ts';
import { percentile } from './chat-first-token.ts';

const RUNS = Number(process.env.BENCH_VOICE_RUNS ?? 5);
const PORT = 5087;

/** A long reply (about 2,200 characters, some 400 words): what a teacher says at length. */
const LONG_REPLY = [
  'Let us begin where every practice begins, with the body at rest and the breath unforced.',
  'Sit on a firm cushion so that your knees are a little lower than your hips, and let the spine rise as if a thread drew the crown of the head gently upward.',
  'Rest the hands in your lap, the right hand on the left, thumbs lightly touching.',
  'Let the jaw soften, the tongue rest behind the upper teeth, and the gaze fall to the floor a little way in front of you.',
  'Now notice the breath as it is, without changing it. Feel the cool air at the nostrils and the warmth as it leaves.',
  'After a few rounds, breathe in slowly through the nose and let the belly fill first, then the ribs, then the upper chest.',
  'At the top of the breath, swallow softly and draw the pelvic floor up a little while you press the breath gently down, as if holding it in a vase below the navel.',
  'Hold only as long as it is comfortable. There is no prize for holding longer, and strain only feeds the restless winds.',
  'Then release the breath smoothly through the nose, letting the belly soften last.',
  'Between rounds, rest in the quiet that follows. Notice any warmth, tingling or ease that gathers below the navel.',
  'Picture a tiny flame there, no larger than a grain of barley, steady and bright.',
  'With each held breath, imagine it glowing a little warmer, and with each release, let the warmth spread without chasing it.',
  'Practise this for seven rounds at first, then rest for as long as you like before you rise.',
  'If you feel dizzy, stop holding the breath and simply breathe naturally until you feel settled.',
  'If strong emotions come, let them move like weather across a wide sky; you do not need to follow them or push them away.',
  'Over weeks, the practice becomes less about effort and more about a steady, friendly attention to the warmth that is already there.',
  'Keep your sessions short and regular rather than long and rare. Ten minutes each morning will teach you more than an hour once a week.',
  'And when you finish, dedicate whatever good has come of it to the welfare of all beings, so that the practice does not close around you alone.',
].join(' ');

const median = (values: number[]) => percentile(values, 0.5);

export async function benchVoiceFirstAudio(): Promise<BenchResult[]> {
  const words = LONG_REPLY.split(/(?<= )/);
  const upstream = await startFakeUpstream({ kind: 'tokens', tokens: words });
  const server = await startBuiltServer(PORT, {
    AI_BASE_URL: upstream.baseUrl,
    ANON_FREE_MESSAGES: '100000',
    ANON_DAILY_MESSAGES_PER_ADDRESS: '100000',
    ANON_DAILY_VOICE_PER_ADDRESS: '100000',
    FREE_VOICE_WISHES: '100000',
    CHAT_PER_MINUTE: '100000',
    TTS_PER_MINUTE: '100000',
    MODERATION: 'off',
  }).catch(async (error: unknown) => {
    await upstream.close();
    throw error;
  });
  const engine = new EspeakEngine({ timeoutMs: 120_000 });
  try {
    const clientId = randomUUID();
    const headers = { 'content-type': 'application/json', 'x-client-id': clientId };

    /** A new conversation whose reply is the long text; returns the reply's id and words. */
    const longReply = async () => {
      const res = await fetch(`${server.origin}/api/chat`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ message: 'Teach me inner fire.', moduleId: 'inner-fire' }),
      });
      const events = (await res.text())
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map(
          (line) =>
            JSON.parse(line.slice(6)) as { type: string; messageId?: string; content?: string },
        );
      const messageId = events.find((e) => e.type === 'done')?.messageId;
      const text = events
        .filter((e) => e.type === 'token')
        .map((e) => e.content)
        .join('')
        .trim();
      if (!messageId || text.length < 1500) throw new Error(`no long reply (${text.length} chars)`);
      return { messageId, text };
    };

    /** Time to the first audio bytes and to the last, for one new (never spoken) reply. */
    const speak = async () => {
      const { messageId, text } = await longReply();
      const started = performance.now();
      const res = await fetch(`${server.origin}/api/voice/tts`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ text, messageId }),
      });
      if (!res.ok || !res.body) throw new Error(`/api/voice/tts answered ${res.status}`);
      let firstMs = NaN;
      let bytes = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        if (Number.isNaN(firstMs) && chunk.length > 0) firstMs = performance.now() - started;
        bytes += chunk.length;
      }
      return { firstMs, lastMs: performance.now() - started, bytes };
    };

    // Warm both sides up (helper processes started, code compiled).
    await speak();
    await engine.synthesize({ text: 'Warming up.', voice: 'en-gb+m3' });

    const first: number[] = [];
    const last: number[] = [];
    const whole: number[] = [];
    const text = speechText(LONG_REPLY);
    for (let i = 0; i < RUNS; i++) {
      const streamed = await speak();
      first.push(streamed.firstMs);
      last.push(streamed.lastMs);
      const t0 = performance.now();
      await engine.synthesize({ text, voice: 'en-gb+m3' });
      whole.push(performance.now() - t0);
    }
    const firstAudio = median(first);
    return [
      {
        name: `Time to first audio, a long reply (${text.length} characters), median of ${RUNS}`,
        figure: `${firstAudio.toFixed(0)} ms streamed (all of it by ${median(last).toFixed(0)} ms) vs ${median(whole).toFixed(0)} ms synthesised whole`,
        budget: '≤ 500 ms',
        pass: firstAudio <= 500,
      },
    ];
  } finally {
    await engine.close();
    await server.stop();
    await upstream.close();
  }
}
