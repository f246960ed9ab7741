import { PassThrough } from "node:stream";
import { describe, expect, it, vi } from "vitest";
import { PromptCancelled, promptPassword, type PromptInput } from "./passwordPrompt";

function terminal() {
  const input = new PassThrough() as PassThrough & PromptInput;
  input.isTTY = true;
  const rawModes: boolean[] = [];
  input.setRawMode = vi.fn((raw: boolean) => rawModes.push(raw));
  const output = new PassThrough();
  let shown = "";
  output.on("data", (chunk: Buffer) => (shown += chunk.toString()));
  return { input, output, rawModes, shown: () => shown };
}

describe("promptPassword", () => {
  it("on a terminal, echoes nothing typed, honours Backspace, and restores the terminal", async () => {
    const { input, output, rawModes, shown } = terminal();
    const answer = promptPassword(input, output, "Password: ");
    input.write("correct horse");
    input.write("x\u007f");
    input.write(" battery staple\r");
    expect(await answer).toBe("correct horse battery staple");
    expect(shown()).toBe("Password: \n");
    expect(rawModes).toEqual([true, false]);
  });

  it("on a terminal, Ctrl-C cancels", async () => {
    const { input, output, rawModes } = terminal();
    const answer = promptPassword(input, output, "Password: ");
    input.write("half typed\u0003");
    await expect(answer).rejects.toBeInstanceOf(PromptCancelled);
    expect(rawModes).toEqual([true, false]);
  });

  it("from a pipe, reads the first line and writes no prompt", async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    const written = vi.fn();
    output.on("data", written);
    input.end("piped password 1234\nsecond line\n");
    expect(await promptPassword(input, output, "Password: ")).toBe("piped password 1234");
    expect(written).not.toHaveBeenCalled();
  });
});
