// Schemas, constants and German messages of the feed domain (shared by server and web).
export {};
