/**
 * The close code an instance that shuts down gives every socket (1012 "Service Restart"): come back
 * soon, another instance (or this one, restarted) takes the connection. A module of its own without
 * zod, so the web's first load can import it.
 */
export const REALTIME_CLOSE_RESTART = 1012;
