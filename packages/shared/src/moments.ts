// Schemas, constants and German messages of the moments domain (shared by server and web).
export {};
