/**
 * Business constants from SPEC §9, named for what they mean. Components and services import
 * these instead of writing bare numbers.
 */

export const APP_NAME_DEFAULT = 'Sangha';

export const FREE_ACCOUNT_EXCHANGES_DEFAULT = 21;
export const ANON_FREE_MESSAGES_DEFAULT = 7;
export const FREE_VOICE_WISHES_DEFAULT = 3;
export const LOW_EXCHANGES_WARNING_AT = 5;

export const MESSAGE_MAX_CHARS = 4000;
export const TTS_TEXT_MAX_CHARS = 4000;
export const PREMIUM_PRICE_SENT = 299;
export const RECENT_CHATS_SHOWN = 8;

export const SIDEBAR_WIDTH_DESKTOP_DEFAULT = 380;
export const SIDEBAR_WIDTH_MOBILE_DEFAULT = 320;
export const SIDEBAR_WIDTH_MIN = 240;
export const SIDEBAR_WIDTH_MAX = 500;
export const SWIPE_THRESHOLD_PX = 50;
export const MOBILE_BREAKPOINT_PX = 768;
export const INPUT_MAX_HEIGHT_PX = 128;

export const WORD_LIMIT_OPTIONS = [25, 50, 100] as const;
/** AI providers a chat can use (DESIGN §5); `free` is the default and needs no beta access. */
export const AI_PROVIDER_IDS = ['free', 'openai', 'anthropic'] as const;
export const MODULE_OPEN_DELAY_MS = 1800;
export const MOBILE_SIDEBAR_CLOSE_DELAY_MS = 300;
export const DIVINE_SURGE_WARNING_DELAY_MS = 300_000;

export const USAGE_REFETCH_MS = 30_000;
export const CAROUSELS_STALE_MS = 300_000;
export const CAROUSELS_RETRIES = 3;
export const AUTH_USER_CACHE_MS = 300_000;
export const PROGRESS_POLL_MS = 5000;
export const SPIRITUAL_PROGRESS_FRESH_MS = 30_000;
export const TIMELINE_LIST_HEIGHT_PX = 600;
export const TRANSMISSIONS_COUNT = 12;

export const REQUEST_TIMEOUT_MS = 30_000;
export const QUERY_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_MESSAGE = 'Request timeout after 30 seconds';
export const QUERY_TIMEOUT_MESSAGE = 'Query timeout after 20 seconds';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_HOTKEY = 'F8';

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const SCROLLBAR_HIDE_DELAY_MS = 600;
export const STREAM_DISPLAY_THROTTLE_MS = 30;
export const REPLY_CLEAR_AFTER_DONE_MS = 500;

export const DREAM_INTENSITY_MIN = 1;
export const DREAM_INTENSITY_MAX = 10;
export const DREAM_INTENSITY_DEFAULT = 5;
export const DREAM_TOP_LIST_SIZE = 5;
export const DREAM_WEEK_DAYS = 7;
export const WEEKLY_INSIGHT_MIN_ENTRIES = 3;

export const TRIBE_NAME_MIN = 3;
export const TRIBE_NAME_MAX_EXCLUSIVE = 50;

export const DEVICE_LIST_REFRESH_MS = 1000;
export const SIMULATED_READING_INTERVAL_MS = 5000;
export const SIMULATED_SIGNUP_DELAY_MS = 1500;
export const SIMULATED_SOCIAL_DELAY_MS = 1000;
export const REDIRECT_AFTER_DOWNLOAD_MS = 2000;

/** Local storage keys. The theme key is fixed by the spec; the client id key is product-named. */
export const THEME_STORAGE_KEY = 'vite-ui-theme';
export const CLIENT_ID_STORAGE_KEY = 'sangha-client-id';
export const SIDEBAR_WIDTH_STORAGE_KEY = 'sangha-sidebar-width';
export const AI_SETTINGS_STORAGE_KEY = 'sangha-ai-settings';
/** Client ids this browser has already merged into an account after sign-in. */
export const MERGED_CLIENT_STORAGE_KEY = 'sangha-merged-client';

/** Header carrying the anonymous client id on every request. */
export const CLIENT_ID_HEADER = 'x-client-id';

/** Growth timeline milestone categories and significance (SPEC §3); zod-free for the web pages. */
export const PROGRESS_CATEGORIES = [
  'wisdom',
  'compassion',
  'awareness',
  'liberation',
  'practice',
] as const;
export const PROGRESS_SIGNIFICANCE = ['breakthrough', 'major', 'normal', 'minor'] as const;

/**
 * An account without a password (sign-in providers only) may change its email only this soon
 * after signing in: the sign-in stands in for the password (decision 016).
 */
export const EMAIL_CHANGE_RECENT_SIGN_IN_MS = 10 * 60 * 1000;
/** How long the link that confirms a new email address works. */
export const EMAIL_CHANGE_LINK_TTL_MS = 60 * 60 * 1000;
