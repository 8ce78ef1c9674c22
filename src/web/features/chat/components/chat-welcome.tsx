import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';

export const WELCOME_IMAGE_SRC = '/welcome-lotus.svg';

interface ChatWelcomeProps {
  appName: string;
  /** The image is the way into choosing a teacher (SPEC §2 "Chat screen"). */
  onChooseTeacher: () => void;
  /** Shown above the welcome (the mobile menu button). */
  topBar?: ReactNode;
}

/** The chat panel with no module selected. */
export function ChatWelcome({ appName, onChooseTeacher, topBar }: ChatWelcomeProps) {
  return (
    <div className="flex h-full flex-col">
      {topBar}
      <div className="flex flex-1 flex-col items-center justify-center gap-6 overflow-y-auto px-6 py-10 text-center">
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          Welcome to {appName}
        </h1>
        <p className="max-w-md text-muted-foreground text-pretty">
          Sit with a teacher of yoga, meditation or Tibetan practice. Choose one to begin your
          conversation.
        </p>
        {/* The lotus alone did not say it could be pressed (on a phone the teachers' list is behind
            the menu): the words under it do, and they name the button. */}
        <button
          type="button"
          onClick={onChooseTeacher}
          className="group flex flex-col items-center gap-3 rounded-3xl p-2 transition-transform hover:scale-[1.02] motion-reduce:transition-none"
        >
          <img
            src={WELCOME_IMAGE_SRC}
            alt=""
            width={288}
            height={288}
            fetchPriority="high"
            className="size-56 drop-shadow-[0_10px_30px_rgba(224,138,30,0.25)] sm:size-72"
          />
          <span
            data-testid="choose-teacher-label"
            className="inline-flex items-center gap-1.5 rounded-full border border-primary/40 bg-surface px-4 py-1.5 text-sm font-medium text-highlight shadow-sm group-hover:border-primary"
          >
            Choose a teacher
            <ArrowRight aria-hidden="true" className="size-4" />
          </span>
        </button>
      </div>
    </div>
  );
}
