/**
 * A download's body that writes its log row only when the whole body has been taken by the
 * connection (issue 31: one row per real download). Pieces of at most 64 KiB are handed over one
 * at a time, on demand (high-water mark 0: nothing is read ahead of the connection), and the last
 * one is held back until the row is written. A connection cut earlier (a mail scanner that reads
 * the headers, a cancelled download) leaves no row, and a row that cannot be written leaves the
 * copy incomplete rather than unlogged. `signal` is the request's: Next.js aborts it when the
 * client hangs up, which a server that buffers what the socket has not yet taken would otherwise
 * hide until the whole body had been read; an aborted download writes no row.
 */
export const PIECE_BYTES = 64 * 1024;

export function loggedBody(
  source: ReadableStream<Uint8Array>,
  log: (bytesSent: number) => Promise<void>,
  signal?: AbortSignal,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  const pending: Uint8Array[] = [];
  let sourceDone = false;
  let sent = 0;

  /** Reads until two pieces wait (one to send, one to hold back) or the source ends. */
  async function fill(): Promise<void> {
    while (!sourceDone && pending.length < 2) {
      const { done, value } = await reader.read();
      if (done) sourceDone = true;
      else for (let start = 0; start < value.byteLength; start += PIECE_BYTES) pending.push(value.subarray(start, start + PIECE_BYTES));
    }
  }

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (signal?.aborted) {
          await reader.cancel(signal.reason);
          controller.error(new Error("The download was cut before its end"));
          return;
        }
        await fill();
        if (pending.length >= 2 || (!sourceDone && pending.length === 1)) {
          const piece = pending.shift() as Uint8Array;
          sent += piece.byteLength;
          controller.enqueue(piece);
          return;
        }
        const last = pending.shift();
        // Let the connection report a hang-up that happened while the last pieces were taken.
        await new Promise((resolve) => setImmediate(resolve));
        if (signal?.aborted) {
          controller.error(new Error("The download was cut before its end"));
          return;
        }
        await log(sent + (last?.byteLength ?? 0));
        if (last) controller.enqueue(last);
        controller.close();
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

/** Every byte of a stream, for a file that must be changed whole (a PDF to stamp, at most 25 MB). */
export async function readAll(source: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(source).arrayBuffer());
}
