import { describe, expect, test } from 'vitest';
import { videoSource } from './video-source.ts';

describe('videoSource', () => {
  test('nothing configured, or not a web URL: no video', () => {
    expect(videoSource(null)).toBeNull();
    expect(videoSource('  ')).toBeNull();
    expect(videoSource('javascript:alert(1)')).toBeNull();
    expect(videoSource('data:video/mp4;base64,AAAA')).toBeNull();
  });

  test('a video file plays in the page’s own player', () => {
    expect(videoSource('https://media.example.org/nauli.mp4')).toEqual({
      kind: 'file',
      url: 'https://media.example.org/nauli.mp4',
    });
    expect(videoSource('https://media.example.org/intro.WEBM?v=2')).toMatchObject({
      kind: 'file',
    });
    expect(videoSource('/media/nauli.mp4')).toEqual({
      kind: 'file',
      url: `${window.location.origin}/media/nauli.mp4`,
    });
  });

  test('an embed page is framed, and plays at once after the click that loads it', () => {
    expect(videoSource('https://www.youtube-nocookie.com/embed/abc123')).toEqual({
      kind: 'embed',
      url: 'https://www.youtube-nocookie.com/embed/abc123',
      playUrl: 'https://www.youtube-nocookie.com/embed/abc123?autoplay=1',
    });
    expect(videoSource('https://player.vimeo.com/video/76979871?h=8272103f6e')).toEqual({
      kind: 'embed',
      url: 'https://player.vimeo.com/video/76979871?h=8272103f6e',
      playUrl: 'https://player.vimeo.com/video/76979871?h=8272103f6e&autoplay=1',
    });
    // Unknown players are framed as they are.
    expect(videoSource('https://videos.example.org/watch/42')).toEqual({
      kind: 'embed',
      url: 'https://videos.example.org/watch/42',
      playUrl: 'https://videos.example.org/watch/42',
    });
  });

  test('a YouTube watch page becomes its embed page on the same host (the CSP allows only that origin)', () => {
    expect(videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toEqual({
      kind: 'embed',
      url: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      playUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1',
    });
  });
});
