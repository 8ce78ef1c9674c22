import { useId } from 'react';

/** Recent chat sessions (SPEC §2); the chat release lists the first eight here. */
export function RecentChats() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-1">
      <h2
        id={headingId}
        className="px-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase"
      >
        Recent chats
      </h2>
      <p className="px-2 py-1 text-sm text-muted-foreground">No recent chats</p>
    </section>
  );
}
