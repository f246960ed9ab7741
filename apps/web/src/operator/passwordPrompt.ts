/**
 * Reads the operator's password for `npm run operator:hash-password`. On a terminal nothing typed
 * is echoed (raw mode: the characters are collected here, Backspace removes one, Enter ends,
 * Ctrl-C cancels), so the password never shows on screen or in a terminal's scrollback. From a pipe
 * (`echo … | npm run -s operator:hash-password`, the tests) the first line is the password.
 */
import { createInterface } from "node:readline/promises";
import type { Readable, Writable } from "node:stream";

export type PromptInput = Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

export class PromptCancelled extends Error {
  constructor() {
    super("Cancelled");
    this.name = "PromptCancelled";
  }
}

async function firstLine(input: Readable): Promise<string> {
  const lines = createInterface({ input, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return "";
}

function hiddenLine(input: PromptInput, output: Writable): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed = "";
    const finish = (outcome: () => void) => {
      input.off("data", onData);
      input.setRawMode?.(false);
      input.pause();
      output.write("\n");
      outcome();
    };
    const onData = (chunk: Buffer | string) => {
      for (const character of chunk.toString("utf8")) {
        if (character === "\r" || character === "\n" || character === "\u0004") return finish(() => resolve(typed));
        if (character === "\u0003") return finish(() => reject(new PromptCancelled()));
        if (character === "\u007f" || character === "\b") typed = [...typed].slice(0, -1).join("");
        else if (character >= " ") typed += character;
      }
    };
    input.setRawMode?.(true);
    input.on("data", onData);
    input.resume();
  });
}

export async function promptPassword(input: PromptInput, output: Writable, prompt: string): Promise<string> {
  if (!input.isTTY) return firstLine(input);
  output.write(prompt);
  return hiddenLine(input, output);
}
