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
  status: 'complete' | 'interrupted';
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
  merged_clients: MergedClientsTable;
  address_daily_usage: AddressDailyUsageTable;
  stripe_events: StripeEventsTable;
}
