import { describe, expect, test } from 'vitest';
import { detectLanguage } from './language.ts';

describe('detectLanguage', () => {
  test('scripts decide for non-Latin writing', () => {
    expect(detectLanguage('死にたい')).toBe('ja');
    expect(detectLanguage('我不想活了')).toBe('zh');
    expect(detectLanguage('죽고 싶어')).toBe('ko');
    expect(detectLanguage('อยากตาย')).toBe('th');
    expect(detectLanguage('אני רוצה למות')).toBe('he');
    expect(detectLanguage('θέλω να πεθάνω')).toBe('el');
    expect(detectLanguage('मैं मरना चाहता हूँ')).toBe('hi');
    expect(detectLanguage('আমি মরতে চাই')).toBe('bn');
  });

  test('Cyrillic is Ukrainian when it uses Ukrainian letters, Russian otherwise', () => {
    expect(detectLanguage('не хочу жить')).toBe('ru');
    expect(detectLanguage('я більше не хочу жити')).toBe('uk');
  });

  test('Arabic script is told apart from Persian and Urdu', () => {
    expect(detectLanguage('أريد أن أموت')).toBe('ar');
    expect(detectLanguage('من دیگه نمی‌خوام زنده باشم')).toBe('fa');
    expect(detectLanguage('میں مرنا چاہتا ہوں')).toBe('ur');
  });

  test('Latin-script languages are told apart by their common words', () => {
    expect(detectLanguage('ya no quiero vivir, estoy cansada de todo')).toBe('es');
    expect(detectLanguage('eu não aguento mais, quero sumir')).toBe('pt');
    expect(detectLanguage("je n'en peux plus, je veux mourir")).toBe('fr');
    expect(detectLanguage('ich will nicht mehr leben')).toBe('de');
    expect(detectLanguage('non ce la faccio più, voglio morire')).toBe('it');
    expect(detectLanguage('ik wil niet meer leven')).toBe('nl');
    expect(detectLanguage('nie chcę już żyć')).toBe('pl');
    expect(detectLanguage('artık yaşamak istemiyorum')).toBe('tr');
    expect(detectLanguage('aku capek banget, pengen mati aja')).toBe('id');
    expect(detectLanguage('ayoko na talaga, gusto ko nang mamatay')).toBe('tl');
    expect(detectLanguage('sitaki kuishi tena, nimechoka na maisha')).toBe('sw');
  });

  test('romanised Hindi and Hinglish are hi-Latn, Arabizi is ar', () => {
    expect(detectLanguage('main mar jaana chahta hu yaar')).toBe('hi-Latn');
    expect(detectLanguage('I am so done yaar, ab kuch nahi ho raha mujhse')).toBe('hi-Latn');
    expect(detectLanguage('ana mesh 3ayez a3eesh khalas')).toBe('ar');
  });

  test('English with Tibetan practice terms stays English, and the default is English', () => {
    expect(
      detectLanguage(
        'Rinpoche said the bardo teachings are for the living, and I keep doing tonglen',
      ),
    ).toBe('en');
    expect(detectLanguage('')).toBe('en');
    expect(detectLanguage('🙏')).toBe('en');
  });
});
