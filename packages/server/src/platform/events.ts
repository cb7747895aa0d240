/**
 * Domain events: what happened to whom, published by the domain where it happened (feed, moments,
 * network, chat, groups …) and turned into notifications, realtime messages and pushes by the
 * domains that subscribe. Publishing goes through the job queue (the database, or BullMQ with
 * REDIS_URL), so an event survives a restart and any instance may handle it; a request never waits
 * for its subscribers.
 *
 * Rules for publishers: `recipientId` is the member the event concerns; never publish an event
 * whose recipient is its actor. Events about moments never name the moment's author except as the
 * recipient: an answer by the author under a moment comment has no actor (`actorId` null). They
 * carry the moment's `closedAreaId` (null: the general community), so a notification opens its feed.
 */
import type { TJobQueue } from './jobs.ts';

export type TDomainEvent =
  | { type: 'post_liked'; actorId: number; recipientId: number; postId: number }
  | { type: 'post_commented'; actorId: number; recipientId: number; postId: number; commentId: number }
  | {
      type: 'comment_answered';
      actorId: number;
      recipientId: number;
      postId: number;
      commentId: number;
      answerId: number;
    }
  | {
      type: 'moment_liked';
      actorId: number;
      recipientId: number;
      momentId: number;
      closedAreaId: number | null;
    }
  | {
      type: 'moment_reacted';
      actorId: number;
      recipientId: number;
      momentId: number;
      closedAreaId: number | null;
      reaction: string;
    }
  | {
      type: 'moment_commented';
      actorId: number;
      recipientId: number;
      momentId: number;
      closedAreaId: number | null;
      commentId: number;
    }
  | {
      type: 'moment_comment_answered';
      /** Null when the moment's author answered: they stay anonymous. */
      actorId: number | null;
      recipientId: number;
      momentId: number;
      closedAreaId: number | null;
      commentId: number;
      answerId: number;
    }
  | { type: 'connection_requested'; actorId: number; recipientId: number; requestId: number }
  | { type: 'connection_accepted'; actorId: number; recipientId: number; requestId: number }
  /** The sender took the request back: its notification goes (it has nothing left to answer). */
  | { type: 'connection_request_withdrawn'; actorId: number; recipientId: number; requestId: number }
  | { type: 'direct_message'; actorId: number; recipientId: number; chatId: number }
  | {
      type: 'group_invited';
      actorId: number;
      recipientId: number;
      groupId: number;
      /** The group's area (null: a community group, then `community` is true). */
      closedAreaId?: number | null;
      community?: boolean;
    }
  /**
   * A post in a group: concerns the group, not one member (`recipientId` null). The groups domain
   * fans it out as `group_posted` to the members whose setting asks for it (docs/groups.md).
   */
  | { type: 'group_post_created'; actorId: number; recipientId: null; groupId: number; postId: number }
  | {
      type: 'group_posted' | 'group_post_pinned' | 'group_join_requested' | 'group_request_approved';
      actorId: number;
      recipientId: number;
      groupId: number;
      postId: number | null;
      closedAreaId: number | null;
      community: boolean;
    }
  | {
      type: 'event_invited';
      actorId: number;
      recipientId: number;
      eventId: number;
      closedAreaId?: number | null;
    }
  /**
   * Events domain notices to one participant (docs/events.md): a freed place taken from the
   * waitlist, a reminder before the start (no actor), a change of time or place, a cancellation, a
   * message of the organisers (`text`).
   */
  | {
      type: 'event_spot_freed' | 'event_reminder' | 'event_changed' | 'event_cancelled' | 'event_message';
      actorId: number | null;
      recipientId: number;
      eventId: number;
      closedAreaId: number | null;
      text?: string;
    }
  | { type: 'closed_area_joined'; actorId: number; recipientId: number; closedAreaId: number }
  /**
   * Applications (docs/applications.md): a new one to each member of the ad's company (the applicant
   * is the actor), and every change of its status to the applicant (no actor: the company speaks,
   * not a recruiter). `text` is the ad's title or the whole sentence; `url` what a click opens.
   */
  | {
      type: 'application_received' | 'application_status_changed';
      actorId: number | null;
      recipientId: number;
      applicationId: number;
      text: string;
      url: string;
    }
  /** A matcher sync ended (docs/matcher.md): to every admin, with the run's debug data. */
  | {
      type: 'matcher_synced';
      actorId: null;
      recipientId: number;
      runId: number;
      text: string;
      debug: Record<string, unknown>;
    }
  | {
      /** Moderation (docs/moderation.md): a statement of reasons or an outcome; never names anyone. */
      type: 'moderation_notice';
      actorId: null;
      recipientId: number;
      /** Groups the notification: one line per decision or report. */
      key: string;
      text: string;
      url: string;
    };

export type TDomainEventType = TDomainEvent['type'];
export type TDomainEventHandler = (event: TDomainEvent & { occurredAt: number }) => Promise<void>;

export interface TDomainEvents {
  /** Queues the event for every subscriber; resolves once queued. */
  publish(event: TDomainEvent): Promise<void>;
  /** Adds a handler for every event (at start, before serving). */
  subscribe(handler: TDomainEventHandler): void;
}

const JOB_NAME = 'domain-event';

/** Domain events over the job queue (in process, or BullMQ with REDIS_URL). */
export function createDomainEvents(jobs: TJobQueue): TDomainEvents {
  const handlers: TDomainEventHandler[] = [];
  jobs.register(JOB_NAME, async (data) => {
    const event = data as TDomainEvent & { occurredAt: number };
    for (const handler of handlers) await handler(event);
  });
  return {
    async publish(event) {
      if (event.actorId === event.recipientId) return;
      await jobs.enqueue(JOB_NAME, { ...event, occurredAt: Date.now() });
    },
    subscribe(handler) {
      handlers.push(handler);
    },
  };
}
