// `npm run dev`: the site (http://127.0.0.1:3000) and the Sanity Studio (http://localhost:3333)
// side by side, each line prefixed with its name. Ctrl-C stops both.
import { spawn } from "node:child_process";

const processes = [
  ["web", ["run", "dev", "--workspace=apps/web"]],
  ["studio", ["run", "dev", "--workspace=apps/studio"]],
].map(([name, args]) => {
  const child = spawn("npm", args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = "";
    stream.on("data", (chunk) => {
      buffered += chunk;
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) console.log(`[${name}] ${line}`);
    });
  }
  child.on("exit", (code) => console.log(`[${name}] exited with ${code}`));
  return child;
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of processes) child.kill(signal);
    process.exit(0);
  });
}
