/**
 * Counts failed sign-in attempts per caller within a sliding window. Only failures count, so staff who
 * type the password right are never slowed down; a success clears the caller's record.
 */
export class FailureThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly maxFailures = 5,
    readonly windowMs = 15 * 60_000,
  ) {}

  /** Milliseconds until this caller may try again; 0 when it may try now. */
  retryAfter(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    if (recent.length < this.maxFailures) return 0;
    return recent[recent.length - this.maxFailures]! + this.windowMs - now;
  }

  recordFailure(key: string, now = Date.now()): void {
    this.failures.set(key, [...this.recent(key, now), now]);
    if (this.failures.size > 10_000) this.forgetExpired(now);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((at) => at > now - this.windowMs);
  }

  /** Keeps memory bounded when many callers fail once and never come back. */
  private forgetExpired(now: number): void {
    for (const key of [...this.failures.keys()]) {
      if (this.recent(key, now).length === 0) this.failures.delete(key);
    }
  }
}
