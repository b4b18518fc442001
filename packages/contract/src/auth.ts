// auth: calls and rules.
export const authCalls = [] as const;
