/*
 * Table shapes as stored. Portable across SQLite and PostgreSQL (docs/decisions/002):
 * timestamps are ISO-8601 UTC text, booleans are integers 0/1. Only repositories see these types.
 */

export interface CarouselsTable {
  id: string;
  name: string;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface ModulesTable {
  id: string;
  name: string;
  description: string;
  avatar: string | null;
  carousel_id: string | null;
  position: number;
  is_connector: number;
  persona: string;
  teachings: string;
  voice: string | null;
  /** The offline guide's voice (GuideVoice) as JSON; null when the file has none. */
  guide: string | null;
  content_hash: string;
  /** 1 when the content file is gone; kept so old chats still name their teacher. */
  archived: number;
  created_at: string;
  updated_at: string;
}

export interface ChatSessionsTable {
  id: string;
  title: string;
  module_id: string | null;
  user_id: string | null;
  client_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface MessagesTable {
  id: string;
  session_id: string;
  role: 'user' | 'assistant';
  content: string;
  status: 'complete' | 'interrupted' | 'stopped';
  provider: string | null;
  created_at: string;
  seq: number;
}

export interface UsageCountersTable {
  subject: string;
  used: number;
  updated_at: string;
}

export interface BetaSignupsTable {
  subject: string;
  email: string;
  created_at: string;
}

export interface UsersTable {
  id: string;
  email: string | null;
  email_verified: number;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  password_hash: string | null;
  stripe_customer_id: string | null;
  subscription_status: string | null;
  subscription_tier: string | null;
  subscription_current_period_end: string | null;
  stripe_subscription_id: string | null;
  subscription_state_at: string | null;
  /** When the account first had a subscription (any status); the trial is offered only before. */
  first_subscribed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface AuthSessionsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface OauthAccountsTable {
  provider: string;
  provider_user_id: string;
  user_id: string;
  created_at: string;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  /** The address the link was sent to: it proves that mailbox only (decision 016). */
  email: string;
  expires_at: string;
  created_at: string;
}

/** A change of email waiting for the link sent to the new address (decision 016). */
export interface EmailChangesTable {
  token_hash: string;
  user_id: string;
  email: string;
  expires_at: string;
  created_at: string;
}

export interface MergedClientsTable {
  client_id: string;
  user_id: string;
  merged_at: string;
}

export interface AddressDailyUsageTable {
  address_day: string;
  used: number;
  updated_at: string;
}

export interface StripeEventsTable {
  id: string;
  type: string;
  processed_at: string;
}

export interface JournalEntriesTable {
  id: string;
  user_id: string;
  title: string;
  content: string;
  dream_type: string;
  dream_content: string;
  emotions: string;
  symbols: string;
  intensity: number;
  earth_element: string;
  water_element: string;
  fire_element: string;
  wind_element: string;
  space_element: string;
  ai_insights: string | null;
  insights_source: string | null;
  created_at: string;
  updated_at: string;
}

export interface SpiritualProgressTable {
  id: string;
  user_id: string;
  rule_key: string;
  title: string;
  description: string | null;
  category: string;
  significance: string;
  awareness_level: string | null;
  insight_depth: string | null;
  achieved_at: string;
}

export interface BiofeedbackDevicesTable {
  user_id: string;
  device_id: string;
  device_name: string;
  device_type: string;
  is_connected: number;
  /** Comma-separated capability names. */
  capabilities: string;
  battery_level: number | null;
  created_at: string;
  updated_at: string;
}

export interface BiofeedbackReadingsTable {
  id: string;
  user_id: string;
  device_id: string;
  device_name: string;
  device_type: string;
  heart_rate: number;
  heart_rate_variability: number | null;
  stress_level: number | null;
  meditation_state: string | null;
  emotional_state: string | null;
  activity_level: string | null;
  recorded_at: string;
  created_at: string;
}

export interface TribesTable {
  id: string;
  slug: string;
  name: string;
  description: string;
  social_link: string;
  founder_id: string;
  created_at: string;
  updated_at: string;
}

export interface TribeMembersTable {
  tribe_id: string;
  user_id: string;
  joined_at: string;
}

export interface VoiceUsageTable {
  subject: string;
  user_id: string | null;
  used: number;
  updated_at: string;
}

export interface VoiceClipsTable {
  id: string;
  message_id: string;
  text_hash: string;
  engine: string;
  voice: string;
  content_type: string;
  audio: Buffer;
  byte_length: number;
  created_at: string;
}

/** Audio of a text that is the same for every caller (the caring reply), made once. */
export interface SharedVoiceClipsTable {
  text_hash: string;
  engine: string;
  voice: string;
  content_type: string;
  audio: Buffer;
  byte_length: number;
  created_at: string;
}

/** A model call under way for a subject (the per-account concurrency cap). */
export interface ModelCallSlotsTable {
  subject: string;
  slot: number;
  lease_id: string;
  expires_at: string;
}

export interface TransmissionProgressTable {
  user_id: string;
  current_stage: number;
  /** JSON array of stage numbers. */
  completed_stages: string;
  total_points: number;
  last_updated: string;
  updated_at: string;
}

export interface CommunityInvitesTable {
  user_id: string;
  status: string;
  invited_at: string;
  joined_at: string | null;
}

export interface Database {
  carousels: CarouselsTable;
  modules: ModulesTable;
  chat_sessions: ChatSessionsTable;
  messages: MessagesTable;
  usage_counters: UsageCountersTable;
  beta_signups: BetaSignupsTable;
  users: UsersTable;
  auth_sessions: AuthSessionsTable;
  oauth_accounts: OauthAccountsTable;
  password_resets: PasswordResetsTable;
  email_changes: EmailChangesTable;
  merged_clients: MergedClientsTable;
  address_daily_usage: AddressDailyUsageTable;
  stripe_events: StripeEventsTable;
  journal_entries: JournalEntriesTable;
  spiritual_progress: SpiritualProgressTable;
  biofeedback_devices: BiofeedbackDevicesTable;
  biofeedback_readings: BiofeedbackReadingsTable;
  tribes: TribesTable;
  tribe_members: TribeMembersTable;
  voice_usage: VoiceUsageTable;
  voice_clips: VoiceClipsTable;
  transmission_progress: TransmissionProgressTable;
  community_invites: CommunityInvitesTable;
  shared_voice_clips: SharedVoiceClipsTable;
  model_call_slots: ModelCallSlotsTable;
}
