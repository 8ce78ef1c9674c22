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

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** '14:05' today, 'Mar 5, 14:05' on other days; '' for an unreadable time. */
export function messageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toDateString() === now.toDateString()
    ? timeFormat.format(date)
    : dateTimeFormat.format(date);
}
