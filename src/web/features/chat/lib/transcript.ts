import type { ChatMessage } from '../../../../contracts/chat.ts';

/** The conversation as plain text, for the clipboard or the share sheet. */
export function conversationTranscript(
  teacherName: string,
  messages: readonly Pick<ChatMessage, 'role' | 'content'>[],
): string {
  const lines = messages.map(
    (message) => `${message.role === 'user' ? 'You' : teacherName}: ${message.content.trim()}`,
  );
  return [`A conversation with ${teacherName}`, ...lines].join('\n\n');
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
