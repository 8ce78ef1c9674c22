import { MessageCircleHeart } from 'lucide-react';
import type { Module } from '../../../../contracts/modules.ts';
import { ModuleAvatar } from '../../../components/module-avatar.tsx';

/** Gentle first questions that suit any teacher. */
export function suggestedQuestions(): string[] {
  return [
    'How do I begin?',
    'What practice would help me today?',
    'What is the heart of your teaching?',
  ];
}

interface EmptyConversationProps {
  teacher: Module;
  onAsk: (question: string) => void;
  disabled: boolean;
}

/** A new chat: a word of welcome and three questions to start with. */
export function EmptyConversation({ teacher, onAsk, disabled }: EmptyConversationProps) {
  return (
    <div
      data-testid="empty-conversation"
      className="flex flex-col items-center gap-4 py-8 text-center"
    >
      <ModuleAvatar name={teacher.name} avatar={teacher.avatar} size="lg" />
      <p className="max-w-md text-pretty text-muted-foreground">{teacher.description}</p>
      <h2 className="font-serif text-xl font-semibold">Begin your conversation</h2>
      <p className="max-w-md text-sm text-pretty text-muted-foreground">
        Ask whatever is on your heart, or start with one of these.
      </p>
      <ul className="grid w-full max-w-md gap-2">
        {suggestedQuestions().map((question) => (
          <li key={question}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onAsk(question)}
              className="flex w-full items-center gap-3 rounded-xl border border-border bg-surface px-4 py-3 text-left text-sm transition-colors hover:bg-muted disabled:opacity-50"
            >
              <MessageCircleHeart aria-hidden="true" className="size-4 shrink-0 text-highlight" />
              {question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
