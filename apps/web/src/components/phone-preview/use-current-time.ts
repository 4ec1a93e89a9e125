import { useEffect, useState } from 'react';

/**
 * The current time, renewed at the start of each minute (a phone's clock shows minutes): one
 * timer a minute, aimed at the minute's boundary so the clock never lags by up to a minute.
 */
export function useCurrentTime(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setNow(new Date());
          schedule();
        },
        60_000 - (Date.now() % 60_000),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
