import {
  CheckCircle2,
  Crown,
  ExternalLink,
  Lock,
  LogIn,
  MessageCircle,
  Mic,
  RotateCw,
  Trophy,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { CommunityInfo } from '../../../../contracts/community.ts';
import { APP_ROUTES } from '../../../../contracts/routes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useConfirmCommunityJoined } from '../api/confirm-community-joined.ts';
import { useCommunityInfo } from '../api/get-community-info.ts';
import { useJoinCommunity } from '../api/join-community.ts';
import { openPendingTab, webUrlOrNull } from '../../../lib/pending-tab.ts';

export const VOICE_UNLOCK_HINT = "Use voice on a teacher's reply once to unlock the community";
export const NOT_CONFIGURED_TEXT =
  'The community chat is not set up on this server yet, so invites cannot be sent.';
const TRY_LATER = 'Please try again later.';
const INVITE_WAITING_TEXT = 'Opening the community invite…';

const inviteLabel: Record<CommunityInfo['inviteStatus'], string> = {
  none: 'Not invited yet',
  invited: 'Invited',
  joined: 'Joined',
};

interface CommunityDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Community dialog (SPEC §2 "Dialogs", §4 "Community invite", §8 "Community"): where the
 * person stands, and the invite once voice sign-up is complete.
 */
export function CommunityDialog({ open, onOpenChange }: CommunityDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Soul Tribe Community"
      description="A community chat for seekers on the path, opened to members who have used voice."
      className="max-h-[90dvh] w-[min(94vw,30rem)] overflow-y-auto"
      data-testid="community-dialog"
    >
      {/* Mounted only while open, so each opening reads the status afresh. */}
      <CommunityBody onClose={close} />
      <p className="mt-6 border-t border-border pt-4 text-sm text-muted-foreground">
        Want to gather your own circle?{' '}
        <Link
          href={APP_ROUTES.leadership}
          onClick={close}
          className="inline-flex items-center gap-1 font-medium text-highlight underline-offset-4 hover:underline"
        >
          <Crown aria-hidden="true" className="size-3.5" />
          Start a tribe
        </Link>
      </p>
    </Dialog>
  );
}

