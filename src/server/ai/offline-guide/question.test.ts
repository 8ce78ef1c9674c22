import { describe, expect, test } from 'vitest';
import { readQuestion, reflect, type Intent } from './question.ts';

describe('reading a question', () => {
  test.each<[string, Intent]>([
    ['How often should I practise?', 'often'],
    ['do i need to do this every day?', 'often'],
    ['how many times a week is enough for a beginner', 'often'],
    ['how long should i hold warrior pose', 'long'],
    ['how many minutes a day?', 'long'],
    ['when will I notice any results', 'long'],
    ["I can't sleep. Can you guide me?", 'guide'],
    ['walk me thru a body scan pls', 'guide'],
    ['Why does my mind wander so much?', 'why'],
    ["what's the point of chanting", 'why'],
    ['What does sankalpa mean?', 'what'],
    ['tell me about the four brahmaviharas', 'what'],
    ['How can I forgive my sister?', 'how'],
    ['what should I do when I get sleepy during meditation', 'how'],
    ['any tips for staying consistent', 'how'],
    ['i feel anxious all the time', 'feel'],
    ['My boss makes me so angry', 'feel'],
    ['Should I meditate before bed?', 'other'],
    ['is it ok to meditate lying down', 'other'],
    ['hello!', 'greeting'],
    ['Namaste 🙏', 'greeting'],
  ])('%s → %s', (message, intent) => {
    expect(readQuestion(message).intent).toBe(intent);
  });

  test('turns the question into a clause in the person’s own words', () => {
    const topic = (m: string) => readQuestion(m).topic;
    expect(topic('How can I forgive my sister?')).toBe('how to forgive your sister');
    expect(topic('How often should I practise?')).toBe('how often to practise');
    expect(topic('Why does my mind wander so much?')).toBe('why your mind wanders so much');
    expect(topic('why is the exhale longer than the inhale')).toBe(
      'why the exhale is longer than the inhale',
    );
    expect(topic('How does breath affect the mind?')).toBe('how breath affects the mind');
    expect(topic('What does sankalpa mean?')).toBe('what sankalpa means');
    expect(topic('what is tonglen?')).toBe('what tonglen is');
    expect(topic('what do you think about fasting?')).toBe('what I think about fasting');
    expect(topic('what did the Buddha teach about anger?')).toBe(
      'what the Buddha did teach about anger',
    );
    expect(topic('Should I meditate before bed?')).toBe('whether you should meditate before bed');
    expect(topic('How long is a normal session, start to finish?')).toBe(
      'how long a normal session is',
    );
    expect(topic('What does "square your hips" mean in warrior 1?')).toBe(
      'what square your hips means in warrior 1',
    );
  });

  test('gives no clause rather than a wrong one when the subject cannot be told', () => {
    expect(readQuestion('Why is holding the breath part of it?').topic).toBeNull();
    expect(readQuestion('so is buying a fancy cushion spiritual materialism?').topic).toBeNull();
  });

  test('hears a feeling told beside the question, and what to be guided through', () => {
    expect(readQuestion('work is brutal and I snap at my kids. How do I stop?').feeling).toBe(
      'you snap at your kids',
    );
    expect(readQuestion('I can’t sleep. Can you guide me?').feeling).toBe("you can't sleep");
    expect(readQuestion('guide me through a body scan').need).toBe('a body scan');
    expect(readQuestion('can you lead me in a short practice for meeting nightmares').need).toBe(
      'meeting nightmares',
    );
    expect(readQuestion('take me through a short breathing exercise').need).toBe('breathing');
  });

  test('turns first person to second, never leaves "i" lowercase, and leaves times and numbers alone', () => {
    expect(reflect('i keep waking at 4am with my heart racing')).toBe(
      'you keep waking at 4am with your heart racing',
    );
    expect(reflect("i'm tired and i am done")).toBe("you're tired and you are done");
    expect(reflect('square your hips')).toBe('square your hips');
  });
});
