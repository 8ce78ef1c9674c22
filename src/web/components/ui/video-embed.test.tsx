import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { EMBED_LOAD_TIMEOUT_MS, VideoEmbed } from './video-embed.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const UNAVAILABLE = 'The intro video is not available right now';

function renderVideo(src: string | null, poster: string | null = null) {
  return render(
    <VideoEmbed
      src={src}
      poster={poster}
      title="Introduction to Nauli"
      unavailableText={UNAVAILABLE}
    />,
  );
}

describe('VideoEmbed', () => {
  test('no URL: the poster card says the video is not available', () => {
    const { container } = renderVideo(null);
    expect(screen.getByTestId('video-unavailable').textContent).toContain(UNAVAILABLE);
    expect(container.querySelector('video, iframe')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  test('a URL that is not a web page is treated as none', () => {
    const { container } = renderVideo('javascript:alert(1)');
    expect(screen.getByText(UNAVAILABLE)).toBeTruthy();
    expect(container.querySelector('video, iframe')).toBeNull();
  });

  test('a video file: a player with the poster that loads nothing before Play', () => {
    renderVideo('https://media.example.org/nauli.mp4', 'https://media.example.org/nauli.jpg');
    const video = screen.getByTestId<HTMLVideoElement>('video-file');
    expect(video.getAttribute('src')).toBe('https://media.example.org/nauli.mp4');
    expect(video.getAttribute('poster')).toBe('https://media.example.org/nauli.jpg');
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.controls).toBe(true);
    expect(video.getAttribute('aria-label')).toBe('Introduction to Nauli');
  });

  test('a video file that fails to load gives way to the poster card, with a link to try it directly', () => {
    renderVideo('https://media.example.org/nauli.mp4', 'https://media.example.org/nauli.jpg');
    fireEvent.error(screen.getByTestId('video-file'));
    expect(screen.queryByTestId('video-file')).toBeNull();
    expect(screen.getByTestId('video-unavailable').textContent).toContain(UNAVAILABLE);
    expect(
      screen.getByRole('link', { name: /Open the video in a new tab/ }).getAttribute('href'),
    ).toBe('https://media.example.org/nauli.mp4');
  });

  test('an embedded page waits behind a click-to-load poster, then plays in a frame', async () => {
    const { container } = renderVideo(
      'https://www.youtube-nocookie.com/embed/abc123',
      'https://images.example.org/nauli.jpg',
    );
    expect(container.querySelector('iframe')).toBeNull();
    const poster = container.querySelector('img');
    expect(poster?.getAttribute('src')).toBe('https://images.example.org/nauli.jpg');
    expect(poster?.getAttribute('loading')).toBe('lazy');

    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Play video: Introduction to Nauli' }));
    const frame = screen.getByTitle('Introduction to Nauli');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/abc123?autoplay=1',
    );
    expect(document.activeElement).toBe(frame);
  });

  test('a frame that never loads is replaced by the poster card', async () => {
    vi.useFakeTimers();
    renderVideo('https://videos.example.org/embed/42');
    fireEvent.click(screen.getByRole('button', { name: /Play video/ }));
    expect(screen.getByTitle('Introduction to Nauli')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(EMBED_LOAD_TIMEOUT_MS));
    expect(screen.queryByTitle('Introduction to Nauli')).toBeNull();
    expect(screen.getByText(UNAVAILABLE)).toBeTruthy();
  });

  test('a frame that loads stays', async () => {
    vi.useFakeTimers();
    renderVideo('https://videos.example.org/embed/42');
    fireEvent.click(screen.getByRole('button', { name: /Play video/ }));
    fireEvent.load(screen.getByTitle('Introduction to Nauli'));
    await act(() => vi.advanceTimersByTimeAsync(EMBED_LOAD_TIMEOUT_MS));
    expect(screen.getByTitle('Introduction to Nauli')).toBeTruthy();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  });

  test('a frame refused by the Content-Security-Policy is replaced by the poster card', () => {
    renderVideo('https://videos.example.org/embed/42');
    fireEvent.click(screen.getByRole('button', { name: /Play video/ }));
    const violation = Object.assign(new Event('securitypolicyviolation'), {
      blockedURI: 'https://videos.example.org/embed/42',
    });
    act(() => {
      document.dispatchEvent(violation);
    });
    expect(screen.getByText(UNAVAILABLE)).toBeTruthy();
  });

  test('a poster image that fails to load leaves the styled poster', () => {
    const { container } = renderVideo(
      'https://videos.example.org/embed/42',
      'https://images.example.org/missing.jpg',
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: /Play video/ })).toBeTruthy();
  });
});