function CommunityBody({ onClose }: { onClose: () => void }) {
  const info = useCommunityInfo();
  if (info.isPending) {
    return (
      <p role="status" className="mt-6 flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        Checking your community access…
      </p>
    );
  }
  if (info.isError) {
    return (
      <div role="alert" className="mt-6 grid justify-items-start gap-2">
        <p className="font-semibold">Error</p>
        <p className="text-sm text-muted-foreground">{TRY_LATER}</p>
        <Button variant="outline" size="sm" onClick={() => void info.refetch()}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  if (info.data === null) {
    return (
      <div className="mt-6 grid gap-3">
        <p className="text-sm">
          Sign in to see your community access. Once you have used voice on a teacher&rsquo;s reply,
          you can join the community chat.
        </p>
        <Button asChild className="justify-self-start">
          <Link href={APP_ROUTES.account} onClick={onClose}>
            <LogIn aria-hidden="true" />
            Sign In
          </Link>
        </Button>
      </div>
    );
  }
  return <CommunityStatus info={info.data} />;
}

function StatusRow({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3 py-2.5">
      <span aria-hidden="true" className="mt-0.5 text-highlight [&_svg]:size-4">
        {icon}
      </span>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="ml-auto text-right text-sm font-medium">{children}</dd>
    </div>
  );
}

function CommunityStatus({ info }: { info: CommunityInfo }) {
  const join = useJoinCommunity();
  const confirm = useConfirmCommunityJoined();
  const inviteUrl = webUrlOrNull(info.discordServerUrl);

  async function requestInvite() {
    if (join.isPending) return;
    const tab = openPendingTab(INVITE_WAITING_TEXT);
    try {
      const result = await join.mutateAsync();
      const url = webUrlOrNull(result.discordServerUrl);
      if (!url) {
        tab?.close();
        toast({
          title: 'Join Failed',
          description: 'Failed to get invite',
          variant: 'destructive',
        });
        return;
      }
      if (tab && !tab.closed) {
        tab.navigate(url);
      } else {
        tab?.close();
        toast({
          title: 'Invite ready',
          description: 'Your browser kept the new tab from opening: use Open Invite.',
        });
      }
    } catch (error) {
      tab?.close();
      if (error instanceof ApiError && error.status > 0) {
        toast({
          title: 'Join Failed',
          description: error.serverMessage ?? TRY_LATER,
          variant: 'destructive',
        });
      } else {
        toast({ title: 'Error', description: TRY_LATER, variant: 'destructive' });
      }
    }
  }

  function confirmJoined() {
    confirm.mutate(undefined, {
      onSuccess: () =>
        toast({ title: 'Welcome to the community!', description: 'See you in the chat.' }),
      onError: () => toast({ title: 'Error', description: TRY_LATER, variant: 'destructive' }),
    });
  }

  let action: ReactNode;
  if (info.inviteStatus === 'joined') {
    action = (
      <>
        <p className="flex items-center gap-2 text-sm font-medium">
          <CheckCircle2 aria-hidden="true" className="size-4 text-highlight" />
          You&rsquo;re in the community.
        </p>
        {inviteUrl ? <InviteLink href={inviteUrl}>Open Community Chat</InviteLink> : null}
      </>
    );
  } else if (info.inviteStatus === 'invited') {
    action = (
      <>
        <p className="text-sm">
          Your invite is ready. Join the community chat, then come back and confirm.
        </p>
        <div className="grid gap-2 sm:flex">
          {inviteUrl ? <InviteLink href={inviteUrl}>Open Invite</InviteLink> : null}
          <Button
            variant={inviteUrl ? 'outline' : 'default'}
            disabled={confirm.isPending}
            aria-busy={confirm.isPending}
            onClick={confirmJoined}
          >
            {confirm.isPending ? <Spinner /> : <CheckCircle2 aria-hidden="true" />}
            I&rsquo;ve joined
          </Button>
        </div>
      </>
    );
  } else if (!info.configured) {
    action = <p className="text-sm text-muted-foreground">{NOT_CONFIGURED_TEXT}</p>;
  } else if (info.canJoinCommunity) {
    action = (
      <>
        <p className="text-sm">Your voice sign-up is complete: the community is open to you.</p>
        <Button
          size="lg"
          className="justify-self-start"
          disabled={join.isPending}
          aria-busy={join.isPending}
          onClick={() => void requestInvite()}
        >
          {join.isPending ? <Spinner /> : <MessageCircle aria-hidden="true" />}
          Join Community
          <span className="sr-only"> (opens in a new tab)</span>
        </Button>
      </>
    );
  } else {
    action = (
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Join opens once voice is unlocked.
      </p>
    );
  }

  return (
    <div className="mt-5">
      <dl className="divide-y divide-border rounded-xl border border-border px-4">
        <StatusRow icon={<Mic />} label="Voice">
          {info.voiceUnlocked ? 'Unlocked' : 'Locked'}
        </StatusRow>
        <StatusRow icon={<Trophy />} label="Milestones">
          {info.milestoneCount}
        </StatusRow>
        <StatusRow icon={<MessageCircle />} label="Invite">
          {inviteLabel[info.inviteStatus]}
        </StatusRow>
      </dl>
      {info.voiceUnlocked ? null : (
        <p className="mt-3 rounded-lg bg-muted px-3 py-2 text-sm">{VOICE_UNLOCK_HINT}</p>
      )}
      <div aria-live="polite" className="mt-4 grid gap-3">
        {action}
      </div>
    </div>
  );
}

function InviteLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button asChild>
      <a href={href} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden="true" />
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}
