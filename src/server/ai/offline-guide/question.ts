import { DURATION, FREQUENCY } from './dose.ts';

/**
 * Reading a question for the offline guide: what kind of answer it wants (its intent) and the
 * person's own words turned round to "you", so a reply can open on them ("How can I forgive my
 * sister?" → "how to forgive your sister"). Rules over the closed class of question words and
 * pronouns, not over topics, so they hold for any module's subject.
 */

export type Intent =
  'greeting' | 'often' | 'long' | 'guide' | 'why' | 'what' | 'how' | 'feel' | 'other';

export interface ReadQuestion {
  intent: Intent;
  /** The question as a clause that reads after "You want to know": "how to forgive your sister". */
  topic: string | null;
  /** What the person said of themselves, turned to "you": "you feel anxious all the time". */
  feeling: string | null;
  /** What they asked to be guided through: "a body scan". */
  need: string | null;
}

/** Contractions people type without the apostrophe, restored before reading. */
const CONTRACTIONS: Record<string, string> = {
  im: "I'm",
  ive: "I've",
  id: "I'd",
  cant: "can't",
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  wont: "won't",
  isnt: "isn't",
  arent: "aren't",
  wasnt: "wasn't",
  shouldnt: "shouldn't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  whats: "what's",
  hows: "how's",
  u: 'you',
  ur: 'your',
  r: 'are',
  pls: 'please',
  plz: 'please',
};

/** First person to second. A "you" stays: in a question it is mostly anyone ("square your hips"). */
const REFLECT: Record<string, string> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  "i'm": "you're",
  "i've": "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  am: 'are',
  we: 'you',
  us: 'you',
  our: 'your',
  ours: 'yours',
  ourselves: 'yourselves',
  "we're": "you're",
  "we've": "you've",
};

const PRONOUN_SUBJECTS = new Set(['i', 'we', 'you', 'one', 'someone', 'people', 'anyone']);
const DETERMINERS = new Set([
  'the',
  'a',
  'an',
  'my',
  'your',
  'our',
  'this',
  'that',
  'these',
  'those',
  'his',
  'her',
  'their',
  'some',
  'every',
  'each',
  'any',
]);
const AUXILIARIES = new Set([
  'do',
  'does',
  'did',
  'can',
  'could',
  'should',
  'would',
  'will',
  'might',
  'may',
  'must',
  'is',
  'are',
  'was',
  'were',
  'am',
]);
/** Verbs that follow "does X" / "should X" in questions people ask a teacher. */
const COMMON_VERBS = new Set(
  `be become begin breathe bring calm cause change come count cure do end feel fit get give go grow happen harm have help hold hurt keep kill last lead learn let look make matter mean move need numb open play point practise practice protect reach relax release remove represent rest run say see seem serve show sit sleep slow sound start stay stop take teach tell think train trigger turn use wake walk wander want warm work`.split(
    ' ',
  ),
);
/** Words that begin a predicate after "is X": "is the exhale longer", "is sitting still okay". */
const PREDICATE_WORDS = new Set(
  `okay ok alright fine normal bad good safe dangerous harmful wrong right real true false possible necessary needed enough useful helpful important common worth better worse best hard easy difficult so too very really just still always never not more less supposed meant allowed actually only`.split(
    ' ',
  ),
);
const PREPOSITIONS = new Set([
  'in',
  'on',
  'at',
  'for',
  'with',
  'during',
  'after',
  'before',
  'when',
  'while',
  'if',
  'so',
  'to',
  'from',
  'about',
  'into',
  'of',
  'by',
  'than',
  'as',
]);

/** Openers that carry no meaning: "hi teacher, so, um, quick question:". */
const FILLER =
  /^(?:(?:hi|hey|hello|hiya|namaste|ok(?:ay)?|so|um+|uh+|well|please|quick question|question|sorry|dear teacher|teacher)\b[\s,.:;!-]*)+/i;

const GREETING =
  /^(?:hi|hey|hello|hiya|howdy|namaste|good (?:morning|afternoon|evening)|greetings|yo|hola|hi there|hello there)\b[\s\p{P}\p{Emoji_Presentation}]*(?:teacher|there|friend|everyone|again)?[\s\p{P}\p{Emoji_Presentation}]*$/iu;

