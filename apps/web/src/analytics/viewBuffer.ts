/**
 * The server keeps the page views it answered for a moment and writes them in one call
 * (docs/decisions/0048-first-party-analytics.md, "Counting in batches"): one database call per
 * view cost the server ~170 µs of CPU on PostgreSQL, over the 100 µs a view. A batch is
 * written after at most `maxDelayMs` (1 s) or as soon as it holds `maxRows` views, one batch at a
 * time, and on shutdown (scripts/serve.mjs runs the process's shutdown hooks). Views are not
 * leads: a crash loses at most the last second of them, and a batch the database refuses is
 * logged and dropped, never retried into an ever-growing queue.
 */
import type { CountedView } from "./store";

export interface ViewBufferOptions {
  /** Writes one batch (AnalyticsStore.countViews). */
  write: (views: readonly CountedView[]) => Promise<unknown>;
  logError: (message: string, error: unknown) => void;
  /** Longest a view waits before its batch is written. */
  maxDelayMs?: number;
  /** A batch is written as soon as it holds this many views. */
  maxRows?: number;
  /** Views held at once (batches waiting on a slow database included); more are not counted. */
  maxPending?: number;
}

export interface ViewBuffer {
  /** Keeps the view for the next batch; false when the buffer is full and the view is not counted. */
  add(view: CountedView): boolean;
  /** Writes what is kept now and resolves once every batch so far is written (or has failed). */
  flush(): Promise<void>;
}

export const VIEW_BATCH_DELAY_MS = 1_000;
export const VIEW_BATCH_ROWS = 200;

export function createViewBuffer({
  write,
  logError,
  maxDelayMs = VIEW_BATCH_DELAY_MS,
  maxRows = VIEW_BATCH_ROWS,
  maxPending = 20 * VIEW_BATCH_ROWS,
}: ViewBufferOptions): ViewBuffer {
  let batch: CountedView[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Views handed to `write` and not yet written. */
  let writing = 0;
  /** The chain of batch writes: one at a time, in order. */
  let written: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (batch.length > 0) {
      const views = batch;
      batch = [];
      writing += views.length;
      written = written
        .then(() => write(views))
        .then(
          () => undefined,
          (error: unknown) => logError(`Analytics: a batch of ${views.length} page views could not be stored`, error),
        )
        .finally(() => {
          writing -= views.length;
        });
    }
    return written;
  };

  return {
    add(view) {
      if (batch.length + writing >= maxPending) return false;
      batch.push(view);
      if (batch.length >= maxRows) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), maxDelayMs);
        // A pending batch never keeps a process alive on its own: shutdown flushes it.
        timer.unref?.();
      }
      return true;
    },
    flush,
  };
}
