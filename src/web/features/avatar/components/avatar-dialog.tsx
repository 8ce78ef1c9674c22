import { LogIn, RefreshCw, UserRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { APP_ROUTES } from '../../../../contracts/routes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAvatarConfig } from '../api/get-avatar-config.ts';
import { loadScript } from '../lib/load-script.ts';
import { mountAvatar, type AvatarSession } from '../lib/mount-avatar.ts';

type Stage = 'starting' | 'ready';
/** `signIn`: nothing failed, the visitor is signed out; they get a way in instead of a retry. */
type Failure = { title: string; detail: string; signIn?: boolean } | null;

function configFailure(error: unknown): Failure {
  if (error instanceof ApiError && error.status === 401) {
    return {
      title: 'Sign in to meet the avatar',
      detail: 'The AI avatar is for members. Sign in or create a free account, then open it again.',
      signIn: true,
    };
  }
  const detail =
    error instanceof ApiError && error.status === 503
      ? 'The avatar is not set up on this server yet.'
      : 'Please check your connection and try again.';
  return { title: 'Failed to load avatar configuration', detail };
}

/**
 * The AI avatar dialog (SPEC §2): fetch the agent id and a short-lived token, load the
 * provider's script, start the avatar. Each step has its own error state (SPEC §8). Loaded only
 * when opened, so none of it is in the entry bundle.
 */
export function AvatarDialog({
  open,
  onOpenChange,
  teacherName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  teacherName?: string;
}) {
  const config = useAvatarConfig(open);
  const container = useRef<HTMLDivElement | null>(null);
  const [stage, setStage] = useState<Stage>('starting');
  const [failure, setFailure] = useState<Failure>(null);
  const [attempt, setAttempt] = useState(0);

  const data = config.data;
  useEffect(() => {
    if (!open || !data) return;
    let cancelled = false;
    let session: AvatarSession | null = null;
    loadScript(data.scriptUrl)
      .then(
        async () => {
          if (cancelled) return;
          const target = container.current;
          if (!target) throw new Error('The avatar has nowhere to appear');
          try {
            session = await mountAvatar(target, data);
          } catch {
            if (!cancelled) {
              setFailure({
                title: 'Failed to initialize BitHuman avatar',
                detail: 'The avatar could not start. Please try again in a moment.',
              });
            }
            return;
          }
          if (cancelled) session.destroy?.();
          else setStage('ready');
        },
        () => {
          if (!cancelled) {
            setFailure({
              title: 'Failed to load BitHuman avatar script',
              detail: 'The avatar provider could not be reached. Please try again later.',
            });
          }
        },
      )
      .catch(() => {
        if (!cancelled) {
          setFailure({
            title: 'Failed to initialize BitHuman avatar',
            detail: 'The avatar could not start. Please try again in a moment.',
          });
        }
      });
    return () => {
      cancelled = true;
      session?.destroy?.();
    };
  }, [open, data, attempt]);

  const shownFailure = config.isError ? configFailure(config.error) : failure;
  const busy = !shownFailure && stage !== 'ready';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setFailure(null);
          setStage('starting');
        }
        onOpenChange(next);
      }}
      title="AI Avatar"
      description={`Talk face to face with an AI avatar${teacherName ? ` of ${teacherName}` : ''}.`}
      className="w-[min(94vw,36rem)]"
      data-testid="avatar-dialog"
    >
      <div className="relative mt-4 grid aspect-video min-h-56 place-items-center overflow-hidden rounded-xl border border-border bg-muted">
        <div ref={container} className="absolute inset-0" data-testid="avatar-container" />
        {shownFailure ? (
          <div
            role={shownFailure.signIn ? 'status' : 'alert'}
            className="relative grid justify-items-center gap-2 p-6 text-center"
          >
            <UserRound aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="font-semibold">{shownFailure.title}</p>
            <p className="text-sm text-muted-foreground">{shownFailure.detail}</p>
            {shownFailure.signIn ? (
              <Button asChild size="sm" className="mt-2">
                <Link href={APP_ROUTES.account} onClick={() => onOpenChange(false)}>
                  <LogIn aria-hidden="true" />
                  Sign In
                </Link>
              </Button>
            ) : (
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                onClick={() => {
                  setFailure(null);
                  setStage('starting');
                  if (config.isError) void config.refetch();
                  else setAttempt((n) => n + 1);
                }}
              >
                <RefreshCw aria-hidden="true" />
                Try again
              </Button>
            )}
          </div>
        ) : busy ? (
          <p
            role="status"
            className="relative flex items-center gap-2 text-sm text-muted-foreground"
          >
            <Spinner className="size-4" />
            {config.isPending ? 'Preparing the avatar…' : 'Waking the avatar…'}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