function tidy(text: string): string {
  return (
    text
      .replace(/[\u2018\u2019]/g, "'")
      // Their quotation marks are dropped: a clause is woven into the reply, where a stray one
      // would leave a quote open.
      .replace(/["\u201c\u201d\u00ab\u00bb]|(?<![a-z])'|'(?![a-z])/gi, '')
      .replace(/\s+/g, ' ')
      .trim()
      .split(' ')
      .map((w) => {
        const bare = w.toLowerCase().replace(/[^a-z']/g, '');
        const fixed = CONTRACTIONS[bare];
        return fixed ? w.toLowerCase().replace(bare, fixed) : w;
      })
      .join(' ')
  );
}

/** Turn "my sister hates me" into "your sister hates you"; "i" is never left lowercase. */
export function reflect(clause: string): string {
  return clause
    .split(' ')
    .map((word) => {
      const match = /^([^a-z0-9']*)([a-z']+)([^a-z0-9']*)$/i.exec(word);
      if (!match) return word;
      const [, pre = '', core = '', post = ''] = match;
      const swapped = REFLECT[core.toLowerCase()];
      if (!swapped) return core === 'i' ? `${pre}I${post}` : word;
      return `${pre}${swapped}${post}`;
    })
    .join(' ')
    .replace(/\byou was\b/g, 'you were')
    .replace(/\bme are\b/g, 'I am');
}

/** Split into sentences, keeping each sentence's end mark. */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim());
}

/** The clause after a cue, up to the sentence end, without trailing politeness or punctuation. */
function clauseAfter(sentence: string, cue: RegExp): string | null {
  const match = cue.exec(sentence);
  if (!match) return null;
  const rest = sentence
    .slice(match.index + match[0].length)
    .replace(/[?!.…,;:\s]+$/, '')
    .replace(/\s*,?\s*(?:please|pls|thanks|thank you|for me)\s*$/i, '')
    .trim();
  return rest || null;
}

/** "3rd person -s" for a verb after "does": affect → affects, go → goes, carry → carries. */
function thirdPerson(verb: string): string {
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/**
 * Undo the question's inversion: "does my mind wander so much" → "your mind wanders so much",
 * "is the exhale longer" → "the exhale is longer". Returns null when the subject cannot be told.
 */
function statementOf(auxAndRest: string): string | null {
  const words = auxAndRest.split(' ');
  const aux = words[0]?.toLowerCase() ?? '';
  if (!AUXILIARIES.has(aux)) return null;
  const afterAux = words.slice(1);
  const first = afterAux[0]?.toLowerCase() ?? '';
  if (!first) return null;
  const lower = afterAux.map((w) => w.toLowerCase().replace(/[^a-z']/g, ''));
  let subjectLength: number;
  if (
    PRONOUN_SUBJECTS.has(first) ||
    (['it', 'they', 'he', 'she', 'this', 'that'].includes(first) &&
      !DETERMINERS.has(lower[1] ?? ''))
  ) {
    subjectLength = 1;
  } else {
    // The subject runs to the first word that can only start the predicate: after "does", a
    // common verb; after "is", an adjective, a participle, a preposition or a determiner.
    const verbAux = !['is', 'are', 'was', 'were', 'am'].includes(aux);
    // "is buying a cushion materialism": a gerund's object belongs to the subject.
    const gerund = !verbAux && /ing$/.test(first);
    const startsPredicate = (word: string) =>
      verbAux
        ? COMMON_VERBS.has(word)
        : PREDICATE_WORDS.has(word) ||
          (!gerund && (PREPOSITIONS.has(word) || DETERMINERS.has(word))) ||
          /(?:ing|ed|er|ly)$/.test(word);
    const from = DETERMINERS.has(first) ? 1 : 0;
    let end = -1;
    for (let i = from + 1; i < Math.min(lower.length, from + 5); i++) {
      if (startsPredicate(lower[i] ?? '')) {
        end = i;
        break;
      }
    }
    // Most subjects are one noun ("does breath affect…"); a gerund's end cannot be told, and
    // no clause is better than a wrong one.
    if (end < 0 && gerund) return null;
    // After "is", with nothing that starts a predicate, all of it is the subject: "is a normal
    // session" → "a normal session is".
    subjectLength = end >= 0 ? end : verbAux ? from + 1 : afterAux.length;
  }
  const subject = afterAux.slice(0, subjectLength).join(' ');
  const predicate = afterAux.slice(subjectLength);
  if (!predicate.length && aux !== 'is' && aux !== 'are') return null;
  const subjectWord = first;
  const reflectedSubject = reflect(subject);
  if (aux === 'do' || aux === 'did') {
    // "do I need a mat" → "you need a mat"; "did it work" → "it worked" is beyond us: keep "did".
    return aux === 'did'
      ? `${reflectedSubject} did ${reflect(predicate.join(' '))}`
      : `${reflectedSubject} ${reflect(predicate.join(' '))}`;
  }
  if (aux === 'does') {
    const [verb = '', ...tail] = predicate;
    return `${reflectedSubject} ${thirdPerson(verb)}${tail.length ? ` ${reflect(tail.join(' '))}` : ''}`;
  }
  const movedAux =
    aux === 'am' || (aux === 'are' && (subjectWord === 'i' || subjectWord === 'we')) ? 'are' : aux;
  const realAux = subjectWord === 'i' && aux === 'am' ? 'are' : movedAux;
  return `${reflectedSubject} ${realAux}${predicate.length ? ` ${reflect(predicate.join(' '))}` : ''}`;
}

const OFTEN =
  /\bhow (?:often|frequently|regularly)\b|\bhow many (?:times|days|nights|sessions|classes|meals)\b|\bhow many (?!minutes|mins|hours|seconds|breaths)\w+ (?:a|per|each) (?:day|week|night|month)\b|\btimes (?:a|per) (?:day|week)\b|\bhow much should i (?:practi[sc]e|do)\b/i;
const LONG =
  /\bhow long\b|\bfor how long\b|\bhow many (?:minutes|mins|hours|seconds|breaths|rounds|weeks|months|years|reps|repetitions)\b|\bhow much time\b|\bwhen (?:will|do|does|did|would|can) (?:i|we|it|this|that|\w+ing)\b.*\b(?:see|notice|feel|get|start|begin|stop|become|turn|be able|happen|work|improve|results?|better|easier)\b|\bhow soon\b|\bhow quickly\b/i;
/** A question that names a duration or a frequency asks about one ("is 5 min a day enough?"). */
const ASKS =
  /\?|^(?:is|are|do|does|should|can|could|would|will|or)\b|\bor\b|\benough\b|\btoo (?:much|many|little|long|short)\b|\boverkill\b/i;
const GUIDE =
  /\b(?:guide|walk|lead|take|talk|coach|bring) (?:me|us)\b|\bcan we (?:do|practi[sc]e|try)\b|\blet'?s (?:do|practi[sc]e|try)\b|\bguided\b/i;
const WHY = /\bwhy\b|\bwhat(?:'s| is) the (?:point|purpose|use|reason)\b|\bhow come\b/i;
const WHAT =
  /\bwhat(?:'s| is| are| was| were| does| do| did)\b|\bwhat exactly\b|\bmeaning of\b|\bdefine\b|\bexplain\b|\bdifference between\b|\btell me about\b|\bwho (?:is|was|are)\b/i;
const HOW =
  /\bhow (?:do|can|should|would|could|might|to|does|did|will|am|is|are)\b|\bbest way\b|\bways? to\b|\btips?\b|\badvice\b|\bwhat (?:should|can|could|do) (?:i|we) do\b|\bhelp me\b|\bteach me\b|\bshow me\b|\bwhere (?:do|should|can) i (?:start|begin)\b/i;
const FEEL =
  /\bi(?: (?:still|really|just|always|never|often|sometimes|kind of|kinda|honestly|literally))?(?:'m| am| feel| felt| keep| can't| cannot| get| got| have been|'ve been| was| think| hate| love| struggle| find| hurt| had| spilled| lost| miss| worry| cry| cried| snap| dreamt| dreamed| woke)\b|\bmy (?:\w+ )?(?:mind|body|heart|head|back|knees?|neck|chest|stomach|belly|hips?|shoulders?|thoughts|anxiety|anger|sleep|life|partner|mum|mom|dad|boss|sister|brother|friend|husband|wife|kids?|day|nose)\b/i;

/** Read a message: its intent, and the person's words ready to open a reply with. */
export function readQuestion(message: string): ReadQuestion {
  const text = tidy(message);
  if (!text || GREETING.test(text))
    return { intent: 'greeting', topic: null, feeling: null, need: null };
  const sentences = sentencesOf(text).map((s) => s.replace(FILLER, ''));
  const feelingSentence = sentences.find((s) => FEEL.test(s) && !/\?\s*$/.test(s)) ?? null;
  const feeling = feelingSentence ? feelingClause(feelingSentence) : null;

  // The sentence that carries the cue, up to the first clause break after it ("How long is a
  // session, start to finish?" → "How long is a session").
  const find = (cue: RegExp) => {
    const sentence = sentences.find((s) => cue.test(s));
    if (!sentence) return undefined;
    const match = cue.exec(sentence);
    const after = match ? match.index + match[0].length : 0;
    const cut = sentence.slice(after).search(/[,;:]\s|\s[-–—]\s/);
    return cut < 0 ? sentence : `${sentence.slice(0, after + cut)}?`;
  };
  // A feeling told beside the question, not the question itself ("what should I do when I…").
  const besides = (sentence: string) =>
    feelingSentence && sentence.startsWith(feelingSentence.replace(/[?!.]+$/, '')) ? null : feeling;
  const often = find(OFTEN);
  if (often)
    return {
      intent: 'often',
      topic: wh('how often', often, OFTEN),
      feeling: besides(often),
      need: null,
    };
  const long = find(LONG);
  if (long)
    return {
      intent: 'long',
      topic: wh('how long', long, LONG),
      feeling: besides(long),
      need: null,
    };
  const guide = find(GUIDE);
  if (guide) {
    const need = clauseAfter(
      guide,
      /\b(?:guide|walk|lead|take|talk|coach|bring) (?:me|us)(?: (?:through|in|into|with|to|on|along))?\b|\bguided\b/i,
    );
    const cleanNeed = need ? reflect(plainNeed(need)) : null;
    return { intent: 'guide', topic: null, feeling: besides(guide), need: cleanNeed };
  }
  const why = find(WHY);
  if (why) return { intent: 'why', topic: whyClause(why), feeling: besides(why), need: null };
  const how = find(HOW);
  const what = find(WHAT);
  // "What should I do when…" asks how; "what is…" asks what.
  if (
    how &&
    !(
      what &&
      sentences.indexOf(what) < sentences.indexOf(how) &&
      !/\bwhat (?:should|can|could|do) (?:i|we) do\b/i.test(how)
    )
  )
    return { intent: 'how', topic: howClause(how), feeling: besides(how), need: null };
  // "every day or every other day?", "I only do 5 min a day, is that enough": the amount asked
  // about says which. A duration asks how long; a frequency alone, how often.
  const dosed = sentences.find((s) => ASKS.test(s) && (DURATION.test(s) || FREQUENCY.test(s)));
  if (dosed) {
    const intent = DURATION.test(dosed) ? 'long' : 'often';
    return {
      intent,
      topic:
        whetherClause(dosed) ??
        (intent === 'long' ? 'how long to practise' : 'how often to practise'),
      feeling: besides(dosed),
      need: null,
    };
  }
  if (what)
    return {
      intent: 'what',
      topic: whatClause(what) ?? subjectQuestion(what),
      feeling: besides(what),
      need: null,
    };
  if (feeling) return { intent: 'feel', topic: null, feeling, need: null };
  // A statement about themselves is something they feel or live through, told to a teacher.
  const told = sentences.find((s) => !/\?\s*$/.test(s) && /\b(?:i|my|i'm|i've)\b/i.test(s));
  if (told) return { intent: 'feel', topic: null, feeling: feelingClause(told), need: null };
  const question = sentences.find((s) => /\?\s*$/.test(s)) ?? sentences[0] ?? text;
  return {
    intent: 'other',
    topic: whetherClause(question) ?? subjectQuestion(question),
    feeling,
    need: null,
  };
}

/**
 * What to be guided through, without the wrapping: "a short practice for meeting nightmares" →
 * "meeting nightmares", "a short metta practice" → "metta", "writing it up, it's fresh" → "writing it up".
 */
function plainNeed(need: string): string {
  const plain = need
    .split(/[,;]|\s+-\s+/)[0]!
    .replace(/^(?:do|practi[sc]e|try)\s+/i, '')
    .replace(/\s+(?:now|tonight|today|right now|again)$/i, '')
    .trim();
  const kinds = '(?:practice|meditation|exercise|session|sequence|routine|visuali[sz]ation)';
  const wrapped = new RegExp(
    `^(?:(?:a|an|the|some|one)\\s+)?(?:(?:short|quick|simple|little|brief|gentle|easy|basic|guided|beginner'?s?)\\s+)*${kinds}\\s+(?:for|of|on|to|with|about|into)\\s+(.+)$`,
    'i',
  ).exec(plain);
  if (wrapped?.[1]) return wrapped[1];
  const named = new RegExp(
    `^(?:(?:a|an|the|some|one)\\s+)?(?:(?:short|quick|simple|little|brief|gentle|easy|basic|guided)\\s+)*(.+?)\\s+${kinds}$`,
    'i',
  ).exec(plain);
  if (named?.[1] && !/^(?:a|an|the)$/i.test(named[1])) return named[1];
  return plain;
}

function feelingClause(sentence: string): string {
  const start = /\b(?:i|my)\b/i.exec(sentence)?.index ?? 0;
  let clause = sentence.slice(start).replace(/[?!.…,;:\s]+$/, '');
  // Long confessions: keep the first clause, cut at a natural joint, never mid-word.
  const words = clause.split(' ');
  if (words.length > 16) {
    const joint = /,|\b(?:and|but|because|so|which|when)\b/i;
    const head = words.slice(0, 16).join(' ');
    const cut = head.search(new RegExp(`${joint.source}(?!.*${joint.source})`, 'i'));
    clause = cut > 10 ? head.slice(0, cut).replace(/[,\s]+$/, '') : words.slice(0, 12).join(' ');
  }
  return reflect(clause);
}

/** "how often should I practise" → "how often to practise"; "how long is a session" → as a statement. */
function wh(lead: 'how often' | 'how long', sentence: string, cue: RegExp): string {
  const match = cue.exec(sentence);
  const rest = clauseAfter(sentence, cue) ?? '';
  const pronounAux =
    /^(?:should|do|can|must|would|could|will|shall|ought to|need to|have to|to)\s+(?:i|we|you|one)\s+(.*)$/i.exec(
      rest,
    );
  if (pronounAux?.[1]) return `${lead} to ${reflect(pronounAux[1])}`;
  const bareTo = /^to\s+(.*)$/i.exec(rest);
  if (bareTo?.[1]) return `${lead} to ${reflect(bareTo[1])}`;
  const when = /\b(when|how soon|how quickly) will (?:i|we) (.+?)[?!.…,;:\s]*$/i.exec(sentence);
  if (when?.[2])
    return `${when[1]?.toLowerCase() === 'when' ? 'when' : 'how soon'} you will ${reflect(trimTail(when[2]))}`;
  const statement = rest ? statementOf(rest) : null;
  if (statement) return `${lead} ${statement}`;
  // "how many minutes a day", "when will I see results": keep their words, turned round.
  const phrase = match ? sentence.slice(match.index).replace(/[?!.…,;:\s]+$/, '') : lead;
  return reflect(
    phrase.toLowerCase().startsWith('how') ? phrase.toLowerCase() : `${lead}: ${phrase}`,
  ).replace(/^how long: /, 'how long ');
}

function howClause(sentence: string): string | null {
  const toForm =
    /\bhow (?:do|can|should|would|could|might|will|shall|must) (?:i|we|you|one)\s+(.+?)[?!.…,;:\s]*$/i.exec(
      sentence,
    );
  if (toForm?.[1]) return `how to ${reflect(trimTail(toForm[1]))}`;
  const howTo = /\bhow to\s+(.+?)[?!.…,;:\s]*$/i.exec(sentence);
  if (howTo?.[1]) return `how to ${reflect(trimTail(howTo[1]))}`;
  const inverted = /\bhow ((?:does|do|did|is|are|am|can|will) .+?)[?!.…,;:\s]*$/i.exec(sentence);
  const statement = inverted?.[1] ? statementOf(trimTail(inverted[1])) : null;
  if (statement) return `how ${statement}`;
  const what = /\bwhat (?:should|can|could|do) (?:i|we) do\s*(.*?)[?!.…,;:\s]*$/i.exec(sentence);
  if (what) return `what to do${what[1] ? ` ${reflect(trimTail(what[1]))}` : ''}`;
  const way = /\b(?:best )?ways? to\s+(.+?)[?!.…,;:\s]*$/i.exec(sentence);
  if (way?.[1]) return `how to ${reflect(trimTail(way[1]))}`;
  const tips = /\b(?:tips?|advice)\s+(?:for|on|about)\s+(.+?)[?!.…,;:\s]*$/i.exec(sentence);
  if (tips?.[1]) return `how to work with ${reflect(trimTail(tips[1]))}`;
  const start = /\bwhere (?:do|should|can) i (?:start|begin)\b(.*?)[?!.…,;:\s]*$/i.exec(sentence);
  if (start) return `where to begin${start[1] ? reflect(trimTail(start[1])) : ''}`;
  const teach = /\b(?:help|teach|show) me(?: (?:to|how to|with|about))?\s+(.+?)[?!.…,;:\s]*$/i.exec(
    sentence,
  );
  if (teach?.[1])
    return `how to ${/^(?:with|about)\b/i.test(teach[1]) ? 'work with ' : ''}${reflect(trimTail(teach[1]))}`;
  return null;
}

function whyClause(sentence: string): string | null {
  const point =
    /\bwhat(?:'s| is) the (point|purpose|use|reason) (?:of|in|for|behind)\s+(.+?)[?!.…,;:\s]*$/i.exec(
      sentence,
    );
  if (point?.[2]) return `what the ${point[1]} of ${reflect(trimTail(point[2]))} is`;
  const howCome = /\bhow come\s+(.+?)[?!.…,;:\s]*$/i.exec(sentence);
  if (howCome?.[1]) return `why ${reflect(trimTail(howCome[1]))}`;
  const why = /\bwhy\s+(.+?)[?!.…,;:\s]*$/i.exec(sentence);
  if (!why?.[1]) return 'why';
  const rest = trimTail(why[1]);
  const statement = statementOf(rest);
  if (statement) return `why ${statement}`;
  // "why is holding the breath part of it" has no telling subject: no clause.
  if (AUXILIARIES.has(rest.split(' ')[0]?.toLowerCase() ?? '')) return null;
  // "why not just relax", "why bother": keep their words.
  return `why ${reflect(rest)}`;
}

function whatClause(sentence: string): string | null {
  const about = /\b(?:tell me about|explain|define|meaning of)\s+(.+?)[?!.…,;:\s]*$/i.exec(
    sentence,
  );
  if (about?.[1]) return `what ${reflect(trimTail(about[1]))} is about`;
  const difference = /\bdifference between\s+(.+?)[?!.…,;:\s]*$/i.exec(sentence);
  if (difference?.[1]) return `what the difference between ${reflect(trimTail(difference[1]))} is`;
  const does = /\bwhat (does|do) (.+?) mean\b(.*?)[?!.…,;:\s]*$/i.exec(sentence);
  if (does?.[2])
    return `what ${reflect(does[2])} ${does[1] === 'does' ? 'means' : 'mean'}${trimTail(does[3] ?? '') ? ` ${reflect(trimTail(does[3] ?? ''))}` : ''}`;
  const isForm = /\b(what|who)(?:'s| is| are| was| were) (.+?)[?!.…,;:\s]*$/i.exec(sentence);
  if (isForm?.[2]) {
    const verb = /\b(?:are|were)\b/i.test(
      sentence.slice(0, (isForm.index ?? 0) + isForm[0].length).split(isForm[2])[0] ?? '',
    )
      ? 'are'
      : 'is';
    const subject = reflect(trimTail(isForm[2]));
    // "what is it like to…": keep the order.
    if (/\blike\b/.test(subject))
      return `${isForm[1]?.toLowerCase()} ${subject.replace(/^it like/, 'it is like')}`;
    return `${isForm[1]?.toLowerCase()} ${subject} ${verb}`;
  }
  // "what do you think of X": the teacher's own view.
  const view =
    /\bwhat (?:do|would) you (think|recommend|suggest|say|believe|teach|make) (.+?)[?!.…,;:\s]*$/i.exec(
      sentence,
    );
  if (view?.[1] && view[2]) return `what I ${view[1].toLowerCase()} ${reflect(trimTail(view[2]))}`;
  const doForm = /\bwhat (does|do|did) (.+?)[?!.…,;:\s]*$/i.exec(sentence);
  if (doForm?.[2]) {
    const statement = statementOf(`${doForm[1]?.toLowerCase()} ${trimTail(doForm[2])}`);
    if (statement) return `what ${statement}`;
  }
  return null;
}

/**
 * A question whose wh-word is its subject is already in statement order: "who should not
 * practise nauli", "what helps with cramps", "which pose stretches the hips".
 */
function subjectQuestion(sentence: string): string | null {
  const match =
    /\b(who|what|which(?: \w+)?)\s+((?:should|can|could|will|would|might|must|may)\s+)?((?:not|never|really|actually|usually|best)\s+)?([a-z']+)(.*?)[?!.…,;:\s]*$/i.exec(
      sentence,
    );
  if (!match) return null;
  const [, wh = '', modal = '', adverb = '', verb = '', rest = ''] = match;
  const lowerVerb = verb.toLowerCase();
  const isVerb = modal
    ? COMMON_VERBS.has(lowerVerb) || !!adverb
    : /[^s]s$/.test(lowerVerb) && !PRONOUN_SUBJECTS.has(lowerVerb);
  if (!isVerb || PRONOUN_SUBJECTS.has(lowerVerb) || DETERMINERS.has(lowerVerb)) return null;
  return reflect(trimTail(`${wh.toLowerCase()} ${modal}${adverb}${verb}${rest}`));
}

/** "should I meditate before bed" → "whether you should meditate before bed". */
function whetherClause(sentence: string): string | null {
  const clean = trimTail(sentence.replace(/[?!.…,;:\s]+$/, ''));
  const okTo =
    /^(?:is it|it is)\s+(ok(?:ay)?|alright|all right|normal|bad|safe|fine|wrong|possible|necessary|better)\s+(?:to|if|that)?\s*(.*)$/i.exec(
      clean,
    );
  if (okTo)
    return `whether it is ${okTo[1]?.toLowerCase()}${okTo[2] ? ` to ${reflect(okTo[2])}` : ''}`.replace(
      ' to to ',
      ' to ',
    );
  if (/\?\s*$/.test(sentence) || AUXILIARIES.has(clean.split(' ')[0]?.toLowerCase() ?? '')) {
    const statement = statementOf(clean.charAt(0).toLowerCase() + clean.slice(1));
    if (statement) return `whether ${statement}`;
  }
  return null;
}

/** Drop trailing politeness and vague tails ("…please", "…at all", "…or not"). */
function trimTail(clause: string): string {
  return clause
    .replace(/\s*,?\s*(?:please|pls|thanks|thank you|for me|or not|at all|lol|haha)\s*$/i, '')
    .replace(/[?!.…,;:\s]+$/, '')
    .trim();
}
