/** The demo seed (seed/notifications.ts) replays the events of moment comments from here. */
export { momentCommentEvents } from './comments.ts';
