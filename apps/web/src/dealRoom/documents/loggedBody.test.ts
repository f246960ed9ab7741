/**
 * The download body's log: written once, with every byte counted, only after the body was read to
 * its end; never for a body abandoned on the way; and a failed write keeps the last piece back.
 */
import { describe, expect, it } from "vitest";
import { loggedBody, PIECE_BYTES } from "./loggedBody";

function source(...chunks: number[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const [index, size] of chunks.entries()) controller.enqueue(new Uint8Array(size).fill(index + 1));
      controller.close();
    },
  });
}

describe("loggedBody", () => {
  it("logs once, after the last byte is read, with the bytes sent; the bytes are unchanged", async () => {
    const logged: number[] = [];
    const body = loggedBody(source(PIECE_BYTES * 2 + 10, 5), async (bytes) => void logged.push(bytes));
    const reader = body.getReader();
    const received: Uint8Array[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received.push(value);
      // Nothing is logged while pieces are still being handed over.
      if (received.length < 4) expect(logged).toEqual([]);
    }
    expect(received.map((piece) => piece.byteLength)).toEqual([PIECE_BYTES, PIECE_BYTES, 10, 5]);
    expect(logged).toEqual([PIECE_BYTES * 2 + 15]);
    expect(Buffer.concat(received).subarray(PIECE_BYTES * 2 + 10)).toEqual(Buffer.from([2, 2, 2, 2, 2]));
  });

  it("logs nothing when the reader stops before the end (a cut connection)", async () => {
    const logged: number[] = [];
    const reader = loggedBody(source(PIECE_BYTES * 3), async (bytes) => void logged.push(bytes)).getReader();
    await reader.read();
    await reader.cancel("connection closed");
    expect(logged).toEqual([]);
  });

  it("keeps the last piece back when the row cannot be written", async () => {
    const reader = loggedBody(source(PIECE_BYTES + 1), async () => {
      throw new Error("database down");
    }).getReader();
    expect((await reader.read()).value?.byteLength).toBe(PIECE_BYTES);
    await expect(reader.read()).rejects.toThrow("database down");
  });
});
