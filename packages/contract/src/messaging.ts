// Messaging has no calls of its own: emails and texts leave through the server's outbox.
export const messagingCalls = [] as const;
