/**
 * npm run operator:hash-password
 *
 * Reads the operator's password from standard input (so it stays out of the shell history and
 * the process list) and prints the hash to put in OPERATOR_PASSWORD instead of the password.
 */
import { createInterface } from "node:readline/promises";
import { hashOperatorPassword } from "../src/operator/password";

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write("Operator password (at least 12 characters): ");
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return "";
}

const password = await readPassword();
if (password.length < 12) {
  console.error("The password must be at least 12 characters.");
  process.exit(2);
}
console.log(await hashOperatorPassword(password));
