import type { LexiconSource } from './lexicon.ts';

// Punjabi (Gurmukhi, and romanised as typed on phones) and Telugu (its script, and romanised).
// Concepts after the warning signs of WHO, AFSP and the C-SSRS (wish to be dead, thoughts, method,
// intent, plan, preparation, goodbyes), helpline and domestic-violence screening material (dowry
// harassment, strangulation, threats to burn or kill, locked in, touched by a relative) and the
// way farm-debt distress is spoken of in both states (pesticide, sulphas, the canal, the well).
// Gurmukhi's nukta and addak are dropped and bindi is read as tippi (normalise.ts), so
// "ਜ਼ਿੰਦਗੀ"/"ਜਿੰਦਗੀ" and "ਛੱਤ"/"ਛਤ" match alike. Negation mostly follows the verb in both
// languages ("ਮਰਨਾ ਨਹੀਂ ਚਾਹੁੰਦਾ", "చనిపోవాలని లేదు"), so the patterns list the affirmative forms
// and keep the negated ones out; idioms ("ਹੱਸ ਹੱਸ ਕੇ ਮਰ ਗਏ", "నవ్వి నవ్వి చచ్చిపోయా"), fasting,
// dreams, meditation and films are framings.

// Punjabi: wanting, the heart "doing" (ਦਿਲ ਕਰਦਾ), living, and "I am".
const PA_WANT = '(?:ਚਾਹੁੰਦਾ|ਚਾਹੁੰਦੀ|ਚਾਹੁੰਦੇ|ਚਾਹੁਦਾ|ਚਾਹੁਦੀ|ਚਾਹੁੰਨਾ|ਚਾਹੁੰਨੀ|ਚਾਉਂਦਾ|ਚਾਉਂਦੀ|ਚੌਂਦਾ|ਚੌਂਦੀ)';
const PA_HEART = '(?:ਦਿਲ|ਮਨ|ਜੀਅ|ਜੀ)';
const PA_DOES = '(?:ਕਰਦਾ|ਕਰਦੀ|ਕਰਦੈ|ਕਰਦੇ|ਕਰ ਰਿਹਾ|ਕਰ ਰਹੀ)';
const PA_NOT = '(?:ਨਹੀਂ|ਨਹੀ|ਨੀ|ਨਈ)';
const PA_LIVE = '(?:ਜੀਣ|ਜਿਉਣ|ਜੀਉਣ|ਜਿਊਣ|ਜੀਊਣ|ਜਿਓਣ|ਜੀਨ)';
const PA_AM = '(?:ਹਾਂ|ਹਾ|ਆਂ)';
// "I will / let me": the first person's future and subjunctive endings of a verb that follows.
const PA_I_WILL = '(?:ਲਵਾਂ|ਲਵਾਂਗਾ|ਲਵਾਂਗੀ|ਲਊਂ|ਲਉਂ|ਲੈਣੀ|ਲੈਣਾ|ਦਿਆਂ|ਦਿਆਂਗਾ|ਦਿਆਂਗੀ|ਦੇਵਾਂ|ਦੇਵਾਂਗਾ|ਦੇਵਾਂਗੀ|ਦਊਂ|ਦੇਣੀ|ਦੇਣਾ)';
// Who harms the writer at home: husband, in-laws, father, brother, uncles, a boss.
const PA_AGENT =
  '(?:ਘਰਵਾਲਾ|ਘਰ ਵਾਲਾ|ਘਰਵਾਲੇ|ਘਰ ਵਾਲੇ|ਪਤੀ|ਖਸਮ|ਸਹੁਰਾ|ਸਹੁਰੇ|ਸਹੁਰਿਆਂ|ਸੱਸ|ਜੇਠ|ਦਿਓਰ|ਨਣਾਨ|ਪਿਓ|ਪਿਉ|ਬਾਪੂ|ਭਰਾ|ਵੀਰ|ਮਾਮਾ|ਮਾਮੇ|ਚਾਚਾ|ਚਾਚੇ|ਤਾਇਆ|ਫੁੱਫੜ|ਜੀਜਾ|ਮਤਰੇਆ|ਬੌਸ|ਮਾਲਕ|ਉਹ)';

// Romanised Punjabi spellings: "nahi"/"ni", "haan"/"aa", "chahunda"/"chaunda", "karda"/"krda".
const PAL_NOT = '(?:nahi|nhi|nahin|ni|nai)';
const PAL_WANT = '(?:chahunda|chahundi|chaunda|chaundi|chonda|chondi|chahnda|chahndi)';
const PAL_HEART = '(?:dil|mann|man|jee|ji)';
const PAL_DOES = '(?:karda|kardi|krda|krdi|karde|kar reha|kar rahi)';
const PAL_I_WILL =
  '(?:lavan|lawan|lavanga|lavangi|lainga|laini|laina|lainee|deni|dena|dewan|devan|dawan|devanga|devangi|dunga|du)';
const PAL_AGENT =
  '(?:ghar ?wala|gharwala|ghar ?wale|gharwale|pati|husband|sauhra|sohre|sohreyan|sass|saas|jeth|dyor|papa|bapu|peyo|pio|veer|bhra|bhai|mama|chacha|taya|phuphar|jija|boss|malik|oh)';

// Telugu: "want to" (-ఆలని ఉంది), "feel like" (-ఆలనిపిస్తోంది), "intend to" (-ఆలనుకుంటున్నా).
const TE_WISH = '(?:వాలని|వాలనీ|వాలనుకుంటున్న|వాలనుకుంటు|వాలనిపిస్త|వాలనిపిస్తో|వాలనిపిస్తు|వాలనే)';
const TE_AGENT =
  '(?:భర్త|మొగుడు|ఆయన|అత్త|అత్తగారు|అత్తమామలు|మామ|మామగారు|మామయ్య|నాన్న|తండ్రి|సవతి తండ్రి|అన్న|అన్నయ్య|బావ|మరిది|బాస్|వాడు|అతను|బాయ్‌ఫ్రెండ్|బాయ్ఫ్రెండ్)';

// Romanised Telugu spellings: "chachipovalani"/"chachipoyalani", "undi"/"undhi", "ledu"/"ledhu".
const TEL_WISH =
  '(?:alani|aalani|alanipistundi|alanipisthundi|alanipistondi|alanipisthondi|alanukuntunna|alanukuntunnanu|alanukuntuna|alane)';
const TEL_AGENT =
  '(?:bharta|bhartha|mogudu|husband|aayana|atta|attagaru|attayya|mama|mamagaru|mamayya|nanna|thandri|anna|annayya|bava|maridi|boss|vaadu|athanu)';

