// Schemas, constants and German messages of the profile domain (shared by server and web).
export {};
