/**
 * At most `permits` holders at once; up to `maxWaiting` more wait in line, each for at most
 * `maxWaitMs`. Anyone beyond that, or whose wait runs out, gets null: a flood is refused at once
 * instead of piling up behind the holders.
 */
export type Release = () => void;

export interface Semaphore {
  /** A release function once a permit is held, or null when the line is full or the wait ran out. */
  acquire(): Promise<Release | null>;
  /** Holders and waiters right now. */
  load(): { active: number; waiting: number };
}

export function createSemaphore({ permits, maxWaiting, maxWaitMs }: { permits: number; maxWaiting: number; maxWaitMs: number }): Semaphore {
  let active = 0;
  const line: { grant: (release: Release) => void; timer: NodeJS.Timeout }[] = [];

  function releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = line.shift();
      if (next) {
        // The permit passes straight to the next in line: `active` does not change.
        clearTimeout(next.timer);
        next.grant(releaser());
      } else {
        active -= 1;
      }
    };
  }

  return {
    acquire() {
      if (active < permits) {
        active += 1;
        return Promise.resolve(releaser());
      }
      if (line.length >= maxWaiting) return Promise.resolve(null);
      return new Promise<Release | null>((resolve) => {
        const waiter = {
          grant: (release: Release) => resolve(release),
          timer: setTimeout(() => {
            line.splice(line.indexOf(waiter), 1);
            resolve(null);
          }, maxWaitMs),
        };
        line.push(waiter);
      });
    },
    load: () => ({ active, waiting: line.length }),
  };
}
