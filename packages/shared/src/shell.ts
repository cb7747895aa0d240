// Schemas, constants and German messages of the shell domain (shared by server and web).
export {};
