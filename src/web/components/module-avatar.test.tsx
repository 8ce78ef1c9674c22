import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { ModuleAvatar } from './module-avatar.tsx';

function avatarOf(name: string, avatar: string | null) {
  const { container } = render(<ModuleAvatar name={name} avatar={avatar} />);
  const element = container.firstElementChild;
  if (!element) throw new Error('nothing rendered');
  return element;
}

describe('ModuleAvatar', () => {
  afterEach(cleanup);

  test('an emoji avatar shows the emoji', () => {
    const element = avatarOf('Inner Fire', '🔥');
    expect(element.getAttribute('data-avatar-kind')).toBe('emoji');
    expect(element.textContent).toBe('🔥');
    expect(element.getAttribute('aria-hidden')).toBe('true');
  });

  test('a URL avatar is a decorative image', () => {
    const element = avatarOf('Laughing Lama', 'https://cdn.example.org/lama.png');
    expect(element.tagName).toBe('IMG');
    expect(element.getAttribute('src')).toBe('https://cdn.example.org/lama.png');
    expect(element.getAttribute('alt')).toBe('');
  });

  test('a relative asset path resolves from the site root', () => {
    expect(avatarOf('Ego Buster', 'avatars/ego.webp').getAttribute('src')).toBe(
      '/avatars/ego.webp',
    );
    expect(avatarOf('Ego Buster', '/avatars/ego.webp').getAttribute('src')).toBe(
      '/avatars/ego.webp',
    );
  });

  test('no avatar shows the first letter of the name, capitalised', () => {
    const element = avatarOf('planetary Puppets', null);
    expect(element.getAttribute('data-avatar-kind')).toBe('letter');
    expect(element.textContent).toBe('P');
  });

  test('text too long for an emoji falls back to the letter', () => {
    expect(avatarOf('Spiritual Nutrition', 'a long label').textContent).toBe('S');
  });

  test('an image that fails to load falls back to the letter', () => {
    const { container } = render(<ModuleAvatar name="Zen" avatar="/missing.png" />);
    const image = container.querySelector('img');
    if (!image) throw new Error('no image');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('Z');
  });
});
