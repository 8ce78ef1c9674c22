import { Ellipsis, MessageSquarePlus, Pencil, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link, useLocation } from 'wouter';
import type { ChatSession } from '../../../../contracts/chat.ts';
import { RECENT_CHATS_SHOWN } from '../../../../contracts/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteSession } from '../api/delete-session.ts';
import { useSessions } from '../api/get-sessions.ts';
import { useRenameSession } from '../api/rename-session.ts';
import { chatSessionPath, useActiveSessionId } from '../hooks/use-active-session.ts';

export const NO_RECENT_CHATS_TEXT = 'No recent chats';
const TITLE_MAX_CHARS = 120;

interface RecentChatsProps {
  /** The module on screen: 'New chat' keeps it, and sessions without a module open in it. */
  selectedModuleId?: string | null;
  /** Called after a session is chosen (the mobile sidebar closes). */
  onSessionSelect?: () => void;
}

/**
 * The first eight chat sessions (SPEC §2), each opening its conversation, with rename and delete,
 * and a 'New chat' button that clears the session but keeps the module.
 */
export function RecentChats({ selectedModuleId = null, onSessionSelect }: RecentChatsProps) {
  const headingId = useId();
  const sessions = useSessions();
  const activeId = useActiveSessionId();
  const [, navigate] = useLocation();
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ChatSession | null>(null);
  const recent = (sessions.data ?? []).slice(0, RECENT_CHATS_SHOWN);

  return (
    // grid-cols-1 is minmax(0, 1fr): a long title cannot widen the column and scroll the sidebar.
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-1">
      <div className="flex items-center justify-between gap-2 pl-2">
        <h2
          id={headingId}
          className="text-xs font-semibold tracking-wider text-muted-foreground uppercase"
        >
          Recent chats
        </h2>
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2 text-xs"
          onClick={() => {
            navigate(chatSessionPath(selectedModuleId, null));
            onSessionSelect?.();
          }}
        >
          <MessageSquarePlus aria-hidden="true" />
          New chat
        </Button>
      </div>

      {sessions.isPending ? (
        <div role="status" aria-label="Loading recent chats" className="grid gap-1 px-2 py-1">
          <Skeleton className="h-7" />
          <Skeleton className="h-7" />
        </div>
      ) : sessions.isError ? (
        <div className="px-2 py-1 text-sm text-muted-foreground">
          <p>Could not load recent chats.</p>
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0 py-1"
            onClick={() => void sessions.refetch()}
          >
            Try again
          </Button>
        </div>
      ) : recent.length === 0 ? (
        <p className="px-2 py-1 text-sm text-muted-foreground">{NO_RECENT_CHATS_TEXT}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-0.5" data-testid="recent-chats">
          {recent.map((session) => (
            <RecentChatRow
              key={session.id}
              session={session}
              href={chatSessionPath(session.moduleId ?? selectedModuleId, session.id)}
              active={session.id === activeId}
              renaming={session.id === renamingId}
              onSelect={onSessionSelect}
              onRenameStart={() => setRenamingId(session.id)}
              onRenameEnd={() => setRenamingId(null)}
              onDelete={() => setDeleting(session)}
            />
          ))}
        </ul>
      )}

      <DeleteSessionDialog
        session={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(session) => {
          if (session.id === activeId) {
            navigate(chatSessionPath(session.moduleId ?? selectedModuleId, null), {
              replace: true,
            });
          }
        }}
      />
    </section>
  );
}

interface RecentChatRowProps {
  session: ChatSession;
  href: string;
  active: boolean;
  renaming: boolean;
  onSelect?: () => void;
  onRenameStart: () => void;
  onRenameEnd: () => void;
  onDelete: () => void;
}

function RecentChatRow({
  session,
  href,
  active,
  renaming,
  onSelect,
  onRenameStart,
  onRenameEnd,
  onDelete,
}: RecentChatRowProps) {
  const renameInput = useRef<HTMLInputElement | null>(null);
  const renameRequested = useRef(false);
  return (
    <li
      data-testid="recent-chat"
      data-session-id={session.id}
      className={cn(
        'group flex min-h-9 items-center gap-1 rounded-lg pr-1 hover:bg-muted',
        active && 'bg-selected font-semibold',
      )}
    >
      {renaming ? (
        <RenameForm session={session} inputRef={renameInput} onDone={onRenameEnd} />
      ) : (
        <Link
          href={href}
          aria-current={active ? 'page' : undefined}
          onClick={onSelect}
          className="min-w-0 flex-1 truncate rounded-lg px-2 py-1.5 text-sm"
          title={session.title}
        >
          {session.title}
        </Link>
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Options for ${session.title}`}
            className="size-7 shrink-0 opacity-70 group-hover:opacity-100 focus-visible:opacity-100"
          >
            <Ellipsis aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          className="min-w-40"
          onCloseAutoFocus={(event) => {
            // Rename puts focus in its field, not back on the menu button.
            if (!renameRequested.current) return;
            renameRequested.current = false;
            event.preventDefault();
            renameInput.current?.focus();
            renameInput.current?.select();
          }}
        >
          <DropdownMenuItem
            onSelect={() => {
              renameRequested.current = true;
              onRenameStart();
            }}
          >
            <Pencil aria-hidden="true" />
            Rename
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onDelete} className="text-destructive">
            <Trash2 aria-hidden="true" />
            Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}

function RenameForm({
  session,
  inputRef,
  onDone,
}: {
  session: ChatSession;
  inputRef: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const [title, setTitle] = useState(session.title);
  const rename = useRenameSession();

  function save(event?: FormEvent) {
    event?.preventDefault();
    if (rename.isPending) return;
    const next = title.trim();
    if (!next || next === session.title) {
      onDone();
      return;
    }
    rename.mutate(
      { sessionId: session.id, title: next },
      {
        onSuccess: onDone,
        onError: (error) => {
          toast({
            title: 'Rename failed',
            description: errorMessage(error),
            variant: 'destructive',
          });
          onDone();
        },
      },
    );
  }

  return (
    <form onSubmit={save} className="flex min-w-0 flex-1 items-center gap-1 px-1">
      <input
        ref={inputRef}
        value={title}
        maxLength={TITLE_MAX_CHARS}
        aria-label="Chat title"
        onChange={(event) => setTitle(event.target.value)}
        onBlur={() => save()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onDone();
          }
        }}
        className="h-8 min-w-0 flex-1 rounded-md border border-ring bg-background px-2 text-sm"
      />
      {rename.isPending ? <Spinner className="size-4" /> : null}
    </form>
  );
}

function DeleteSessionDialog({
  session,
  onClose,
  onDeleted,
}: {
  session: ChatSession | null;
  onClose: () => void;
  onDeleted: (session: ChatSession) => void;
}) {
  const remove = useDeleteSession();
  return (
    <Dialog
      open={session !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete this chat?"
      description={
        session ? `“${session.title}” and all its messages will be deleted for good.` : undefined
      }
    >
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          aria-busy={remove.isPending}
          disabled={remove.isPending}
          onClick={() => {
            if (!session) return;
            remove.mutate(session.id, {
              onSuccess: () => {
                toast({ title: 'Chat deleted' });
                onDeleted(session);
                onClose();
              },
              onError: (error) =>
                toast({
                  title: 'Delete failed',
                  description: errorMessage(error),
                  variant: 'destructive',
                }),
            });
          }}
        >
          {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
