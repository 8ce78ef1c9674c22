import type { ChatMessage } from '../../../../contracts/chat.ts';

/**
 * The conversation as plain text, for the clipboard or the share sheet: its title (the recent
 * chat's name, when it has one), then each message as "You:" or the teacher's name.
 */
export function conversationTranscript(
  teacherName: string,
  messages: readonly Pick<ChatMessage, 'role' | 'content'>[],
  title?: string | null,
): string {
  const heading = `A conversation with ${teacherName}`;
  const lines = messages.map(
    (message) => `${message.role === 'user' ? 'You' : teacherName}: ${message.content.trim()}`,
  );
  const named = title?.trim();
  return [named ? `${named}\n${heading}` : heading, ...lines].join('\n\n');
}

// Made on first use, not when the chat's code loads: the first formatter initialises ICU's date
// data (about 30 ms, four times that on a phone), which a teacher's page without messages never
// needs (decision 027, fourth revision). In the reader's own locale, unlike the app's English text.
let formats: { time: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat } | undefined;
function messageFormats() {
  formats ??= {
    time: new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }),
    dateTime: new Intl.DateTimeFormat(undefined, {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
  };
  return formats;
}

/** '14:05' today, 'Mar 5, 14:05' on other days; '' for an unreadable time. */
export function messageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toDateString() === now.toDateString()
    ? messageFormats().time.format(date)
    : messageFormats().dateTime.format(date);
}
