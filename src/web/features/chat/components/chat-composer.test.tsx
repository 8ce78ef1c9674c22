import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { INPUT_MAX_HEIGHT_PX } from '../../../../contracts/constants.ts';
import { ChatComposer } from './chat-composer.tsx';

afterEach(cleanup);

function Harness({
  onSend = vi.fn(),
  onStop = vi.fn(),
  busy = false,
  canStop = false,
  teacherName = 'Inner Fire' as string | null,
  initial = '',
}) {
  const [value, setValue] = useState(initial);
  return (
    <ChatComposer
      value={value}
      onChange={setValue}
      onSend={(text) => {
        onSend(text);
        setValue('');
      }}
      onStop={onStop}
      busy={busy}
      canStop={canStop}
      teacherName={teacherName}
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });

describe('ChatComposer', () => {
  test('Enter sends the text; Shift+Enter adds a new line', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    await user.type(input(), 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(onSend).not.toHaveBeenCalled();
    expect((input() as HTMLTextAreaElement).value).toBe('Line one\nline two');
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('Line one\nline two');
    expect((input() as HTMLTextAreaElement).value).toBe('');
  });

  test('Enter while an input method is composing does not send', () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} initial="ni" />);
    fireEvent.keyDown(input(), { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  test('the counter shows the length out of 4000 and the input stops at 4000', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByTestId('char-counter').textContent).toBe('0/4000');
    await user.type(input(), 'Om');
    expect(screen.getByTestId('char-counter').textContent).toBe('2/4000');
    expect(input().getAttribute('maxlength')).toBe('4000');
  });

  test('send is disabled for blank input, while busy, and with no module', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const { rerender } = render(<Harness onSend={onSend} />);
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    await user.type(input(), '   ');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();

    rerender(<Harness onSend={onSend} busy initial="Hello" />);
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);

    cleanup();
    render(<Harness onSend={onSend} teacherName={null} initial="Hello" />);
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    expect((input() as HTMLTextAreaElement).disabled).toBe(true);
  });

  test('Stop shows only while a reply can be stopped', async () => {
    const user = userEvent.setup();
    const onStop = vi.fn();
    const { rerender } = render(<Harness onStop={onStop} />);
    expect(screen.queryByRole('button', { name: 'Stop reply' })).toBeNull();
    rerender(<Harness onStop={onStop} busy canStop />);
    await user.click(screen.getByRole('button', { name: 'Stop reply' }));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  test('the input grows with its text up to 128 px, then scrolls', () => {
    render(<Harness />);
    const textarea = input() as HTMLTextAreaElement;
    // jsdom has no layout: report the height the content would need.
    let needed = 60;
    Object.defineProperty(textarea, 'scrollHeight', { get: () => needed });
    fireEvent.change(textarea, { target: { value: 'a\nb\nc' } });
    expect(textarea.style.height).toBe('60px');
    expect(textarea.style.overflowY).toBe('hidden');
    needed = 400;
    fireEvent.change(textarea, { target: { value: 'a\nb\nc\nd\ne\nf\ng\nh\ni\nj' } });
    expect(textarea.style.height).toBe(`${INPUT_MAX_HEIGHT_PX}px`);
    expect(textarea.style.overflowY).toBe('auto');
  });
});
