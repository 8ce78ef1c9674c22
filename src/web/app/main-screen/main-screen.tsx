import { Menu, X } from 'lucide-react';
import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type TouchEvent,
} from 'react';
import { Redirect, useRoute } from 'wouter';
import {
  MOBILE_SIDEBAR_CLOSE_DELAY_MS,
  SIDEBAR_WIDTH_MAX,
  SIDEBAR_WIDTH_MIN,
  SIDEBAR_WIDTH_MOBILE_DEFAULT,
  SWIPE_THRESHOLD_PX,
} from '../../../contracts/constants.ts';
import { APP_ROUTES } from '../../../contracts/routes.ts';
import { Button } from '../../components/ui/button.tsx';
import { ResizeHandle } from '../../components/ui/resize-handle.tsx';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import type { AiProviderId } from '../../../contracts/chat.ts';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';
import { useUser } from '../../features/auth/api/get-user.ts';
import { CHAT_COMPOSER_ID } from '../../features/chat/components/chat-composer.tsx';
import { preloadConversation } from '../../features/chat/components/chat-screen.tsx';
import { setAiSettings } from '../../features/chat/hooks/use-ai-settings.ts';
import { useModules } from '../../features/modules/api/get-modules.ts';
import { DivineSurgeWarning } from '../../features/dialogs/components/divine-surge-warning.tsx';
import type { BetaSignupReason } from '../../features/usage/components/beta-signup-dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { useHydrated } from '../../lib/hydration.tsx';
import { toast } from '../../lib/toast.ts';
import { useIsMobile } from '../../lib/use-media-query.ts';
import { AccountSignupDialog } from '../account-signup-dialog.tsx';
import { AppSidebar } from './app-sidebar.tsx';
import { ChatArea } from './chat-area.tsx';
import { useSidebarWidth } from './use-sidebar-width.ts';

// Dialogs load on demand, keeping the entry chunk small (DESIGN §7).
const BetaSignupDialog = lazy(() =>
  import('../../features/usage/components/beta-signup-dialog.tsx').then((m) => ({
    default: m.BetaSignupDialog,
  })),
);
// Keeps a signed-in person's Twelve Transmissions progress in step with the account.
const TransmissionsSync = lazy(() =>
  import('../../features/transmissions/components/transmissions-sync.tsx').then((m) => ({
    default: m.TransmissionsSync,
  })),
);
const ChooseYourPathDialog = lazy(() =>
  import('../../features/modules/components/choose-your-path-dialog.tsx').then((m) => ({
    default: m.ChooseYourPathDialog,
  })),
);

interface BetaDialogState {
  /** Mounted once asked for, so its code loads only then. */
  mounted: boolean;
  open: boolean;
  reason: BetaSignupReason;
  /** The gated provider that was chosen; it becomes the choice once the beta is joined. */
  providerId: AiProviderId | null;
}

/** The longest wait for an idle moment before the closed mobile sidebar renders its content. */
const SIDEBAR_IDLE_TIMEOUT_MS = 2000;

/** The chat panel's id, the target of the 'Skip to main content' link. */
const MAIN_CONTENT_ID = 'main-content';

/** Keyboard resize step of the sidebar separator. */
const SIDEBAR_KEYBOARD_STEP_PX = 10;

