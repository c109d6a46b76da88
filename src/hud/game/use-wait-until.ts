import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `at` (epoch ms, the wall clock), ticking each second while it runs; 0 once it
 * has passed or without a time. For countdowns such as the rank trial's next attempt.
 */
export function useWaitUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null || at <= Date.now()) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= at) window.clearInterval(timer);
    }, 1_000);
    // The first reading at once: `now` may be older than this countdown.
    const first = window.setTimeout(() => setNow(Date.now()), 0);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(first);
    };
  }, [at]);
  return at === null ? 0 : Math.max(0, at - now);
}
