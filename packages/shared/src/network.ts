// Schemas, constants and German messages of the network domain (shared by server and web).
export {};