export const PUNJABI_TELUGU: LexiconSource[] = [
  {
    languages: ['pa'],
    group: 'gurmukhi',
    spaced: true,
    self: [
      // Wish to die: "ਮਰਨਾ ਚਾਹੁੰਦੀ ਹਾਂ", "ਮਰਨ ਨੂੰ ਦਿਲ ਕਰਦਾ", "ਮਰ ਜਾਵਾਂ ਤਾਂ ਚੰਗਾ", "ਦਿਲ ਕਰਦਾ ਬੱਸ ਮਰ ਜਾਵਾਂ".
      String.raw`(?:ਮਰਨਾ|ਮਰ ਜਾਣਾ|ਮਰਜਾਣਾ)(?: (?:ਹੀ|ਈ|ਬੱਸ|ਹੁਣ))? ${PA_WANT}\b|(?:ਮਰਨ|ਮਰ ਜਾਣ) (?:ਨੂੰ|ਦਾ|ਦੀ|ਲਈ)(?: (?:ਬੜਾ|ਬਹੁਤ|ਹੀ|ਹੁਣ|ਰੋਜ਼))* ${PA_HEART} ${PA_DOES}\b|(?:ਮਰ ਜਾਵਾਂ|ਮਰ ਜਾਂ|ਮਰਜਾਵਾਂ|ਮਰਜਾਂ|ਮਰ ਜਾਣਾ|ਮਰਨਾ)(?: (?:ਹੀ|ਤਾਂ|ਈ))* (?:ਚੰਗਾ|ਚੰਗੀ|ਠੀਕ|ਬਿਹਤਰ|ਬੇਹਤਰ|ਸੌਖਾ)\b|(?:${PA_HEART} ${PA_DOES}|ਲੱਗਦਾ|ਲਗਦਾ|ਲੱਗਦੀ|ਸੋਚਦਾ|ਸੋਚਦੀ)(?: (?:ਹੈ|ਆ|ਕਿ|ਬੱਸ|ਹੁਣ|ਹੀ))* (?:ਮਰ ਜਾਵਾਂ|ਮਰ ਜਾਂ|ਮਰਜਾਵਾਂ|ਜਾਨ ਦੇ ਦਿਆਂ|ਫਾਹਾ ਲੈ ਲਵਾਂ|(?:ਆਪਣੇ ਆਪ|ਖੁਦ) ਨੂੰ ਖਤਮ ਕਰ ਲਵਾਂ)\b|(?:ਰੱਬ ਕਰੇ|ਕਾਸ਼) (?:ਮੈਂ )?ਮਰ (?:ਜਾਵਾਂ|ਜਾਂ|ਜਾਂਦਾ|ਜਾਂਦੀ|ਗਿਆ ਹੁੰਦਾ|ਗਈ ਹੁੰਦੀ)\b|ਕਾਸ਼ (?:ਮੈਂ )?(?:ਜੰਮਿਆ|ਜੰਮੀ|ਜੰਮਦਾ|ਜੰਮਦੀ|ਪੈਦਾ)(?: (?:ਹੀ|ਈ|ਹੋਇਆ|ਹੋਈ))* (?:ਨਾ|ਨਹੀਂ) (?:ਹੁੰਦਾ|ਹੁੰਦੀ|ਹੁੰਦਾ|ਹੋਇਆ ਹੁੰਦਾ|ਹੋਈ ਹੁੰਦੀ)\b`,
      // No will to live: "ਜੀਣਾ ਨਹੀਂ ਚਾਹੁੰਦਾ", "ਹੋਰ ਨਹੀਂ ਜੀਣਾ", "ਜੀਣ ਨੂੰ ਦਿਲ ਨਹੀਂ ਕਰਦਾ",
      // "ਜਿਉਣ ਦਾ ਕੋਈ ਮਤਲਬ ਨਹੀਂ", tired of life.
      String.raw`(?:ਜੀਣਾ|ਜਿਉਣਾ|ਜੀਉਣਾ|ਜਿਊਣਾ|ਜੀਨਾ|ਜਿਓਣਾ)(?: (?:ਹੀ|ਈ|ਹੁਣ))? ${PA_NOT}(?: (?:ਚਾਹੁੰਦਾ|ਚਾਹੁੰਦੀ|ਚਾਹੁੰਦੇ|ਮੈਂ|ਹੁਣ|ਹੈ|ਆ))?\b|(?:ਹੋਰ|ਹੁਣ) ${PA_NOT} (?:ਜੀਆ|ਜੀਵਿਆ|ਜਿਉਇਆ|ਜੀਇਆ) (?:ਜਾਂਦਾ|ਜਾਣਾ)\b|${PA_HEART}(?: ਹੀ)? ${PA_NOT} ${PA_DOES} ${PA_LIVE} (?:ਨੂੰ|ਲਈ)\b|ਮੇਰੇ ਮਰਨ (?:ਨਾਲ|ਤੋਂ ਬਾਅਦ|ਮਗਰੋਂ|ਪਿੱਛੋਂ)(?: \S+){0,3}? (?:ਠੀਕ|ਸੁਖੀ|ਖੁਸ਼|ਸੌਖੇ|ਚੰਗਾ|ਚੰਗੇ|ਸਕੂਨ|ਸ਼ਾਂਤੀ)\S*|(?:ਮੈਨੂੰ|ਮੈਂਨੂੰ) ਮੌਤ (?:ਆ ਜਾਵੇ|ਆਜੇ|ਆ ਜਾਏ)\b|(?:ਹੋਰ|ਹੁਣ|ਬਿਲਕੁਲ) ${PA_NOT} (?:ਜੀਣਾ|ਜਿਉਣਾ|ਜੀਉਣਾ|ਜਿਊਣਾ|ਜੀਨਾ|ਜਿਓਣਾ)\b|${PA_LIVE} (?:ਨੂੰ|ਦਾ|ਦੀ|ਲਈ)(?: (?:ਹੁਣ|ਬਿਲਕੁਲ|ਉੱਕਾ|ਹੀ|ਵੀ))* ${PA_HEART}(?: (?:ਹੀ|ਵੀ))? ${PA_NOT}\b|(?:${PA_LIVE}|ਜ਼ਿੰਦਗੀ|ਜਿੰਦਗੀ) (?:ਦਾ|ਦੀ|ਵਿੱਚ|ਚ)(?: ਹੁਣ)? (?:ਕੋਈ )?(?:ਮਤਲਬ|ਫਾਇਦਾ|ਫ਼ਾਇਦਾ|ਮਕਸਦ|ਵਜ੍ਹਾ|ਵਜਾ|ਕਾਰਨ|ਚਾਅ|ਅਰਥ)(?: ਹੀ)? ${PA_NOT}\b|(?:ਜ਼ਿੰਦਗੀ|ਜਿੰਦਗੀ|ਜੀਣ|ਜਿਉਣ) (?:ਤੋਂ|ਤੋ) (?:ਅੱਕ|ਤੰਗ|ਥੱਕ|ਬੇਜ਼ਾਰ|ਉੱਕਤਾ|ਅੱਕਿਆ|ਅੱਕੀ)(?: (?:ਗਿਆ|ਗਈ|ਗਏ|ਚੁੱਕਾ|ਚੁੱਕੀ|ਪਿਆ|ਪਈ))?\b`,
      // Thoughts and plans of suicide, ending oneself, giving one's own life.
      String.raw`(?:ਖੁਦਕੁਸ਼ੀ|ਖੁਦਕਸ਼ੀ|ਖ਼ੁਦਕੁਸ਼ੀ|ਆਤਮਹੱਤਿਆ|ਆਤਮ ਹੱਤਿਆ|ਆਤਮਹਤਿਆ|ਸੁਸਾਈਡ|ਸੂਸਾਈਡ) (?:ਕਰ (?:ਲੈਣੀ|ਲੈਣਾ|ਲਵਾਂ|ਲਵਾਂਗਾ|ਲਵਾਂਗੀ|ਲਊਂ|ਲਉਂ)|ਕਰਨੀ (?:ਹੈ|ਆ|ਏ)|ਕਰਾਂਗਾ|ਕਰਾਂਗੀ|ਕਰਨ (?:ਬਾਰੇ|ਦਾ|ਦੀ|ਨੂੰ)(?: ਹੀ)? (?:ਸੋਚ|ਦਿਲ|ਮਨ|ਜੀਅ|ਖ਼ਿਆਲ|ਖਿਆਲ|ਵਿਚਾਰ|ਫ਼ੈਸਲਾ|ਫੈਸਲਾ|ਇਰਾਦਾ|ਪਲਾਨ))\S*|(?:ਮਰਨ|ਮਰ ਜਾਣ|ਆਪਣੀ ਜਾਨ (?:ਦੇਣ|ਲੈਣ)|ਜਾਨ ਦੇਣ|ਖੁਦਕੁਸ਼ੀ|ਖੁਦਕਸ਼ੀ|ਆਤਮਹੱਤਿਆ) (?:ਦੇ|ਦਾ|ਬਾਰੇ) (?:ਖ਼ਿਆਲ|ਖਿਆਲ|ਖਯਾਲ|ਵਿਚਾਰ|ਇਰਾਦਾ|ਪਲਾਨ) (?:ਆਉਂਦੇ|ਆਉਂਦਾ|ਆ ਰਹੇ|ਆਈ ਜਾਂਦੇ|ਆਉਣ ਲੱਗ|ਬਣਾ ਲਿਆ|ਹੈ|ਆ)\S*|(?:ਆਪਣੇ ਆਪ|ਖੁਦ|ਆਪਣੀ ਜ਼ਿੰਦਗੀ|ਜ਼ਿੰਦਗੀ)(?: ਨੂੰ)?(?: (?:ਹੀ|ਵੀ|ਹੁਣ))? (?:ਖ਼ਤਮ|ਖਤਮ|ਮੁਕਾ|ਮਿਟਾ) (?:ਕਰ )?${PA_I_WILL}\b|(?=ਆਪਣੀ ਜਾਨ)(?<!(?:ਲਈ|ਵਾਸਤੇ|ਖਾਤਰ|ਖ਼ਾਤਰ) )ਆਪਣੀ ਜਾਨ (?:ਦੇ|ਲੈ) ${PA_I_WILL}\b|(?:ਸਭ|ਸਭ ਕੁਝ|ਸਾਰਾ ਕੁਝ|ਸਭ ਕੁੱਝ) (?:ਖ਼ਤਮ|ਖਤਮ) ਕਰ (?:ਦੇਣਾ|ਦਿਆਂਗਾ|ਦਿਆਂਗੀ|ਦੇਵਾਂਗਾ|ਦੇਵਾਂਗੀ|ਦਊਂ|ਦੇਣਾ ਹੈ|ਲੈਣਾ)\b`,
      // God take me; sleep and never wake; a burden; better off without me.
      String.raw`(?:ਰੱਬਾ|ਰੱਬ|ਵਾਹਿਗੁਰੂ|ਵਾਹਿਗੁਰੁ|ਬਾਬਾ ਜੀ|ਭਗਵਾਨ|ਪਰਮਾਤਮਾ|ਮਾਲਕਾ|ਦਾਤਿਆ|ਸੱਚੇ ਪਾਤਸ਼ਾਹ)\S*(?: \S+){0,5}? (?:ਮੈਨੂੰ|ਮੈਂਨੂੰ|ਮੈਨੂ)(?: (?:ਵੀ|ਹੁਣ|ਛੇਤੀ|ਜਲਦੀ|ਆਪਣੇ ਕੋਲ))* (?:ਚੁੱਕ|ਸੱਦ|ਬੁਲਾ) (?:ਲੈ|ਲਵੇ|ਲਓ|ਲਵੋ|ਲੈਣ)\b|(?:ਮੈਨੂੰ|ਮੈਂਨੂੰ) ਮੌਤ ਦੇ (?:ਦੇ|ਦੇਵੇ|ਦਿਓ)\b|(?:ਸੌਂਵਾਂ|ਸੋਵਾਂ|ਸੌਂ ਜਾਵਾਂ|ਸੌਂ ਜਾਂ|ਸੌਂਦੀ|ਸੌਂਦਾ|ਸੋਂਦਾ|ਸੋਂਦੀ|ਸੁੱਤੀ|ਸੁੱਤਾ)(?: \S+){0,4}? (?:ਉੱਠਾਂ|ਉਠਾਂ|ਜਾਗਾਂ|ਉੱਠਾ)(?: (?:ਹੀ|ਈ))? (?:ਨਾ|ਨਹੀਂ|ਨਾਂ)\b|(?:ਸਵੇਰੇ|ਸਵੇਰ|ਸੁਬ੍ਹਾ) (?:ਉੱਠਾਂ|ਉਠਾਂ|ਜਾਗਾਂ)(?: (?:ਹੀ|ਈ))? (?:ਨਾ|ਨਾਂ)\b|ਅੱਖ (?:ਹੀ )?(?:ਨਾ|ਨਾਂ) ਖੁਲ(?:੍ਹ)?ੇ\b|(?:ਬੋਝ|ਭਾਰ) (?:ਬਣ (?:ਗਿਆ|ਗਈ|ਚੁੱਕਾ|ਚੁੱਕੀ) )?${PA_AM}\b|ਮੇਰੇ (?:ਬਿਨਾਂ|ਬਿਨਾ|ਬਗੈਰ|ਬਾਝੋਂ|ਜਾਣ ਤੋਂ (?:ਬਾਅਦ|ਮਗਰੋਂ|ਪਿੱਛੋਂ)|ਮਰਨ ਤੋਂ (?:ਬਾਅਦ|ਮਗਰੋਂ|ਪਿੱਛੋਂ))(?: \S+){0,3}? (?:ਸੁਖੀ|ਖੁਸ਼|ਸੌਖੇ|ਸੁਖਾਲੇ|ਚੰਗੇ|ਬਿਹਤਰ|ਆਜ਼ਾਦ)(?: \S+)? (?:ਰਹਿਣਗੇ|ਹੋਣਗੇ|ਰਹੂ|ਹੋਊ|ਹੋ ਜਾਣਗੇ|ਰਹਿਣ|ਹੋਣ)\b`,
      // Means and plan: hanging, poison and farm sprays, jumping into the canal or off the roof,
      // the railway track, the pills saved up, "by tomorrow I won't be here".
      String.raw`(?:ਫਾਹਾ|ਫ਼ਾਹਾ|ਫਾਂਸੀ|ਫਾਹੇ) (?:ਲੈ|ਲਾ|ਲਗਾ) ${PA_I_WILL}\b|(?:ਰੱਸਾ|ਰੱਸੀ|ਫੰਦਾ)(?: \S+){0,3}? (?:ਪਾ|ਬੰਨ੍ਹ|ਬੰਨ) ${PA_I_WILL}\b|(?:ਪੱਖੇ|ਪੱਖਾ|ਗਾਡਰ|ਕੁੰਡੇ|ਰੱਸੇ|ਰੱਸੀ|ਚੁੰਨੀ|ਦੁਪੱਟੇ)\S*(?: \S+){0,4}? ਲਟਕ (?:ਜਾਣ|ਜਾਵਾਂ|ਜਾਂ|ਜਾਣਾ|ਜਾਊਂ|ਜਾਵਾਂਗਾ|ਜਾਵਾਂਗੀ)\b|(?:ਜ਼ਹਿਰ|ਜਹਿਰ|ਜ਼ਹਰ|ਸਲਫਾਸ|ਸਲਫ਼ਾਸ|ਕੀੜੇਮਾਰ|ਕੀੜੇ ਮਾਰ|ਸਪਰੇਅ|ਸਪਰੇ|ਚੂਹੇਮਾਰ|ਚੂਹੇ ਮਾਰ|ਗੋਲੀਆਂ)\S*(?: \S+){0,4}? (?:ਪੀ|ਖਾ|ਨਿਗਲ) (?:ਲੈਣੀ|ਲੈਣਾ|ਲਵਾਂ|ਲਵਾਂਗਾ|ਲਵਾਂਗੀ|ਲਊਂ|ਕੇ ਮਰ)\S*|(?:ਨਹਿਰ|ਦਰਿਆ|ਖੂਹ|ਖੂਹੀ|ਛੱਤ|ਛੱਤੋਂ|ਪੁਲ|ਬਿਲਡਿੰਗ|ਟੈਂਕੀ|ਹੇਠਾਂ|ਥੱਲੇ)\S*(?: \S+){0,5}? ਛਾਲ (?:ਮਾਰ ${PA_I_WILL}|ਮਾਰ ਕੇ ਮਰ (?:ਜਾਣਾ|ਜਾਵਾਂ|ਜਾਂ)|ਮਾਰਨ (?:ਲੱਗਾ|ਲੱਗੀ|ਲੱਗੇ|ਜਾ ਰਿਹਾ|ਜਾ ਰਹੀ|ਦਾ (?:ਸੋਚ|ਦਿਲ|ਮਨ|ਫੈਸਲਾ|ਫ਼ੈਸਲਾ)))\S*|(?:ਪਟੜੀ|ਪਟੜੀਆਂ|ਰੇਲਵੇ ਲਾਈਨ)\S* (?:ਤੇ|ਉੱਤੇ|ਉਤੇ)(?: \S+){0,2}? (?:ਬੈਠਾ|ਬੈਠੀ|ਖੜ੍ਹਾ|ਖੜ੍ਹੀ|ਖੜਾ|ਖੜੀ|ਲੇਟਿਆ|ਲੇਟੀ|ਲੇਟ (?:ਜਾਣਾ|ਜਾਵਾਂ|ਜਾਣ)) ?${PA_AM}?\b|(?:ਗੱਡੀ|ਰੇਲ|ਟਰੇਨ|ਟ੍ਰੇਨ|ਟਰੱਕ)(?: ਦੇ)? (?:ਅੱਗੇ|ਥੱਲੇ|ਹੇਠਾਂ) (?:ਆ|ਛਾਲ ਮਾਰ|ਲੇਟ) (?:ਜਾਵਾਂ|ਜਾਣਾ|ਦੇਣੀ|ਜਾਵਾਂਗਾ|ਜਾਵਾਂਗੀ)\b|(?:ਨੀਂਦ ਦੀਆਂ )?ਗੋਲੀਆਂ(?: \S+){0,2}? (?:ਇਕੱਠੀਆਂ|ਜਮ੍ਹਾਂ|ਜਮਾਂ|ਕੱਠੀਆਂ) ਕਰ (?:ਲਈਆਂ|ਲਈਆ|ਰੱਖੀਆਂ|ਰਹੀ|ਰਿਹਾ)\S*|(?:ਇਹ|ਇਹੀ|ਏਹ) ਮੇਰਾ (?:ਆਖਰੀ|ਆਖ਼ਰੀ|ਲਾਸਟ) (?:ਮੈਸੇਜ|ਸੁਨੇਹਾ)(?!.{0,30}(?:ਅੱਜ|ਗੁੱਡ ਨਾਈਟ))|(?:ਕੱਲ੍ਹ|ਕੱਲ|ਸਵੇਰ|ਸਵੇਰੇ|ਅੱਜ ਰਾਤ)(?: (?!ਘਰ|ਦਫ਼ਤਰ|ਦਫਤਰ|ਇੱਥੇ|ਪਿੰਡ|ਸ਼ਹਿਰ)\S+){0,2} ਮੈਂ (?:ਨਹੀਂ|ਨਾ) (?:ਹੋਵਾਂਗਾ|ਹੋਵਾਂਗੀ|ਰਹਾਂਗਾ|ਰਹਾਂਗੀ|ਹੋਣਾ|ਰਹਿਣਾ)(?= ?[.!?।,]|$)|(?:ਇਸ )?(?:ਦੁਨੀਆ|ਦੁਨੀਆਂ|ਜਹਾਨ)(?: ਵਿੱਚ| ਚ| ਤੇ)? (?:ਹੁਣ )?(?:ਨਹੀਂ|ਨਾ) (?:ਰਹਿਣਾ|ਰਹਾਂਗਾ|ਰਹਾਂਗੀ)\b|(?:ਨਹੀਂ|ਨਾ) (?:ਰਹਿਣਾ|ਰਹਾਂਗਾ|ਰਹਾਂਗੀ) (?:ਇਸ )?(?:ਦੁਨੀਆ|ਦੁਨੀਆਂ|ਜਹਾਨ)`,
      // Self-harm: cuts with a blade on the arm, burning oneself, hurting oneself for relief,
      // wounds hidden under full sleeves.
      String.raw`(?:ਬਲੇਡ|ਕਟਰ|ਰੇਜ਼ਰ|ਚਾਕੂ)\S* (?:ਨਾਲ )?(?:\S+ ){0,2}?(?:ਬਾਂਹ|ਬਾਹਾਂ|ਗੁੱਟ|ਕਲਾਈ|ਨਸ|ਨਾੜ|ਪੱਟ|ਲੱਤ)\S* (?:ਤੇ |ਉੱਤੇ )?(?:ਕੱਟ|ਚੀਰ)\S*|(?:ਬਾਂਹ|ਬਾਹਾਂ|ਗੁੱਟ|ਕਲਾਈ|ਨਸ|ਨਾੜ|ਪੱਟ|ਹੱਥ)\S* (?:ਤੇ |ਉੱਤੇ )?(?:ਫੇਰ |ਫਿਰ |ਦੁਬਾਰਾ )?(?:ਕੱਟ (?:ਲਾਏ|ਲਾ ਲਏ|ਮਾਰੇ|ਲਾਉਂਦੀ|ਲਾਉਂਦਾ|ਲਾ ਲਿਆ|ਲਈ|ਲਿਆ|ਲਏ|ਲੈਂਦੀ|ਲੈਂਦਾ)|ਚੀਰ (?:ਦਿੱਤੀ|ਦਿੱਤਾ|ਲਈ|ਲਿਆ))\b|(?:ਆਪਣੇ ਆਪ|ਖੁਦ|ਆਪਣੇ-ਆਪ) ਨੂੰ(?: (?:ਫਿਰ|ਫੇਰ|ਦੁਬਾਰਾ|ਰੋਜ਼|ਬਹੁਤ|ਹੀ|ਵੀ))* (?:ਸਾੜ|ਕੱਟ|ਸੱਟ ਮਾਰ|ਸੱਟ ਲਾ|ਜ਼ਖ਼ਮੀ|ਜਖਮੀ|ਮਾਰਦ|ਕੁੱਟ|ਸਜ਼ਾ ਦੇ|ਨੁਕਸਾਨ ਪਹੁੰਚਾ|ਮਾਰ ਲ|ਮਾਰ ਦ)\S*|(?:ਪੂਰੀਆਂ ਬਾਹਾਂ|ਲੰਮੀਆਂ ਬਾਹਾਂ|ਫੁੱਲ ਸਲੀਵ|ਫੁੱਲ ਬਾਹਾਂ)\S*(?: \S+){0,6}? (?:ਜ਼ਖ਼ਮ|ਜਖਮ|ਜ਼ਖਮ|ਕੱਟ|ਨਿਸ਼ਾਨ)\S*|(?:ਜ਼ਖ਼ਮ|ਜਖਮ|ਜ਼ਖਮ|ਕੱਟ)\S*(?: \S+){0,3}? (?:ਲੁਕਾਉਂਦੀ|ਲੁਕਾਉਂਦਾ|ਲੁਕਾਉਣੇ|ਛੁਪਾਉਂਦੀ|ਛੁਪਾਉਂਦਾ)\b`,
      // Spiritual framings: going to a parent who has died, God calling me to Him, leaving this
      // body, this birth's account settled, going to someone "forever".
      String.raw`(?=(?:ਉਹਨਾਂ|ਉਨ੍ਹਾਂ|ਓਹਨਾਂ|ਉਸ|ਉਹਦੇ|ਮੰਮੀ|ਮਾਂ|ਬੀਜੀ|ਬਾਪੂ|ਪਾਪਾ|ਦਾਦੀ|ਦਾਦਾ|ਨਾਨੀ|ਵੀਰ|ਭਰਾ))(?<=(?:ਚਲੇ ਗਏ|ਚਲੀ ਗਈ|ਚਲਾ ਗਿਆ|ਪੂਰੇ ਹੋ ਗਏ|ਪੂਰੀ ਹੋ ਗਈ|ਗੁਜ਼ਰ ਗਏ|ਗੁਜ਼ਰ ਗਈ|ਨਹੀਂ ਰਹੇ|ਨਹੀਂ ਰਹੀ|ਸੁਰਗਵਾਸ|ਦੇਹਾਂਤ|ਚਲਾਣਾ)[^.!?।]{0,40})(?:ਉਹਨਾਂ|ਉਨ੍ਹਾਂ|ਓਹਨਾਂ|ਉਸ|ਉਹਦੇ|ਮੰਮੀ|ਮਾਂ|ਬੀਜੀ|ਬਾਪੂ|ਪਾਪਾ|ਦਾਦੀ|ਦਾਦਾ|ਨਾਨੀ|ਵੀਰ|ਭਰਾ)\S*(?: ਜੀ)?(?: ਦੇ)? ਕੋਲ (?:ਹੀ )?(?:ਜਾਣਾ|ਚਲਾ ਜਾਣਾ|ਚਲੀ ਜਾਣਾ|ਜਾਵਾਂ|ਚਲਾ ਜਾਵਾਂ|ਚਲੀ ਜਾਵਾਂ)\S*|ਕੋਲ (?:ਹੀ )?(?:ਚਲਾ|ਚਲੀ) (?:ਜਾਵਾਂ|ਜਾਣਾ) ਹਮੇਸ਼ਾ ਲਈ\b|ਹਮੇਸ਼ਾ ਲਈ (?:\S+ )?(?:ਉਹਨਾਂ|ਉਨ੍ਹਾਂ|ਮੰਮੀ|ਮਾਂ|ਬਾਪੂ|ਪਾਪਾ|ਰੱਬ|ਵਾਹਿਗੁਰੂ)\S* (?:ਦੇ )?ਕੋਲ (?:ਚਲਾ|ਚਲੀ) (?:ਜਾਵਾਂ|ਜਾਣਾ)\b|(?:ਰੱਬ|ਵਾਹਿਗੁਰੂ|ਭਗਵਾਨ|ਪਰਮਾਤਮਾ)(?: ਜੀ)? (?:ਦੇ )?ਕੋਲ (?:ਚਲਾ |ਚਲੀ )?(?:ਜਾਣਾ|ਜਾਵਾਂ) (?:${PA_WANT}|ਹੈ|ਆ)\b|(?:ਇਸ |ਇਹ )?(?:ਸਰੀਰ|ਦੇਹ|ਚੋਲਾ|ਚੋਲੇ) (?:ਤੋਂ ਛੁਟਕਾਰਾ (?:ਚਾਹੀਦਾ|ਚਾਹੁੰਦਾ|ਚਾਹੁੰਦੀ)|ਛੱਡ (?:ਦੇਣਾ|ਦਿਆਂ|ਦੇਵਾਂ)|ਛੱਡਣਾ (?:ਚਾਹੁੰਦਾ|ਚਾਹੁੰਦੀ|ਹੈ)|ਛੱਡਣ ਦਾ (?:ਵੇਲਾ|ਸਮਾਂ|ਟਾਈਮ))\S*|(?:ਇਸ|ਇਹ|ਏਸ) (?:ਜਨਮ|ਜੂਨ|ਜ਼ਿੰਦਗੀ) (?:ਦਾ|ਦੀ) (?:ਹਿਸਾਬ|ਕੰਮ|ਲੇਖਾ|ਸਫ਼ਰ) (?:ਮੁੱਕ|ਖ਼ਤਮ|ਖਤਮ|ਪੂਰਾ) (?:ਗਿਆ|ਹੋ ਗਿਆ|ਚੁੱਕਾ)\b`,
    ],
    fromOthers: [
      // Beaten at home by a husband or in-laws, strangled, threatened with death or fire, dowry.
      String.raw`${PA_AGENT}(?: ਨੇ)?(?: (?!ਉਸ|ਉਹਨੂੰ|ਉਹਨਾਂ|ਓਹਨੂੰ|ਤਾਅਨੇ|ਤਾਨੇ|ਮਿਹਣੇ|ਆਵਾਜ਼|ਅਵਾਜ਼|ਹਾਕਾਂ)\S+){0,7}? (?:ਕੁੱਟਦਾ|ਕੁੱਟਦੇ|ਕੁੱਟਦੀ|ਕੁੱਟਿਆ|ਕੁੱਟ ਰਿਹਾ|ਕੁੱਟਮਾਰ|ਮਾਰਦਾ|ਮਾਰਦੇ|ਮਾਰ ਰਿਹਾ|ਗਲਾ ਘੁੱਟ|ਗਲ ਘੁੱਟ|ਛੂੰਹਦਾ|ਛੂੰਹਦੇ|ਛੂਹੰਦਾ|ਛੇੜਦਾ|ਛੇੜਦੇ|ਜ਼ਬਰਦਸਤੀ|ਬਲਾਤਕਾਰ)\S*|ਗਲਾ (?:ਘੁੱਟਿਆ|ਘੁੱਟ ਦਿੱਤਾ|ਘੁੱਟਦਾ|ਘੁੱਟਣ ਦੀ)\S*|(?:ਜਾਨੋਂ|ਜਾਨੋ|ਜਾਨ ਤੋਂ) ਮਾਰ (?:ਦੇਊਂਗਾ|ਦੇਊਗਾ|ਦਊਂਗਾ|ਦੇਣਗੇ|ਦਿਆਂਗੇ|ਦੇਊ|ਦੇਵਾਂਗਾ|ਦੇਣ ਦੀ|ਦੇਣ ਦੀਆਂ)\S*|(?:ਤੇਲ|ਮਿੱਟੀ ਦਾ ਤੇਲ|ਕੈਰੋਸੀਨ|ਪੈਟਰੋਲ)(?: \S+){0,2}? (?:ਪਾ ਕੇ|ਛਿੜਕ ਕੇ) (?:ਸਾੜ|ਅੱਗ ਲਾ)\S*|(?:ਦਾਜ|ਦਹੇਜ)(?: \S+){0,2}? (?:ਲਈ|ਕਰਕੇ|ਪਿੱਛੇ|ਖਾਤਰ|ਨਹੀਂ ਲਿਆਈ|ਨਹੀਂ ਲਿਆਂਦਾ)(?: \S+){0,5}? (?:ਤੰਗ|ਕੁੱਟ|ਮਾਰ|ਸਾੜ|ਧਮਕੀ|ਤਸੀਹੇ)\S*|(?:ਮਾਰਨ|ਜਾਨੋਂ ਮਾਰਨ|ਸਾੜਨ) ਦੀਆਂ? ਧਮਕੀ\S*`,
      // Touched by a relative at night, locked in, the phone taken, hiding while he breaks the door.
      String.raw`(?:ਗਲਤ|ਗੰਦੇ|ਮਾੜੇ) (?:ਤਰੀਕੇ|ਤਰ੍ਹਾਂ|ਢੰਗ) (?:ਨਾਲ )?(?:ਛੂੰਹ|ਛੂਹ|ਹੱਥ ਲਾ)\S*|(?:ਕਮਰੇ|ਘਰ|ਕੋਠੜੀ|ਬਾਥਰੂਮ)(?: ਵਿੱਚ| ਚ| ਅੰਦਰ) (?:ਬੰਦ|ਡੱਕ) ਕਰ (?:ਦਿੱਤਾ|ਦਿੱਤੀ|ਦਿੰਦਾ|ਦਿੰਦੇ|ਰੱਖਿਆ|ਰੱਖਦੇ)\b|(?:ਫ਼ੋਨ|ਫੋਨ|ਮੋਬਾਈਲ|ਪਾਸਪੋਰਟ)(?: \S+)? (?:ਖੋਹ|ਖੋਂਹ|ਤੋੜ) (?:ਲਿਆ|ਦਿੱਤਾ|ਲੈਂਦਾ)\b|(?:ਬਾਥਰੂਮ|ਕਮਰੇ|ਅਲਮਾਰੀ|ਗੁਸਲਖਾਨੇ)(?: ਵਿੱਚ| ਚ) ਲੁਕ(?:ੀ|ਿਆ|ੇ)(?: ਹੋਈ| ਹੋਇਆ)? ${PA_AM}\b(?=.{0,60}(?:ਦਰਵਾਜ਼ਾ|ਦਰਵਾਜਾ|ਕੁੱਟ|ਮਾਰ|ਡਰ|ਚਾਕੂ|ਸ਼ਰਾਬ))`,
    ],
    toOthers: [
      String.raw`(?:ਉਸ|ਇਸ|ਓਸ)(?: \S+)? (?:ਨੂੰ|ਨੂ) (?:ਜਾਨੋਂ |ਜਾਨ ਤੋਂ )?ਮਾਰ (?:ਦੇਣਾ|ਦਿਆਂਗਾ|ਦਿਆਂਗੀ|ਦੇਵਾਂਗਾ|ਦੇਵਾਂਗੀ|ਮੁਕਾਉਣਾ|ਸੁੱਟਣਾ|ਦੇਣੀ|ਦਊਂ)\b|(?:ਉਹਨੂੰ|ਓਹਨੂੰ|ਉਸਨੂੰ|ਉਹਨਾਂ ਨੂੰ|ਉਨ੍ਹਾਂ ਨੂੰ|ਇਹਨੂੰ)(?: ਵੀ)? (?:ਜਾਨੋਂ )?ਮਾਰ (?:ਦੇਣਾ|ਦਿਆਂਗਾ|ਦਿਆਂਗੀ|ਦੇਵਾਂਗਾ|ਦੇਵਾਂਗੀ|ਦੇਣੀ|ਦਊਂ)\b|ਗੋਲੀ ਮਾਰ (?:ਦੇਣੀ|ਦਿਆਂਗਾ|ਦਿਆਂਗੀ|ਦੇਵਾਂਗਾ|ਦਊਂ)\b|(?:ਉਸ|ਉਹ|ਇਸ|ਉਹਨਾਂ|ਓਹਦਾ|ਉਹਦਾ)(?: \S+)? (?:ਦਾ|ਦੀ )?(?:ਖ਼ੂਨ|ਖੂਨ|ਕਤਲ|ਮਰਡਰ) ਕਰ (?:ਦੇਣਾ|ਦਿਆਂਗਾ|ਦਿਆਂਗੀ|ਦੇਵਾਂਗਾ|ਦੇਣੀ|ਦਊਂ)\b|ਡਰ\S*(?: \S+){0,6}? (?:ਬੱਚੇ|ਬੱਚੀ|ਬੱਚਿਆਂ|ਨਿਆਣੇ|ਕਾਕੇ|ਬੇਬੀ)\S* (?:ਨੂੰ )?(?:ਕੁਝ|ਕੁੱਝ) (?:ਕਰ (?:ਨਾ )?(?:ਬੈਠਾਂ|ਦੇਵਾਂ|ਦਿਆਂ))\b|(?:ਚਾਹ|ਰੋਟੀ|ਦਾਲ|ਖਾਣੇ|ਦੁੱਧ|ਪਾਣੀ|ਸਬਜ਼ੀ)(?: ਵਿੱਚ| ਚ) (?:ਜ਼ਹਿਰ|ਜਹਿਰ|ਸਲਫਾਸ|ਚੂਹੇਮਾਰ ਦਵਾਈ) (?:ਮਿਲਾ|ਪਾ|ਘੋਲ) (?:ਦੇਣ|ਦਿਆਂ|ਦਿਆਂਗੀ|ਦਿਆਂਗਾ|ਦੇਵਾਂ)\S*`,
    ],
    concern: [
      String.raw`(?:ਖੁਦਕੁਸ਼ੀ|ਖੁਦਕਸ਼ੀ|ਖ਼ੁਦਕੁਸ਼ੀ|ਆਤਮਹੱਤਿਆ|ਆਤਮ ਹੱਤਿਆ)|(?:ਪੂਰੇ ਹੋ ਗਏ|ਪੂਰੀ ਹੋ ਗਈ|ਦੇਹਾਂਤ|ਗੁਜ਼ਰ ਗਏ|ਗੁਜ਼ਰ ਗਈ|ਚਲਾਣਾ ਕਰ|ਅੰਤਿਮ ਸੰਸਕਾਰ|ਭੋਗ|ਅਲਵਿਦਾ)\b`,
    ],
    negation: String.raw`(?:^|\s)(?:ਕਦੇ|ਕਦੀ)(?: ਵੀ)? (?:ਨਹੀਂ|ਨਾ)\b`,
    thirdPerson: String.raw`(?:^|\s)(?:ਉਹ|ਓਹ|ਉਸ|ਉਸਨੂੰ|ਉਹਨੂੰ|ਉਹਨੇ|ਉਸਨੇ|ਦੋਸਤ|ਸਹੇਲੀ|ਭਰਾ|ਭੈਣ|ਮੁੰਡਾ|ਕੁੜੀ|ਪੁੱਤ|ਧੀ|ਵੀਰ|ਬੇਟਾ|ਬੇਟੀ)\b`,
    firstPerson: String.raw`(?:^|\s)(?:ਮੈਂ|ਮੈਨੂੰ|ਮੈਂਨੂੰ|ਮੇਰਾ|ਮੇਰੀ|ਮੇਰੇ)\b`,
    framing: String.raw`(?:^|\s)(?:ਸੁਪਨੇ|ਸੁਪਨਾ|ਸੁਫ਼ਨੇ|ਸੁਫ਼ਨਾ|ਧਿਆਨ (?:ਵਿੱਚ|ਚ|ਕਰਦਿਆਂ|ਕਰਦੇ|ਦੌਰਾਨ)|ਸਿਮਰਨ (?:ਕਰਦਿਆਂ|ਕਰਦੇ|ਵਿੱਚ)|ਹੱਸ ਹੱਸ|ਹੱਸਦੇ ਹੱਸਦੇ|ਗਰਮੀ ਨਾਲ|ਭੁੱਖ ਨਾਲ|ਠੰਢ ਨਾਲ|ਥਕਾਵਟ ਨਾਲ|ਵਰਤ|ਰੋਜ਼ਾ|ਸਬਜ਼ੀ|ਗੰਢੇ|ਪਿਆਜ਼|ਰਸੋਈ|ਗੇਮ (?:ਵਿੱਚ|ਚ)|ਕਹਾਣੀ|ਨਾਵਲ|ਹਉਮੈ)\b`,
    topic: String.raw`(?:^|\s)(?:ਲੇਖ|ਨਿਬੰਧ|ਖ਼ਬਰ|ਖਬਰ|ਅਖ਼ਬਾਰ|ਅਖਬਾਰ|ਫ਼ਿਲਮ|ਫਿਲਮ|ਗੀਤ|ਗਾਣਾ|ਗਾਣੇ|ਕਿਤਾਬ|ਪ੍ਰੋਜੈਕਟ|ਅੰਕੜੇ|ਰਿਸਰਚ|ਖੋਜ|ਸੀਰੀਅਲ)\b`,
    resolved: String.raw`(?:^|\s)(?:ਸਾਲ ਪਹਿਲਾਂ|ਸਾਲ ਪਹਿਲਾ|ਮਹੀਨੇ ਪਹਿਲਾਂ|ਬਚਪਨ ਵਿੱਚ|ਕਾਲਜ ਵੇਲੇ|ਹੁਣ (?:ਮੈਂ )?ਠੀਕ (?:ਹਾਂ|ਆਂ)|ਹੁਣ (?:ਮੈਂ )?ਬਿਹਤਰ (?:ਹਾਂ|ਆਂ))`,
    cues: {
      means: String.raw`(?:ਸਲਫਾਸ|ਸਲਫ਼ਾਸ|ਜ਼ਹਿਰ|ਜਹਿਰ|ਸਪਰੇਅ|ਕੀੜੇਮਾਰ|ਚੂਹੇਮਾਰ|ਨੀਂਦ ਦੀਆਂ ਗੋਲੀਆਂ|ਗੋਲੀਆਂ|ਰੱਸਾ|ਰੱਸੀ|ਫਾਹਾ|ਬਲੇਡ|ਪਟੜੀ)\S*`,
      prep: String.raw`(?:ਲੁਕਾ ਕੇ ਰੱਖ|ਲਿਆ ਕੇ ਰੱਖ|ਲਿਆ ਰੱਖ|ਲੁਕਾ ਦਿੱਤ|ਇਕੱਠੀਆਂ ਕਰ|ਇਕੱਠੀ ਕਰ|ਜਮ੍ਹਾਂ ਕਰ|ਲੈ ਆਇਆ|ਲੈ ਆਈ|ਖ਼ਰੀਦ ਲ|ਖਰੀਦ ਲ|ਫ਼ੈਸਲਾ ਕਰ ਲਿਆ|ਫੈਸਲਾ ਕਰ ਲਿਆ|ਸੋਚ ਲਿਆ|ਤਿਆਰੀ ਕਰ ਲਈ|ਮਾਫ਼ ਕਰਿਓ|ਮਾਫ ਕਰਿਓ|ਮਾਫ਼ ਕਰ ਦਿਓ|ਮਾਫ ਕਰ ਦਿਓ|ਮਾਫ਼ ਕਰਨਾ|ਮਾਫ ਕਰਨਾ)\S*`,
      timing: String.raw`(?:ਅੱਜ ਰਾਤ|ਅੱਜ ਰਾਤੀਂ|ਕੱਲ੍ਹ ਸਵੇਰ|ਕੱਲ੍ਹ ਸਵੇਰੇ|ਇਸ ਹਫ਼ਤੇ|ਇਸ ਹਫਤੇ|ਸਾਰੇ ਸੌਂ ਜਾਣ|ਘਰ ਖਾਲੀ|ਐਤਵਾਰ ਨੂੰ)\b`,
      recent: String.raw`(?:^|\s)(?:ਅੱਜ|ਕੱਲ੍ਹ|ਫੇਰ|ਫਿਰ|ਰੋਜ਼|ਦੁਬਾਰਾ)\b`,
      finality: String.raw`(?:ਅਲਵਿਦਾ|ਆਖਰੀ ਫ਼ਤਿਹ|ਆਖ਼ਰੀ ਫ਼ਤਿਹ|ਆਖਰੀ ਫਤਿਹ|ਆਖਰੀ (?:ਵਾਰ|ਸੁਨੇਹਾ|ਮੈਸੇਜ|ਚਿੱਠੀ)|ਆਖ਼ਰੀ (?:ਵਾਰ|ਸੁਨੇਹਾ|ਮੈਸੇਜ|ਚਿੱਠੀ)|ਖੇਡ (?:ਖ਼ਤਮ|ਖਤਮ)|ਕਹਾਣੀ (?:ਖ਼ਤਮ|ਖਤਮ)|ਸੁਸਾਈਡ ਨੋਟ|(?:ਮੰਮੀ|ਮਾਂ|ਬੀਜੀ|ਬਾਪੂ) ਦਾ (?:ਧਿਆਨ|ਖ਼ਿਆਲ|ਖਿਆਲ) ਰੱਖਿਓ)\b`,
      despair: String.raw`(?:ਬੋਝ|ਹੋਰ ਨਹੀਂ ਸਹਿ|ਸਹਿ ਨਹੀਂ ਹੁੰਦਾ|ਬਰਦਾਸ਼ਤ ਨਹੀਂ|ਥੱਕ ਗਿਆ|ਥੱਕ ਗਈ|ਕਿਸੇ ਨੂੰ ਮੇਰੀ ਲੋੜ ਨਹੀਂ|ਕਿਸੇ ਨੂੰ ਤੰਗ ਨਹੀਂ ਕਰ|ਕੋਈ ਫ਼ਾਇਦਾ ਨਹੀਂ|ਕੋਈ ਫਾਇਦਾ ਨਹੀਂ|ਜੰਮਿਆ ਹੀ ਕਿਉਂ|ਜੰਮੀ ਹੀ ਕਿਉਂ)\S*`,
      harm: String.raw`(?:ਕੱਟ ਲਾਏ|ਬਲੇਡ ਨਾਲ|ਸਾੜ ਲਿਆ|ਸਾੜ ਲੈਂਦੀ|ਸਾੜ ਲੈਂਦਾ)\b`,
      body: String.raw`(?:^|\s)(?:ਬਾਂਹ|ਗੁੱਟ|ਕਲਾਈ|ਪੱਟ|ਹੱਥ|ਲੱਤ|ਚਮੜੀ)\S*`,
    },
  },
  // Punjabi in Latin letters, beside romanised Hindi: what Punjabi says in its own words
  // ("mainu", "chahunda", "jeen nu dil nahi karda", "nehar ch chhaal"), never Hindi's.
  {
    languages: ['pa-Latn'],
    group: 'latin',
    spaced: true,
    self: [
      String.raw`\b(?:marna|mar jana|mar jaana|marjana)(?: (?:hi|e|bas|hun))? ${PAL_WANT}\b|\b(?:marn|mar jaan) (?:nu|da|di)(?: (?:bada|bahut|hi|hun|roz))* ${PAL_HEART} ${PAL_DOES}\b|\b(?:mar jawan|mar javan|mar jaavan|mar jaan|marjawan)(?: (?:hi|taan|tan))* (?:changa|changi|theek|behtar|sokha)\b|\b(?:${PAL_HEART} ${PAL_DOES}|lagda|lagdi|sochda|sochdi)(?: (?:ae|aa|ki|k|bas|hun|hi))* (?:mar (?:jawan|javan|jaavan|jaan)|jaan de (?:deyan|dewan|devan))\b|\bkaash (?:main )?(?:jammeya|jammya|jammi|jameya|paida)(?: (?:hi|e|hoya|hoyi))* (?:na|nahi) (?:hunda|hundi|hunda)\b|\b(?:rabb karey|rabb kare) (?:main )?mar (?:jawan|javan|jaan)\b`,
      String.raw`\b(?:jeena|jina|jeona|jiona|jiuna|jeeuna)(?: (?:hi|e|hun))? ${PAL_NOT}(?: (?:chahunda|chahundi|chaunda|chaundi|main|hun))?\b(?! (?:aunda|aaunda|sikheya)\b)|\b(?:hor|hun|bilkul) ${PAL_NOT} (?:jeena|jina|jeona|jiona)\b|\b(?:hor|hun) ${PAL_NOT} (?:jeeya|jiya|jeeveya|jiuya) (?:janda|jana)\b|\b${PAL_HEART}(?: hi)? ${PAL_NOT} ${PAL_DOES} (?:jeen|jion|jiun|jeeun) (?:nu|layi)\b|\bmere (?:marn|maran) (?:naal|ton baad|magron)(?: \S+){0,3}? (?:theek|sukhi|khush|sokhe|changa|change|sukoon|shanti)\w*|\b(?:mainu|mennu) maut (?:aa|a) (?:jave|jaave|jaye|jaaye)\b|\b(?:jeen|jion|jiun|jeeun) (?:nu|da|di|layi)(?: (?:hun|bilkul|ukka|hi|vi))* ${PAL_HEART}(?: (?:hi|vi))? ${PAL_NOT}\b|\b(?:jeen|jion|jiun|jeeun|zindagi|jindagi) (?:da|di|vich|ch)(?: hun)? (?:koi )?(?:matlab|faida|fayda|maksad|vajah|wajah|karan|chaa|arth)(?: hi)? ${PAL_NOT}\b|\b(?:zindagi|jindagi|jeen) (?:ton|to) (?:akk|tang|thakk|thak|bezaar)(?: (?:gaya|gayi|gaye|chukka|chukki|peya))?\b`,
      String.raw`\b(?:khudkushi|khudkhushi|khudkashi|atamhatya|aatamhatya|suicide|sucide) (?:kar (?:laini|laina|lavan|lawan|lavanga|lavangi)|karni (?:aa|ae|hai)|karanga|karangi|karan (?:bare|baare|da|di|nu)(?: hi)? (?:soch|dil|mann|man|khayal|khyal|vichar|faisla|irada|plan))\b|\b(?:apne aap|khud|apni zindagi)(?: nu)?(?: (?:hi|vi|hun))? (?:khatam|khtm|muka) (?:kar )?${PAL_I_WILL}\b|\bapni jaan (?:de|lai) ${PAL_I_WILL}\b|\b(?:sab|sab kuch|sab kujh|saara kujh) (?:khatam|khtm) kar (?:dena|deyanga|dewanga|dunga|du|dena aa|dena ae)\b`,
      String.raw`\b(?:rabba|rabb|waheguru|vaheguru|babaji|baba ji|bhagwan|malka|dateya)\w*(?: \S+){0,5}? (?:mainu|mennu|menu)(?: (?:vi|hun|chhetti|jaldi|apne kol))* (?:chakk|chak|sadd|sad|bula) (?:lai|lawe|lave|lao|lavo)\b|\b(?:sonvan|sovan|sonda|sondi|sutti|sutta)(?: \S+){0,5}? (?:uthan|uththan|jagan)(?: (?:hi|e))? (?:na|nahi)\b|\b(?:savere|sawere|subah) (?:uthan|uththan|jagan)(?: (?:hi|e))? (?:na|nahi)\b|\b(?:bojh|bhaar) (?:ban (?:gaya|gayi|chukka|chukki) )?(?:haan|aan|han)\b|\bmere (?:bina|bagair|jaan (?:ton|to) (?:baad|magron|picchon)|maran (?:ton|to) (?:baad|magron))(?: \S+){0,3}? (?:sukhi|khush|sokhe|change|behtar|azaad)(?: \w+)? (?:rehnge|rehange|honge|rahu|hou|ho jange|rehan)\b`,
      String.raw`\b(?:faaha|faha|phaaha|fansi|phansi) (?:lai|la|laga) ${PAL_I_WILL}\b|\b(?:rassa|rassi|fanda)(?: \S+){0,3}? (?:paa|pa|bann|banh) ${PAL_I_WILL}\b|\b(?:pakhe|pakha|garder|kunde|rasse|chunni|dupatte)\w*(?: \S+){0,4}? latak (?:jaan|jana|jaana|jawan|javan)\b|\b(?:zehar|zehr|jehar|zeher|sulphas|salfas|spray|keedemaar|chuhemaar|goliyan|goliyaan)\w*(?: \S+){0,4}? (?:pee|pi|kha|khaa) (?:laini|laina|lena|leni|lavan|lawan|lavanga|lavangi|ke mar)\w*|\b(?:nehar|nahar|nehr|darya|dariya|khooh|khuh|chhatt|chatt|chhat|pul|building|tanki|thalle)\w*(?: \S+){0,5}? (?:chhaal|chaal|chhal|chal) (?:maar ${PAL_I_WILL}|maar ke mar (?:jana|jaana|jawan|javan)|maarn (?:laga|lagi|lagge|ja reha|ja rahi|da (?:soch|dil|mann|faisla)))\b|\b(?:track|patri|patdi|railway line)\w* (?:te|utte)(?: \S+){0,2}? (?:let|lamma pai) (?:jaan|jana|jaana|jawan)\w*|\b(?:neend diyan |sleeping )?(?:goliyan|goliyaan|pills)(?: \S+){0,2}? (?:jama|ikathiyan|katthiyan) kar (?:layian|laiyan|layiyan|rakhiyan)\b|\b(?:is )?(?:duniya|dunia|jahan)(?: vich| ch| te)? (?:hun )?(?:nahi|na) (?:rehna|rahanga|rahangi)\b|\b(?:nahi|na) (?:rehna|rahanga|rahangi) (?:is |es )?(?:duniya|dunia|jahan)\b`,
      String.raw`\b(?:blade|cutter|razor|chaku)\w* (?:naal )?(?:\w+ ){0,2}?(?:baanh|banh|baahan|gutt|kalai|nas|pat|latt)\w* (?:te |utte )?(?:cut|katt|cheer)\w*|\b(?:baanh|banh|gutt|kalai|nas)\w* (?:te |utte )?(?:fer |phir )?(?:cut (?:maare|laaye|laye|la laye|lainda|laindi)|katt (?:laya|layi|lai|lainda|laindi))\b|\b(?:apne aap|khud) nu(?: (?:fer|phir|roz|bahut|hi|vi))* (?:saad|sad|katt|satt maar|zakhmi|kutt|saza de|nuksan)\w*`,
      String.raw`\b(?:bapu ji|mummy|maa|biji|papa|dadi|dada|veer|ohna|onha|uhna|ohde)\w*(?: ji)? (?:de )?kol (?:hi )?(?:jaana|jana|chala jana|chali jana|jawan|chali jawan|chala jawan) (?:${PAL_WANT}|aa|ae|hai)\b(?<=\b(?:chale gaye|chali gayi|chala gaya|poore ho gaye|poori ho gayi|guzar gaye|guzar gayi|nahi rahe|nahi rahi|swargwas)\b.{0,60})|\b(?:rabb|waheguru|bhagwan)(?: ji)? (?:de )?kol (?:chala |chali )?(?:jaana|jana|jawan) (?:${PAL_WANT}|aa|ae|hai)\b|\b(?:is |eh )?(?:sareer|sharir|deh|chola) (?:ton chhutkara (?:chahida|chahunda|chahundi)|chhad (?:dena|deyan|dewan)|chhaddna (?:chahunda|chahundi|aa|ae)|chhaddan da (?:vela|samaa|time))\b|\b(?:is|eh) (?:janam|joon|zindagi) (?:da|di) (?:hisaab|hisab|kamm|lekha) (?:mukk|khatam|poora) (?:gaya|ho gaya|chukka)\b`,
    ],
    fromOthers: [
      String.raw`\b${PAL_AGENT}(?: ne)?(?: (?!us\b|ohnu\b|ohna\b|usnu\b|taane\b|tane\b|mehne\b|awaaz\b|awaz\b)\w+){0,5}? (?:kuttda|kutda|kuttde|kuttdi|kutteya|kuttya|kutt reha|maarda|marda|maarde|maar reha|gala ghutt|gala ghut|chhunda|chhede|chhedda|zabardasti|rape)\w*|\bgala (?:ghutt|ghut)(?:eya|ya|ditta|da|an di)\b|\b(?:jaan (?:ton|to)|jaano|jano) (?:maar|mar) (?:du|dunga|deu|deunga|denge|dawange|devanga|den di)\w*|\b(?:tel|mitti da tel|kerosene|petrol)(?: \S+){0,2}? (?:paa ke|pa ke|chhidak ke) (?:saad|sad|saar|agg la)\w*|\b(?:daaj|daj|dahej|dowry)(?: \S+){0,2}? (?:layi|karke|pichhe|khatir|nahi lyayi|nahi liyayi|nahi laiyi)(?: \S+){0,5}? (?:tang|kutt|maar|saad|dhamki|taane)\w*`,
      String.raw`\b(?:galat|gande|maade) (?:tareeke|tarike|tarah|dhang) (?:naal )?(?:chhunda|chhoonda|chhoohnda|touch|hath la)\w*|\b(?:raat nu|raati) (?:\w+ ){0,2}?kamre (?:ch|vich) (?:aunda|aaunda|aunde)\b(?=.{0,60}\b(?:touch|chhunda|galat)\w*)|\b(?:kamre|ghar|kothri|bathroom) (?:ch|vich) band kar (?:ditta|dendi|dinda|dende|rakheya)\b|\b(?:phone|mobile|passport)(?: \w+)? (?:kho|khoh|tod) (?:leya|lya|ditta|lainda)\b|\b(?:bathroom|kamre|almari) (?:ch|vich) (?:luki|lukeya|lukki) (?:hoyi |hoya )?(?:haan|aan)\b(?=.{0,60}\b(?:darwaza|kutt|maar|dar|chaku|daaru)\w*)`,
    ],
    toOthers: [
      String.raw`\b(?:us|is|os)(?: \w+)? (?:nu|noo) (?:jaano |jaan ton )?(?:maar|mar) (?:dena|deyanga|devanga|dewanga|deni|du|dunga|mukana)\b|\b(?:ohnu|ohnoo|usnu|ehnu|ohna nu)(?: vi)? (?:jaano )?(?:maar|mar) (?:dena|deyanga|devanga|deni|du|dunga)\b|\bgoli (?:maar|mar) (?:deni|dena|deyanga|devanga|du|dunga)\b|\b(?:us|oh|ohna|is|ohda|ehda)(?: \w+)? (?:da |di )?(?:khoon|khun|katl|qatal|murder) kar (?:dena|deyanga|devanga|du|dunga|deni)\b|\b(?:dar|darr)\w*(?: \S+){0,6}? (?:bache|bachi|bacheyan|niyane|kake|baby)\w* (?:nu )?(?:kuch|kujh|kuj) kar (?:na )?(?:baithan|baitha|devan|dewan|deyan)\b|\b(?:chaah|chah|roti|daal|khane|doodh|paani|sabzi)(?: vich| ch) (?:zehar|zehr|jehar|sulphas) (?:mila|paa|ghol) (?:den|deyan|devan|dewan)\w*`,
    ],
    concern: [
      String.raw`\b(?:khudkushi|khudkhushi|khudkashi|atamhatya|aatamhatya)\w*|\b(?:poore ho gaye|poori ho gayi|dehant|guzar gaye|guzar gayi|antim sanskar|bhog)\b`,
    ],
    negation: String.raw`\b(?:kade|kadi)(?: vi)? (?:nahi|nhi|na)\b`,
    thirdPerson: String.raw`\b(?:oh|ohne|ohnu|usne|usnu|dost|saheli|bhra|veer|bhain|bhen|munda|kudi|putt|dhee|beta|beti)\b`,
    firstPerson: String.raw`\b(?:main|mainu|mennu|mera|meri|mere)\b`,
    framing: String.raw`\b(?:supna|supne|sapna|sapne|dhyan (?:ch|vich|karde)|simran (?:karde|ch)|has has|hass hass|hasde hasde|garmi naal|bhukh naal|thand naal|vrat|varat|roza|sabzi|gande|pyaaz|rasoi|game (?:ch|vich)|gaming|kahani|novel|haumai)\b`,
    topic: String.raw`\b(?:lekh|essay|nibandh|khabar|akhbar|news|film|movie|geet|gaana|gana|kitaab|project|research|serial)\b`,
    resolved: String.raw`\b(?:saal pehla|saal pehlan|saal pehle|mahine pehla|bachpan ch|college vele|hun theek haan|hun theek aan|hun main theek haan|hun behtar haan)\b`,
    cues: {
      means: String.raw`\b(?:sulphas|salfas|zehar|zehr|jehar|spray|keedemaar|chuhemaar|neend diyan goliyan|goliyan|goliyaan|rassa|rassi|faaha|blade|patri)\b`,
      prep: String.raw`\b(?:luka ke rakh\w*|jama kar\w*|le aaya|le aayi|lai aaya|khareed l\w*|kharid l\w*|faisla kar leya|soch leya|tayyari kar lai|maaf kareyo|maaf kar deyo|maaf kar den|maaf karna)\b`,
      timing: String.raw`\b(?:ajj raat|aj raat|kal savere|kal sawere|is hafte|sare so jaan|ghar khali|aitvaar nu)\b`,
      recent: String.raw`\b(?:ajj|aj|kal|fer|phir|roz|dubara)\b`,
      finality: String.raw`\b(?:alvida|aakhri fateh|akhri fateh|aakhri (?:vaar|vari|message|sunehaa)|akhri (?:vaar|vari|message)|game over|kahani khatam|suicide note|(?:mummy|maa|biji|bapu) da (?:dhyan|khayal|khyal) rakheyo)\b`,
      despair: String.raw`\b(?:bojh|hor nahi (?:sehnda|hunda|seh hunda)|seh nahi hunda|bardasht nahi|thakk gaya|thakk gayi|thak gaya|thak gayi|kise nu meri lod nahi|kise nu tang nahi kar\w*|koi faida nahi|koi fayda nahi)\b`,
      harm: String.raw`\b(?:cut maare|cut laaye|blade naal|saad leya|saad lendi|saad lenda)\b`,
      body: String.raw`\b(?:baanh|banh|gutt|kalai|pat|hath|latt)\b`,
    },
  },
  {
    languages: ['te'],
    group: 'telugu',
    spaced: true,
    self: [
      // Wish to die: "చచ్చిపోవాలని ఉంది", "చనిపోవాలనుకుంటున్నాను", "చావాలనిపిస్తోంది", "చచ్చిపోతా"
      // (not "చచ్చిపోతున్నా", dying of hunger, or "చచ్చిపోయా", died laughing); not "… లేదు".
      String.raw`(?:చచ్చిపో|చనిపో|సచ్చిపో|చా|చచ్చి పో|చని పో)${TE_WISH}\S*(?! ?(?:లేదు|లేదే|లేదురా|ఏమీ లేదు))|(?:చచ్చిపోతా|చనిపోతా|చచ్చిపోతాను|చనిపోతాను|చచ్చిపోదాం|చచ్చిపోదామ\S*|చనిపోదామ\S*)(?![\p{L}\p{M}])|(?:చావడమే|చావే|చచ్చిపోవడమే|చనిపోవడమే) (?:మంచిది|బెటర్|నయం)|(?:చచ్చిపోతే|చనిపోతే|నేను లేకపోతే|నేను పోతే)(?: \S+){0,3}? (?:బాగుంటుంది|బాగుండు|మంచిది|ప్రశాంతంగా|సంతోషంగా|హ్యాపీగా|హ్యాపీ గా|సుఖంగా|హాయిగా|బాగుంటారు)\S*`,
      // No will to live: "బతకాలని లేదు", "బతికి ఏం లాభం", never born, tired of living.
      String.raw`(?:బతక|బ్రతక|జీవించ)ాలనిపించ(?:ట్లేదు|డంలేదు|డం లేదు)|(?:బతక|బ్రతక|జీవించ|బతికుండ|బ్రతికుండ)(?:ాలని|ాలనీ|ాలనిపించ)\S* (?:లేదు|అనిపించట్లేదు|అనిపించడం లేదు|అనిపించడంలేదు)|(?:బతికి|బ్రతికి|బతికున్నా|బ్రతికున్నా)(?: \S+)? (?:ఏం|ఏమి|ఎం) (?:లాభం|ప్రయోజనం|ఉపయోగం)|(?:పుట్టకుండా|పుట్టకపోయి|పుట్టకపోతే)(?: \S+)? (?:ఉంటే|ఉన్నా)? ?(?:బాగుండేది|బాగుండు|బాగుండేదేమో|మంచిది)|(?:బతకడం|బ్రతకడం|జీవితం|బతుకు)(?: మీద| పై)? (?:విసుగొచ్చింది|విసుగు వచ్చింది|అలసిపోయాను|అలిసిపోయాను)`,
      // Suicide plainly, ending it all, a burden, God take me, sleep and never wake.
      String.raw`(?:ఆత్మహత్య|ఆత్మ హత్య|సూసైడ్|సుసైడ్) (?:చేసుకోవాల|చేసుకుంటా|చేసుకుంటాను|చేసుకుందామ|చేసుకోబోతున్నా|చేసుకోవడానికి|చేసుకోవాలనిపిస్తో|చేసుకోవాలనిపిస్తు)\S*|(?:నన్ను నేను|జీవితాన్ని|నా జీవితాన్ని|నా జీవితం) (?:ముగించేస్తా|ముగిస్తా|అంతం చేస్తా|అంతం చేసుకుంటా|ముగించేయాల|ముగించుకుంటా|చంపుకుంటా|చంపేసుకుంటా)\S*|(?:నేను|నేనే) (?:\S+ ){0,2}?(?:భారం|భారంగా|బరువు) (?:అయిపోయాను|అయ్యాను|ఉన్నాను|అయిపోయా)\b|(?:దేవుడా|దేవుడు|భగవంతుడా|స్వామీ|దేవుడి|అమ్మవారు|వెంకటేశ్వరా|సాయి)\S*(?: \S+){0,4}? (?:నన్ను|నన్నూ) (?:\S+ ){0,2}?(?:తీసుకెళ్ళిపో|తీసుకెళ్లిపో|తీసుకెళ్ళు|తీసుకెళ్లు|తీసుకుపో|తీసుకుపోవా|పిలుచుకో|పిలుచుకుపో)\S*|(?:పడుకుంటే|పడుకున్నాక|నిద్రలో|నిద్రపోతే|పడుకుని)(?: \S+){0,3}? (?:మళ్ళీ |మళ్లీ |ఇంక |ఇక )?(?:లేవకూడదు|లేవకుండా|లేవను|మేల్కొనకూడదు|లేవకపోతే బాగుండు|చచ్చిపోవాలి|చనిపోవాలి)\S*`,
      // Means and plan: pesticide, poison or "mandu" drunk to die, hanging, sleeping pills
      // swallowed together, lying on the tracks, jumping from a height or into a lake or well,
      // "by tomorrow I won't be here".
      String.raw`(?:పురుగుల మందు|పురుగు మందు|విషం|ఎలుకల మందు|గడ్డి మందు|మందు)(?: \S+){0,3}? (?:తాగేస్తా|తాగేస్తాను|తాగుతా|తాగుతాను|తాగి చనిపోతా|తాగి చచ్చిపోతా|తాగి చనిపోతాను|తాగి చచ్చిపోవాల|తాగాలనుకుంటున్న|తినేస్తా)\S*|(?:నిద్ర మాత్రలు|నిద్రమాత్రలు|మాత్రలు|టాబ్లెట్లు|స్లీపింగ్ పిల్స్)(?: \S+){0,3}? (?:మింగేస్తా|మింగుతా|మింగేస్తాను|వేసుకుంటా|వేసేసుకుంటా|మింగేశాను|మింగాను)\S*|(?:ఉరి|ఉరితాడు) ?(?:వేసుకుంటా|వేసుకుంటాను|వేసుకుందామ|వేసుకోవాల|పోసుకుంటా|బిగించుకుంటా)\S*|ఉరేసుకు(?:ంటా|ందామ|ోవాల)\S*|(?:రైలు|ట్రైన్|రైల్వే) (?:పట్టాల|పట్టాలపై|పట్టాల మీద|కింద|కిందపడి|ముందు)\S*(?: \S+){0,2}? (?:పడుకుంటా|పడుకుంటాను|పడతా|దూకుతా|దూకేస్తా|పడిపోవాల)\S*|(?:బిల్డింగ్|టెర్రస్|మేడ|మిద్దె|బ్రిడ్జి|బ్రిడ్జ్|కొండ|చెరువు|బావి|కాలువ|నది|లేక్|సముద్రం)\S*(?: \S+){0,4}? (?:దూకేస్తా|దూకుతా|దూకేస్తాను|దూకేయాల|దూకాల|దూకి చా|దూకి చని|దూకి చచ్చి|దూకేద్దామ)\S*|(?:ఇదే|ఇది) నా (?:చివరి|ఆఖరి|లాస్ట్) (?:మెసేజ్|సందేశం)(?!.{0,30}(?:ఈ రోజు|ఇవ్వాళ|గుడ్ నైట్))|(?:రేపు|ఈ రాత్రి|పొద్దున్నకి|తెల్లారేసరికి|రేపటికి|రేపు పొద్దున్న)(?: (?!ఇంట్ల|ఆఫీస|ఊర్ల|ఇక్కడ)\S+)? నేను (?:ఇక |ఇంక )?(?:ఉండను|బతికుండను|బ్రతికుండను)(?= ?[.!?,]|$)|నేను (?:ఇక |ఇంక )?(?:ఉండను|బతికుండను) (?:రేపటికి|రేపు|ఈ రాత్రికి)\b`,
      // Self-harm: cuts with a blade, burning oneself, hurting oneself for calm, wounds hidden.
      String.raw`(?:బ్లేడ్|బ్లేడు|కత్తి|కట్టర్)\S* ?(?:తో)?(?: \S+){0,2}? (?:చేయి|చెయ్యి|మణికట్టు|నరం|నరాలు|తొడ|చేతి)\S* (?:కోసుకున్నా|కోసుకున్నాను|కోసుకుంటా|కోసుకుంటాను|గీసుకున్నా|గీసుకున్నాను|గీసుకుంటా)\S*|(?:చేయి|చెయ్యి|మణికట్టు|నరం|చేతి) (?:మళ్ళీ |మళ్లీ )?(?:కోసుకున్నా|కోసుకున్నాను|కోసుకుంటా|కోసుకుంటాను)\b|(?:చేయి|చెయ్యి|మణికట్టు|నన్ను నేను)\S* (?:కోసుకుంటే|కాల్చుకుంటే|గాయపరుచుకుంటే|కొట్టుకుంటే)(?: \S+){0,3}? (?:రిలీఫ్|ప్రశాంతం|హాయి|బాగుంటుంది|తగ్గుతుంది)\S*|(?:మళ్ళీ|మళ్లీ) (?:బ్లేడ్|బ్లేడు)\S* ?(?:తో)? (?:\S+ )?(?:కోసుకున్నా|కోసుకున్నాను)\S*|(?:నన్ను నేను|నా మీద నేను|నాకు నేనే)(?: \S+){0,2}? (?:కాల్చుకుంటా|కాల్చుకుంటాను|కాల్చుకున్నా|గాయపరుచుకుం|గాయపర్చుకుం|కొట్టుకుంటా|కొట్టుకుంటాను|కోసుకుంటా|శిక్షించుకుంటా|హింసించుకుంటా)\S*|(?:గాయాలు|గాట్లు|కోతలు|మచ్చలు)(?: \S+){0,2}? (?:కనపడకుండా|కనిపించకుండా|దాచుకుంటా|దాస్తాను|దాచుకుంటాను)\S*`,
      // Spiritual framings: going to the parent who has gone, leaving this body for God,
      // this birth's work done, going to someone for ever.
      String.raw`(?=(?:నేను కూడా|నేనూ|నేను))(?<=(?:వెళ్ళిపోయారు|వెళ్లిపోయారు|వెళ్ళిపోయింది|వెళ్లిపోయింది|చనిపోయారు|చనిపోయింది|పోయారు|కాలం చేశారు|లేరు|స్వర్గస్తులయ్యారు)[^.!?]{0,40})(?:నేను కూడా|నేనూ|నేను) (?:\S+ ){0,2}?(?:దగ్గరికి|దగ్గరకు|దగ్గరికే|దగ్గరకే) (?:వెళ్ళిపోవా|వెళ్లిపోవా|వెళ్ళాల|వెళ్లాల|వెళ్ళిపోతా|వెళ్లిపోతా)\S*|(?:దగ్గరికి|దగ్గరకు|దగ్గరికే|దగ్గరకే) (?:శాశ్వతంగా|ఎప్పటికీ|శాశ్వతంగానే) (?:వెళ్ళిపో|వెళ్లిపో)\S*|(?:ఈ )?(?:శరీరం|శరీరాన్ని|దేహం|దేహాన్ని) (?:వదిలేసి|విడిచి|వదిలి|వదిలేయాల|విడిచిపెట్టాల)\S*(?: \S+){0,3}? (?:వెళ్ళిపోవా|వెళ్లిపోవా|వెళ్ళాల|వెళ్లాల|వెళ్ళిపోతా|వెళ్లిపోతా|ఉంది|అనిపిస్తో)\S*|(?:ఈ )?(?:జన్మకి|జన్మకు|జన్మలో|జీవితానికి|లోకంలో) (?:నా )?(?:పని|కర్మ|ప్రయాణం|రుణం) (?:అయిపోయింది|ముగిసింది|తీరిపోయింది|తీరింది)\S*(?=.{0,40}(?:వెళ్ళిపో|వెళ్లిపో|సమయం|టైం))`,
    ],
    fromOthers: [
      // Beaten by a husband or in-laws, strangled, threatened with death or fire, dowry, touched.
      String.raw`${TE_AGENT}(?: (?!ఆమెను|ఆమెని|ఆమెకి|వాళ్ళని|దాన్ని|తనని)\S+){0,5}? (?:కొడతాడు|కొడుతున్నాడు|కొట్టాడు|కొడతారు|కొడుతున్నారు|కొట్టారు|గొంతు నొక్కాడు|గొంతు నులిమాడు|గొంతు పిసికాడు|తప్పుగా తాకుతాడు|తప్పుగా తాకాడు|తప్పుగా ముట్టుకుంటాడు|అసభ్యంగా|బలవంతం చేస్తాడు|అత్యాచారం)\S*|గొంతు (?:నొక్కాడు|నొక్కారు|నులిమాడు|పిసికాడు|నొక్కి)\S*|(?:చంపేస్తానని|చంపుతానని|చంపేస్తామని|చంపుతామని|తగలబెడతానని|తగలబెడతామని|కాల్చేస్తానని|కాల్చేస్తామని|నరికేస్తానని) (?:అంటున్నా|అన్నా|బెదిరిస్తు|బెదిరించా|అంటాడు|అంటారు)\S*|(?:కిరోసిన్|కిరసనాయిల్|పెట్రోల్)(?: \S+){0,2}? (?:పోసి|చల్లి) (?:తగలబెడ|కాల్చే|నిప్పు)\S*|(?:కట్నం|కట్న)(?: \S+){0,2}? (?:కోసం|కోసమని|తేలేదని)(?: \S+){0,3}? (?:వేధిస్తు|వేధించ|కొడుతు|కొడతా|హింసిస్తు|బెదిరిస్తు)\S*`,
      // Locked in, the phone taken, hiding while someone bangs on the door.
      String.raw`(?:గదిలో|ఇంట్లో|రూంలో|బాత్రూంలో)(?: \S+)? (?:బంధించారు|బంధించాడు|బంధిస్తారు|పెట్టి తాళం వేశారు|పెట్టి తాళం వేశాడు|లాక్ చేశారు|లాక్ చేశాడు)\b|(?:ఫోన్|మొబైల్|పాస్‌పోర్ట్|పాస్పోర్ట్) (?:లాక్కొని|లాక్కున్నారు|లాక్కున్నాడు|తీసేసుకున్నారు)\S*|(?:బాత్రూంలో|గదిలో|రూంలో|బీరువా వెనక)(?: \S+)? (?:దాక్కున్నాను|దాక్కున్నా|దాక్కుని ఉన్నా)\b(?=.{0,60}(?:తలుపు|కొడ|బాదు|భయం|తాగి|కత్తి))`,
    ],
    toOthers: [
      String.raw`(?:వాడిని|వాడ్ని|ఆమెను|ఆమెని|అతన్ని|అతనిని|వాళ్ళని|వాళ్లని|దాన్ని|ఆయన్ని|బాస్‌ని|బాస్ని|అత్తని|మామని|భర్తని)(?: \S+)? (?:చంపేస్తా|చంపేస్తాను|చంపుతా|చంపుతాను|చంపేయాల|నరికేస్తా|పొడిచేస్తా|పొడుస్తా|చంపాలనిపిస్తో|చంపాలని ఉంది)\S*|(?:బిడ్డకి|బిడ్డను|పాపకి|పాపని|బాబుకి|బాబుని|పిల్లలకి|బేబీకి)(?: \S+){0,2}? (?:ఏమైనా|ఏదైనా) (?:చేసేస్తానేమో|చేస్తానేమో)\S*|(?:కూరలో|అన్నంలో|టీలో|పాలలో|కాఫీలో|నీళ్ళలో)(?: \S+)? (?:విషం|ఎలుకల మందు|పురుగుల మందు) (?:కలపాల|కలిపేస్తా|కలుపుతా|కలపాలనిపి)\S*`,
    ],
    concern: [String.raw`(?:ఆత్మహత్య|సూసైడ్)|(?:చనిపోయారు|చనిపోయింది|మరణించారు|కాలం చేశారు|తద్దినం|అంత్యక్రియ|సంతాపం)`],
    negation: String.raw`(?:^|\s)(?:ఎన్నడూ|ఎప్పటికీ)\b`,
    thirdPerson: String.raw`(?:^|\s)(?:వాడు|ఆమె|అతను|తను|ఆయన|వాళ్ళు|వాళ్లు|ఫ్రెండ్|స్నేహితుడు|స్నేహితురాలు|తమ్ముడు|అన్న|అక్క|చెల్లి|కొడుకు|కూతురు)\b`,
    firstPerson: String.raw`(?:^|\s)(?:నేను|నాకు|నన్ను|నా|నేనే|నాకే)\b`,
    framing: String.raw`(?:^|\s)(?:కల|కలలో|కలలోనే|ధ్యానం|ధ్యానంలో|నవ్వి నవ్వి|ఆకలితో|ఆకలికి|ఎండకి|ఎండకు|చలికి|ఉపవాసం|ఉపవాసంలో|వ్రతం|కూరగాయలు|వంట|వంటలో|వంట చేస్తుంటే|ఉల్లిపాయ|గేమ్ ?లో|కథలో|నవలలో|అహం)\b`,
    topic: String.raw`(?:^|\s)(?:వ్యాసం|వ్యాసాన్ని|పేపర్|వార్త|వార్తల్లో|న్యూస్|సినిమా|సినిమాలో|పాట|పాటలో|పుస్తకం|పుస్తకంలో|సీరియల్|స్పీచ్|ప్రాజెక్ట్|గణాంకాలు|నివారణ)\b`,
    resolved: String.raw`(?:^|\s)(?:క్రితం|ఏళ్ళ క్రితం|ఏళ్ల క్రితం|చిన్నప్పుడు|కాలేజీలో ఉన్నప్పుడు|ఇప్పుడు బాగానే ఉన్నా|ఇప్పుడు బాగున్నా|ఇప్పుడు బాగానే ఉన్నాను)`,
    cues: {
      means: String.raw`(?:పురుగుల మందు|విషం|ఎలుకల మందు|నిద్ర మాత్రలు|మాత్రలు|ఉరితాడు|తాడు|చున్నీ|బ్లేడ్|పట్టాలు)\S*`,
      prep: String.raw`(?:దాచి పెట్టా|కొని పెట్టా|కొనిపెట్టా|దాచిపెట్టా|తెచ్చి పెట్టా|తెచ్చాను|కొన్నాను|రెడీ చేసుకున్నా|నిర్ణయించుకున్నా|డిసైడ్ అయ్యా|ప్లాన్ చేసుకున్నా|క్షమించండి|క్షమించు|సారీ అమ్మ)\S*`,
      timing: String.raw`(?:ఈ రాత్రి|ఈ రోజు రాత్రి|రేపు పొద్దున్న|తెల్లవారుజామున|ఈ వారంలో|అందరూ పడుకున్నాక|ఇంట్లో ఎవరూ లేనప్పుడు)\S*`,
      recent: String.raw`(?:^|\s)(?:ఈ రోజు|నిన్న|మళ్ళీ|మళ్లీ|రోజూ)`,
      finality: String.raw`(?:(?:అంతా|అన్నీ) (?:ముగించేస్తా|ముగించేయాల|ముగిస్తా)|గుడ్ ?బై|గుడ్బై|చివరి (?:మెసేజ్|సందేశం|సారి)|ఆఖరి (?:మెసేజ్|సందేశం|సారి)|జాగ్రత్తగా చూసుకోండి|జాగ్రత్తగా చూసుకో|ఇక సెలవు|వెళ్ళొస్తా ఇక)`,
      despair: String.raw`(?:భారం|విరక్తి|నా వల్ల కాదు|తట్టుకోలేకపోతున్నా|ఎవరికీ అవసరం లేదు|అలసిపోయాను|ఏ లాభం లేదు)`,
      harm: String.raw`(?:కోసుకున్నా|కాల్చుకున్నా|బ్లేడ్ తో|గాయపరుచుకున్నా)`,
      body: String.raw`(?:^|\s)(?:చేయి|చెయ్యి|మణికట్టు|తొడ|చర్మం)`,
    },
  },
  // Telugu in Latin letters, as chat is often written ("chachipovalani undi", "bathakalani ledu").
  {
    languages: ['te-Latn'],
    group: 'latin',
    spaced: true,
    self: [
      String.raw`\b(?:chachipov|chachipoy|chanipov|chanipoy|sachipov|chachi pov|chani pov|chav|chaav)${TEL_WISH}\b(?! (?:ledu|ledhu|ledu ra|emi ledu)\b)|\b(?:chachipota|chachipotha|chanipota|chanipotha|chachipotanu|chanipotanu|chachipodam|chachipodaam|chanipodam)\b|\b(?:chachipothe|chanipothe|nenu lekapothe|nenu lekapote|nenu pothe)(?: \S+){0,3}? (?:baguntundi|bagundu|manchidi|prashantanga|santoshanga|happy|sukhanga|haayiga|baguntaru|untaru)\w*`,
      String.raw`\b(?:bathak|bathakk|brathak|bratak|batak|jeevinch)(?:a|aa)lanipinch(?:atledu|adamledu|aledu)\b|\b(?:bathak|bathakk|brathak|bratak|batak|jeevinch)(?:alani|aalani|alanipinch\w*) (?:ledu|ledhu|anipinchatledu|anipinchadam ledu)\b|\b(?:bathiki|brathiki|batiki|bathikunna)(?: \w+)? (?:em|emi|yem) (?:labham|laabham|prayojanam|upayogam)\b|\b(?:puttakunda|puttakapoyi|puttakapothe)(?: \w+)? (?:unte |unna )?(?:baagundedi|bagundedi|bagundu|manchidi)\b`,
      String.raw`\b(?:atmahatya|aatmahatya|athmahatya|suicide|sucide) (?:chesukovalani|chesukovali|chesukunta|chesukuntanu|chesukundam|chesukobotunna|chesukovalanipistundi|chesukovalanipistondi)\w*|\b(?:nannu nenu|naa jeevitham|jeevithanni|naa life) (?:mugincheyali|mugincheyyali|mugistha|mugista|mugincheyalani|antham chesta|champukunta)\w*|\bnenu (?:\w+ ){0,2}?(?:bharam|bhaaram|baruvu)\b(?! (?:kaadu|kadu)\b)|\b(?:devuda|devudu|bhagavantuda|swamy|swami|sai baba|venkateswara)\w*(?: \S+){0,4}? nannu (?:\S+ ){0,2}?(?:teesukellipo|tesukellipo|teeskellipo|teesukellu|teesukupo|pilichuko)\w*|\b(?:padukunte|padukunnaka|nidralo|nidrapothe)(?: \S+){0,3}? (?:malli |inka |ika )?(?:lekudadu|lekunda|levanu|melkonakudadu)\b`,
      String.raw`\b(?:purugula mandu|purugu mandu|visham|elukala mandu|gaddi mandu|mandu)(?: \S+){0,3}? (?:taagesta|tagesta|taagestanu|taaguta|taagi chanipota|taagi chachipota|tagi chachipota|tagi chanipota|taagi chachipovali)\b|\b(?:sleeping pills|nidra matralu|matralu|tablets|pills)(?: \S+){0,3}? (?:mingesta|minguta|mingestanu|mingesanu|mingesa|mingeshanu|vesukunta|vesesukunta|vesukunnanu)\b|\buri (?:vesukunta|vesukuntanu|vesukundam|vesukovali|vesukovalani|posukunta)\w*|\b(?:railway track|rail track|track|pattala|pattalu|train) (?:meeda |kinda |mundu )?(?:padukunta|padukuntanu|padatha|dookuta|dookesta)\b|\b(?:building|terrace|meda|bridge|konda|cheruvu|baavi|bavi|kaluva|lake|sea|samudram)\w*(?: \S+){0,4}? d(?:oo|u)k(?:esta|uta|estanu|eseyali|aali|ali|aalani|alani|i chachipota|i chanipota|eddam)\w*|\b(?:ide|idi|idhe|idhi) naa (?:last|chivari|aakhari) (?:message|msg)\b(?!.{0,30}\b(?:ee roju|today|ivvala|good ?night|gn|ippatiki)\b)|\b(?:repu|ee raatri|ee ratri|poddunnaki|repatiki)(?: (?!intlo|office|oorlo|ikkada)\w+)? nenu (?:inka |ika )?(?:undanu|bathikundanu)\b(?= ?[.!?,]|$)|\bnenu (?:inka |ika )?(?:undanu|bathikundanu) (?:repatiki|repu|ee raatriki)\b`,
      String.raw`\b(?:blade|katthi|kathi|cutter)\w* ?(?:tho)?(?: \S+){0,2}? (?:cheyyi|cheyi|chethi|manikattu|naram|toda)\w* (?:kosukunna|kosukunnanu|kosukunta|geesukunna|geesukunta)\b|\b(?:cheyyi|cheyi|manikattu|naram) (?:malli )?(?:kosukunna|kosukunnanu|kosukunta)\b|\b(?:cheyyi|cheyi|manikattu|nannu nenu) (?:kosukunte|kaalchukunte|kalchukunte|kottukunte)(?: \S+){0,3}? (?:relief|prashantham|prasantam|haayi|baguntundi|taggutundi)\w*|\b(?:naa meeda nenu|nannu nenu)(?: \S+){0,2}? (?:kaalchukunta|kalchukunta|kaalchukuntanu|gayaparuchukunta|kottukunta|kosukunta|shikshinchukunta)\w*|\b(?:gaayalu|gayalu|gaatlu|kothalu|machalu)(?: \S+){0,2}? (?:kanapadakunda|kanipinchakunda|dachukunta)\b`,
      String.raw`\b(?:nenu kuda|nenu kooda|nenu) (?:\w+ ){0,2}?(?:daggariki|daggaraki|daggarike) (?:vellipovali|vellipovalani|vellali|vellipota)\w*(?<=\b(?:vellipoyaru|chanipoyaru|chanipoyindi|poyaru|kaalam chesaru|leru)\b.{0,80})|\b(?:daggariki|daggarike) (?:shashwathanga|eppatiki) vellipo\w*|\b(?:ee )?(?:shareeram|sariram|deham) (?:vadilesi|vidichi|vadili)\w*(?: \S+){0,3}? (?:vellipovali|vellali|vellipota|undi)\b`,
    ],
    fromOthers: [
      String.raw`\b${TEL_AGENT}(?: (?!aamenu\b|aameni\b|vaallani\b|daanni\b|thanani\b)\w+){0,5}? (?:kod(?:a|aa)th?(?:a|aa)(?:du|ru)|kod(?:u|ut|uth)unna(?:du|ru)|kott(?:a|aa)(?:du|ru)|gonthu nokkadu|gontu nokkadu|tappuga touch|tappuga taakutadu|balavantham)\w*|\bgont?hu (?:nokkadu|nokkaru|nulimadu)\b|\b(?:champestanani|champestamani|champutanani|thagalabedatamani|kaalchestanani|kaalchestamani|kaalchestam|thagalabedatam|champestam) (?:antunnadu|antunnaru|annadu|bedirisu\w*)?|\b(?:kerosene|kirosin|petrol)(?: \S+){0,2}? (?:posi|challi) (?:kaalchestam|kalchestam|thagalabedatam|nippu)\w*|\b(?:katnam|katnam kosam|dowry)(?: \S+){0,3}? (?:harass|vedhistu\w*|koduthu\w*|bedirisu\w*)\w*`,
      String.raw`\b(?:room|gadi|intlo|bathroom)\w* (?:lo )?(?:bandincharu|bandinchadu|lock chesaru|lock chesadu|taalam vesaru)\b|\bphone (?:lakkuni|lakkunnaru|lakkunnadu|teesesukunnaru)\b|\b(?:room|gadi|bathroom)\w* (?:lo )?(?:dakkunna|dakkunnanu)\b(?=.{0,60}\b(?:thalupu|talupu|kodu|bhayam|taagi)\w*)`,
    ],
    toOthers: [
      String.raw`\b(?:vaadini|vadini|vaadni|aamenu|athanni|vaallani|daanni|aayanni|boss ni|attani|bharthani)(?: \w+)? (?:champesta|champestanu|champuta|champutanu|champeyali|narikesta|podichesta|champalanipistundi)\b|\b(?:baby|bidda|papa|babu|pillalu)\w*(?: \S+){0,2}? (?:emaina|edaina) (?:chestanemo|chesestanemo)\b|\b(?:kooralo|annamlo|tealo|palalo|coffee lo)(?: \w+)? (?:visham|elukala mandu|poison) (?:kalapali|kalipesta|kaluputha)\w*`,
    ],
    concern: [
      String.raw`\b(?:atmahatya|aatmahatya|athmahatya)\w*|\b(?:chanipoyaru|maraninchaaru|kaalam chesaru|thaddinam)\b`,
    ],
    negation: String.raw`\b(?:ennadu|eppatiki)\b`,
    thirdPerson: String.raw`\b(?:vaadu|vadu|aame|athanu|thanu|aayana|vaallu|friend|snehithudu|tammudu|anna|akka|chelli|koduku|kuthuru)\b`,
    firstPerson: String.raw`\b(?:nenu|naaku|naku|nannu|naa)\b`,
    framing: String.raw`\b(?:kala|kalalo|dhyanam|dhyanamlo|navvi navvi|aakalitho|akalitho|endaki|upavasam|vratham|kooragayalu|vanta|game lo|gamelo|kathalo|aham)\b`,
    topic: String.raw`\b(?:vyasam|essay|paper|vartha|news|cinema|movie|paata|pustakam|serial|speech|project)\b`,
    resolved: String.raw`\b(?:kritham|krindata|chinnappudu|ippudu baane unna|ippudu bagane unna|ippudu baagunna)\b`,
    cues: {
      means: String.raw`\b(?:purugula mandu|visham|elukala mandu|nidra matralu|sleeping pills|matralu|uritadu|thadu|chunni|blade)\b`,
      prep: String.raw`\b(?:dachi pettanu|koni pettanu|konipettanu|techipettanu|dachipettanu|techi pettanu|konna|konnanu|ready chesukunna|nirnayinchukunna|decide ayya|plan chesukunna|kshaminchandi|kshaminchu|sorry amma)\b`,
      timing: String.raw`\b(?:ee raatri|ee ratri|ee roju raatri|repu poddunna|tellavarujamuna|ee week lo|andaru padukunnaka)\b`,
      recent: String.raw`\b(?:ee roju|ninna|malli|roju)\b`,
      finality: String.raw`\b(?:(?:anta|antha|annee|anni) (?:mugincheyali|mugincheyyali|mugistha|mugista|mugincheyalani|mugincheseta)|andariki bye|goodbye|last message|chivari message|aakhari message|jagratta ga chuskondi|jagrattaga chusukondi|ika selavu)\b`,
      despair: String.raw`\b(?:bharam|virakti|naa valla kaadu|naa valla kadu|tattukolekapotunna|evariki avasaram ledu|alasipoyanu)\b`,
      harm: String.raw`\b(?:kosukunna|kaalchukunna|blade tho)\b`,
      body: String.raw`\b(?:cheyyi|cheyi|manikattu|toda)\b`,
    },
  },
];
