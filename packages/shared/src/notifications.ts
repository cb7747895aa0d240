// Schemas, constants and German messages of the notifications domain (shared by server and web).
export {};