function decodeParam(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The sidebar plus chat screen (SPEC §2). Desktop: the sidebar sits beside the chat and its
 * right edge resizes it. Mobile: the two panels slide, by swipe or by the menu/close buttons.
 */
export function MainScreen() {
  const [, moduleParams] = useRoute(APP_ROUTES.chatModule);
  const [onHome] = useRoute(APP_ROUTES.home);
  const [onHomeAlias] = useRoute(APP_ROUTES.homeAlias);
  const moduleId = decodeParam(moduleParams?.moduleId);
  const user = useUser().data ?? null;
  const modules = useModules();
  const [beta, setBeta] = useState<BetaDialogState>({
    mounted: false,
    open: false,
    reason: null,
    providerId: null,
  });
  const [pathDialog, setPathDialog] = useState({ mounted: false, open: false });
  const [signupOpen, setSignupOpen] = useState(false);
  const appName = useAppName();

  const isMobile = useIsMobile();
  // The prerendered page (decision 027) cannot know the screen's width: its layout is the CSS
  // breakpoint's (md), and the phone's controls are in it, hidden on wide screens by CSS, until
  // hydrated. So a phone paints its own layout at once, and nothing moves when scripts arrive.
  const hydrated = useHydrated();
  const mobileControls = isMobile || !hydrated;
  const [mobileOpen, setMobileOpen] = useState(false);
  const sidebarOpen = !isMobile || mobileOpen;
  // On mobile the closed sidebar is off screen and inert, so its content is left out of the first
  // render (less work before the page responds): it renders when opened, or once the browser is idle.
  // Prerendered, it is in the page already and stays.
  const [sidebarRendered, setSidebarRendered] = useState(!hydrated);
  const showSidebarContent = sidebarOpen || sidebarRendered;
  const { width, setWidth, commitWidth } = useSidebarWidth();
  // A teacher was just chosen: focus goes to the message box, not back to the list (issue 18).
  const [composerFocusWanted, setComposerFocusWanted] = useState(false);

  const sidebarId = useId();
  const sidebarRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wasOpen = useRef(mobileOpen);

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (sidebarRendered) return;
    const render = () => startTransition(() => setSidebarRendered(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(render, { timeout: SIDEBAR_IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(render, SIDEBAR_IDLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [sidebarRendered]);
  // The conversation's code loads right after the first paint, before anyone opens a teacher.
  useEffect(() => void preloadConversation(), []);

  // Move focus with the panel, so keyboard and screen-reader users land where they can act.
  useEffect(() => {
    if (wasOpen.current === mobileOpen) return;
    wasOpen.current = mobileOpen;
    if (!isMobile) return;
    if (mobileOpen) {
      closeButtonRef.current?.focus();
    } else if (!composerFocusWanted) {
      const active = document.activeElement;
      if (active === document.body || sidebarRef.current?.contains(active)) {
        menuButtonRef.current?.focus();
      }
    }
  }, [mobileOpen, isMobile, composerFocusWanted]);

  function openSidebar() {
    clearTimeout(closeTimer.current);
    setSidebarRendered(true);
    setMobileOpen(true);
  }

  function closeSidebar() {
    clearTimeout(closeTimer.current);
    setMobileOpen(false);
  }

  function handleTouchStart(event: TouchEvent<HTMLDivElement>) {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  }

  function handleTouchEnd(event: TouchEvent<HTMLDivElement>) {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!isMobile || !start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    // A mostly vertical gesture is a scroll, not a swipe.
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return;
    if (dx > 0) openSidebar();
    else closeSidebar();
  }

  function handleSidebarKeyDown(event: KeyboardEvent<HTMLElement>) {
    // Only keys pressed inside the sidebar's own DOM (a dialog is portalled elsewhere), and not an
    // Escape a menu inside it has already used to close itself.
    if (
      event.key === 'Escape' &&
      !event.nativeEvent.defaultPrevented &&
      isMobile &&
      mobileOpen &&
      event.target instanceof Node &&
      event.currentTarget.contains(event.target)
    ) {
      closeSidebar();
    }
  }

  function handleModuleSelect() {
    setComposerFocusWanted(true);
    if (!isMobile) return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setMobileOpen(false), MOBILE_SIDEBAR_CLOSE_DELAY_MS);
  }

  function handleChooseTeacher() {
    if (!modules.data?.length) {
      toast({
        title: 'Module Loading',
        description: modules.isPending
          ? 'The teachers are still arriving. Try again in a moment.'
          : 'No teachers are loaded yet. Use sync in the sidebar to load them.',
      });
      return;
    }
    setPathDialog({ mounted: true, open: true });
  }

  /** Browse All Modules: the sidebar on mobile, the first module of the list on desktop. */
  function handleBrowseAll() {
    if (isMobile) {
      openSidebar();
      return;
    }
    sidebarRef.current?.querySelector<HTMLElement>('[data-testid="module-row"]')?.focus();
  }

  function openBetaSignup(reason: BetaSignupReason, providerId: AiProviderId | null = null) {
    setBeta({ mounted: true, open: true, reason, providerId });
  }

  // SPEC §2: a signed-in person on / or /home goes to /chat.
  if (user && (onHome || onHomeAlias)) return <Redirect to={APP_ROUTES.chat} replace />;

  const mobileWidth: CSSProperties = {
    ['--mobile-sidebar-width' as string]: `min(${SIDEBAR_WIDTH_MOBILE_DEFAULT}px, calc(100vw - 3rem))`,
  };

  return (
    <div
      className="relative flex h-dvh overflow-hidden bg-background text-foreground"
      style={mobileWidth}
      onTouchStart={handleTouchStart}
      onTouchEnd={handleTouchEnd}
    >
      {/* First in the page, so the first Tab offers them (WCAG 2.4.1 Bypass Blocks). */}
      <SkipLink targetId={MAIN_CONTENT_ID}>Skip to main content</SkipLink>
      {moduleId ? (
        <SkipLink targetId={CHAT_COMPOSER_ID} fallbackId={MAIN_CONTENT_ID}>
          Skip to message box
        </SkipLink>
      ) : null}
      <aside
        id={sidebarId}
        ref={sidebarRef}
        aria-label="Sidebar"
        data-testid="sidebar"
        data-state={sidebarOpen ? 'open' : 'closed'}
        inert={!sidebarOpen}
        onKeyDown={handleSidebarKeyDown}
        style={isMobile ? undefined : { width }}
        className={cn(
          'relative flex h-full shrink-0 flex-col border-r border-border bg-surface',
          'max-md:absolute max-md:inset-y-0 max-md:left-0 max-md:z-30 max-md:w-(--mobile-sidebar-width)! max-md:shadow-xl max-md:transition-transform max-md:duration-300 max-md:ease-out max-md:motion-reduce:transition-none',
          !mobileOpen && 'max-md:-translate-x-full max-md:shadow-none',
        )}
      >
        {showSidebarContent ? (
          <AppSidebar
            selectedModuleId={moduleId}
            onModuleSelect={handleModuleSelect}
            onSessionSelect={handleModuleSelect}
            onBetaRequired={(providerId) => openBetaSignup('provider', providerId)}
            closeButton={
              mobileControls ? (
                <Button
                  ref={closeButtonRef}
                  variant="ghost"
                  size="icon"
                  aria-label="Close sidebar"
                  data-testid="sidebar-close"
                  className="md:hidden"
                  onClick={closeSidebar}
                >
                  <X aria-hidden="true" />
                </Button>
              ) : null
            }
          />
        ) : null}
        {/* The edge belongs to the sidebar it resizes, inside its landmark (axe `region`). */}
        {isMobile && hydrated ? null : (
          <ResizeHandle
            label="Resize sidebar"
            data-testid="sidebar-resize-handle"
            value={width}
            min={SIDEBAR_WIDTH_MIN}
            max={SIDEBAR_WIDTH_MAX}
            step={SIDEBAR_KEYBOARD_STEP_PX}
            onResize={setWidth}
            onResizeEnd={commitWidth}
            className="absolute inset-y-0 -right-1 z-10 max-md:hidden"
          />
        )}
      </aside>

      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        inert={isMobile && mobileOpen}
        className={cn(
          'relative flex min-w-0 flex-1 flex-col outline-none',
          'max-md:transition-transform max-md:duration-300 max-md:ease-out max-md:motion-reduce:transition-none',
          mobileOpen && 'max-md:translate-x-(--mobile-sidebar-width)',
        )}
      >
        <ChatArea
          moduleId={moduleId}
          onChooseTeacher={handleChooseTeacher}
          onPaymentRequired={() => openBetaSignup('payment')}
          onBetaRequired={() => openBetaSignup('provider')}
          onSignUp={() => setSignupOpen(true)}
          // On a phone the message box waits until the sidebar has slid away (it is inert till then).
          focusComposer={composerFocusWanted && !(isMobile && mobileOpen)}
          onComposerFocused={() => setComposerFocusWanted(false)}
          menuButton={
            mobileControls ? (
              <Button
                ref={menuButtonRef}
                variant="ghost"
                size="icon"
                aria-label="Open sidebar"
                aria-controls={sidebarId}
                aria-expanded={mobileOpen}
                data-testid="sidebar-open"
                className="md:hidden"
                onClick={openSidebar}
              >
                <Menu aria-hidden="true" />
              </Button>
            ) : null
          }
        />
      </main>

      {isMobile && mobileOpen ? (
        // Pointer-only shortcut; keyboard users have the close button and Escape.
        <div
          aria-hidden="true"
          className="absolute inset-0 z-20 bg-black/40"
          onClick={closeSidebar}
        />
      ) : null}

      <DivineSurgeWarning appName={appName} />
      <Suspense fallback={null}>
        {/* Signed in, the Twelve Transmissions progress follows the account to every device. */}
        {user ? <TransmissionsSync /> : null}
        {beta.mounted ? (
          <BetaSignupDialog
            open={beta.open}
            reason={beta.reason}
            onOpenChange={(open) => setBeta((state) => ({ ...state, open }))}
            onJoined={() => {
              if (beta.providerId) setAiSettings({ aiProvider: beta.providerId });
            }}
          />
        ) : null}
        <AccountSignupDialog open={signupOpen} onOpenChange={setSignupOpen} />
        {pathDialog.mounted ? (
          <ChooseYourPathDialog
            open={pathDialog.open}
            onOpenChange={(open) => setPathDialog({ mounted: true, open })}
            modules={modules.data ?? []}
            onBrowseAll={handleBrowseAll}
            onChosen={() => setComposerFocusWanted(true)}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
