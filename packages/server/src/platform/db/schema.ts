import type { PlatformTables } from './tables/platform.ts';
import type { AuthTables } from './tables/auth.ts';
import type { UsersTables } from './tables/users.ts';
import type { AnalyticsTables } from './tables/analytics.ts';
import type { OnboardingTables } from './tables/onboarding.ts';
import type { PresenceTables } from './tables/presence.ts';
import type { ClosedAreasTables } from './tables/closed-areas.ts';
import type { TipsTables } from './tables/tips.ts';
import type { FeedTables } from './tables/feed.ts';
import type { NetworkTables } from './tables/network.ts';
import type { NotificationsTables } from './tables/notifications.ts';
import type { SponsoredTables } from './tables/sponsored.ts';
import type { ChatTables } from './tables/chat.ts';
import type { GroupsTables } from './tables/groups.ts';
import type { EventsTables } from './tables/events.ts';
import type { WikiTables } from './tables/wiki.ts';
import type { JobsTables } from './tables/jobs.ts';
import type { ApplicationsTables } from './tables/applications.ts';
import type { CompaniesTables } from './tables/companies.ts';
import type { AdminTables } from './tables/admin.ts';
import type { MatcherTables } from './tables/matcher.ts';
import type { ModerationTables } from './tables/moderation.ts';

/**
 * Table types for Kysely. Conventions that hold on both dialects:
 * - timestamps are epoch milliseconds in BIGINT columns (`*_at`);
 * - flags are INTEGER 0/1 (`is_*`), turned into booleans by presenters;
 * - ids are 64-bit integers, read back as JS numbers.
 */
export interface DB
  extends
    PlatformTables,
    AuthTables,
    UsersTables,
    AnalyticsTables,
    OnboardingTables,
    PresenceTables,
    ClosedAreasTables,
    TipsTables,
    FeedTables,
    NetworkTables,
    NotificationsTables,
    SponsoredTables,
    ChatTables,
    GroupsTables,
    EventsTables,
    WikiTables,
    JobsTables,
    ApplicationsTables,
    CompaniesTables,
    AdminTables,
    MatcherTables,
    ModerationTables {}
