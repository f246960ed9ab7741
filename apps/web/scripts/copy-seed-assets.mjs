// Copies the seed dataset's images to public/seed-images so the embedded content mode can serve
// them (src/content/images.ts). Runs before every build and dev start.
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const source = path.resolve(webDir, "../studio/seed/images");
const target = path.join(webDir, "public/seed-images");
rmSync(target, { recursive: true, force: true });
if (existsSync(source)) cpSync(source, target, { recursive: true });
