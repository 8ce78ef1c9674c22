import type { Module } from '../../../../contracts/modules.ts';
import { ModuleAvatar } from '../../../components/module-avatar.tsx';

/** Where the conversation will be, until the chat release builds it. */
export function ChatComingSoon({ module }: { module: Module }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 overflow-y-auto px-6 py-10 text-center">
      <ModuleAvatar name={module.name} avatar={module.avatar} size="lg" />
      <p className="max-w-md text-muted-foreground text-pretty">{module.description}</p>
      <section
        data-testid="chat-coming-soon"
        className="w-full max-w-md rounded-2xl border-2 border-dashed border-border bg-surface/60 p-5"
      >
        <p className="text-xs font-semibold tracking-widest text-highlight uppercase">
          Coming soon
        </p>
        <h2 className="mt-1 font-serif text-lg font-semibold">Conversation</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Chatting with {module.name} arrives with the next release. Press Start to hear what this
          teacher offers.
        </p>
      </section>
    </div>
  );
}
