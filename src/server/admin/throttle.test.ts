import { describe, expect, it } from 'vitest';
import { FailureThrottle } from './throttle';

const minute = 60_000;

describe('the sign-in failure throttle', () => {
  it('lets a caller fail four times and stops the fifth retry until the window passes', () => {
    const throttle = new FailureThrottle(5, 15 * minute);
    for (let i = 0; i < 4; i++) throttle.recordFailure('1.2.3.4', i * minute);
    expect(throttle.retryAfter('1.2.3.4', 4 * minute)).toBe(0);
    throttle.recordFailure('1.2.3.4', 4 * minute);
    expect(throttle.retryAfter('1.2.3.4', 5 * minute)).toBe(10 * minute);
    expect(throttle.retryAfter('1.2.3.4', 15 * minute)).toBe(0);
  });

  it('keeps callers apart', () => {
    const throttle = new FailureThrottle(2, minute);
    throttle.recordFailure('a', 0);
    throttle.recordFailure('a', 0);
    expect(throttle.retryAfter('a', 1)).toBeGreaterThan(0);
    expect(throttle.retryAfter('b', 1)).toBe(0);
  });

  it('forgets a caller after a success', () => {
    const throttle = new FailureThrottle(1, minute);
    throttle.recordFailure('a', 0);
    throttle.reset('a');
    expect(throttle.retryAfter('a', 1)).toBe(0);
  });
});
