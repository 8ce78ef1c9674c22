import { expect, test } from 'vitest';
import { avatarDisplay } from './module-display.ts';

test('an avatar of at most 4 characters shows as text, counting emoji as one character each', () => {
  expect(avatarDisplay('Breath', '🌬️')).toEqual({ kind: 'emoji', text: '🌬️' });
  expect(avatarDisplay('Family', '👨‍👩‍👧‍👦')).toEqual({ kind: 'emoji', text: '👨‍👩‍👧‍👦' });
  expect(avatarDisplay('Om', 'ॐ')).toEqual({ kind: 'emoji', text: 'ॐ' });
});

test('paths, asset paths and URLs show as images', () => {
  expect(avatarDisplay('A', '/avatars/a.png')).toEqual({ kind: 'image', src: '/avatars/a.png' });
  expect(avatarDisplay('A', 'avatars/a.webp')).toEqual({ kind: 'image', src: 'avatars/a.webp' });
  expect(avatarDisplay('A', 'https://cdn.example/a')).toEqual({
    kind: 'image',
    src: 'https://cdn.example/a',
  });
});

test('no avatar, or text too long for an emoji, falls back to the first letter of the name', () => {
  expect(avatarDisplay('inner fire', null)).toEqual({ kind: 'letter', text: 'I' });
  expect(avatarDisplay('Metta', '   ')).toEqual({ kind: 'letter', text: 'M' });
  expect(avatarDisplay('Metta', 'loving')).toEqual({ kind: 'letter', text: 'M' });
  expect(avatarDisplay('', undefined)).toEqual({ kind: 'letter', text: '?' });
});
