/**
 * npm run operator:hash-password
 *
 * Reads the operator's password from standard input (so it stays out of the shell history and
 * the process list; typed on a terminal, it is not echoed) and prints the hash to put in
 * OPERATOR_PASSWORD instead of the password.
 */
import { hashOperatorPassword } from "../src/operator/password";
import { PromptCancelled, promptPassword } from "../src/operator/passwordPrompt";

let password: string;
try {
  password = await promptPassword(process.stdin, process.stderr, "Operator password (at least 12 characters, not shown): ");
} catch (error) {
  if (!(error instanceof PromptCancelled)) throw error;
  process.exit(130);
}
if (password.length < 12) {
  console.error("The password must be at least 12 characters.");
  process.exit(2);
}
console.log(await hashOperatorPassword(password));
