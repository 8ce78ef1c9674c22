import { describe, expect, test } from 'vitest';
import { careReply, concernNote, type CareContext } from './care-reply.ts';
import { CARE_TEXTS } from './care-texts.ts';
import { BUILT_IN_RESOURCES, countryFromAcceptLanguage } from './crisis-resources.ts';
import { detectLanguage, LANGUAGE_CODES, type LanguageCode } from './language.ts';
import { assessConversation } from './risk-screen.ts';

const context = (language: LanguageCode, country: string | null = null): CareContext => ({
  language,
  country,
  table: BUILT_IN_RESOURCES,
  overrideText: null,
});

describe('the caring reply', () => {
  test.each(LANGUAGE_CODES)('is written in %s, as the language detector reads it', (language) => {
    const text = CARE_TEXTS[language];
    for (const part of [text.self, text.fromOthers, text.toOthers, text.closing]) {
      expect(detectLanguage(part)).toBe(language);
    }
  });

  test('says it is an AI and not a person or a therapist, and names help to reach', () => {
    const reply = careReply('self', context('en', 'US'));
    expect(reply).toContain("I'm an AI teacher, not a person or a therapist");
    expect(reply).toContain('(**911**)');
    expect(reply).toContain('**988**');
    expect(reply).toContain('findahelpline.com');
  });

  test('danger from others lists the domestic-violence line before the crisis lines', () => {
    const reply = careReply('from_others', context('en', 'GB'));
    expect(reply.startsWith(CARE_TEXTS.en.fromOthers)).toBe(true);
    expect(reply.indexOf('0808 2000 247')).toBeGreaterThan(0);
    expect(reply.indexOf('0808 2000 247')).toBeLessThan(reply.indexOf('116 123'));
  });

  test('an operator’s CRISIS_RESOURCES_TEXT replaces the crisis lines but not the abuse lines', () => {
    const own = { ...context('de', 'DE'), overrideText: '- Sangha care line: **0800 000 000**' };
    expect(careReply('self', own)).toContain('0800 000 000');
    expect(careReply('self', own)).not.toContain('0800 111 0 111');
    expect(careReply('from_others', own)).toContain('116 016');
  });

  test('a country without an entry gets the generic emergency line and findahelpline.com', () => {
    const reply = careReply('self', context('sw', 'KE'));
    expect(reply).toContain(`- ${CARE_TEXTS.sw.emergency}.`);
    expect(reply).toContain(CARE_TEXTS.sw.findHelpline);
  });

  test('a crisis written in a language added on 25 November is answered in it, with 112', () => {
    const cases: [string, LanguageCode, string][] = [
      ['en jaksa enää, haluan vain kuolla tänä yönä', 'fi', 'fi-FI'],
      ['jag vill inte leva längre, jag har sparat tabletter', 'sv', 'sv'],
      ['вече не искам да живея, искам да умра', 'bg', 'bg-BG'],
    ];
    for (const [message, language, header] of cases) {
      const assessment = assessConversation([message]);
      expect(assessment).toMatchObject({ level: 'crisis', focus: 'self', language });
      const reply = careReply('self', context(language, countryFromAcceptLanguage(header)));
      expect(reply.startsWith(CARE_TEXTS[language].self)).toBe(true);
      expect(reply).toContain('(**112**)');
      expect(reply).toContain(CARE_TEXTS[language].findHelpline);
    }
  });

  test('a crisis in Punjabi or Telugu, in script or romanised, is answered in it, with India’s lines', () => {
    const cases: [string, LanguageCode, string][] = [
      ['ਮੈਂ ਮਰਨਾ ਚਾਹੁੰਦੀ ਹਾਂ, ਹੁਣ ਹੋਰ ਨਹੀਂ ਜੀਣਾ', 'pa', 'pa-IN'],
      ['నాకు ఇంక బతకాలని లేదు, చచ్చిపోవాలని ఉంది', 'te', 'te'],
      ['naaku inka bathakalani ledu, chachipovalani undi', 'te-Latn', 'te-IN'],
      ['mala ata jagaycha nahi, marun jaavasa vatata', 'mr-Latn', 'mr'],
    ];
    for (const [message, language, header] of cases) {
      const assessment = assessConversation([message]);
      expect(assessment).toMatchObject({ level: 'crisis', focus: 'self', language });
      const reply = careReply('self', context(language, countryFromAcceptLanguage(header)));
      expect(reply.startsWith(CARE_TEXTS[language].self)).toBe(true);
      expect(reply).toContain('(**112**)');
      expect(reply).toContain('14416');
    }
  });

  test('the concern note is one short line in the person’s language with the first local line', () => {
    const note = concernNote(context('fr', 'FR'));
    expect(note).toContain(CARE_TEXTS.fr.concern);
    expect(note).toContain('3114');
    expect(note.trim().split('\n').filter(Boolean)).toHaveLength(2); // the rule and the line
  });
});
