// The time as session timers read it: one place, so tests move it with vi.useFakeTimers.
export const now = (): number => Date.now();
