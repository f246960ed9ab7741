// Draws the seed dataset's success-story illustrations (no stock photos) and writes them as WebP
// into apps/studio/seed/images. Run once with `node scripts/generate-seed-images.mjs`; the
// results are checked in, so builds never depend on this script.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "apps/studio/seed/images");
mkdirSync(outDir, { recursive: true });

const W = 1200;
const H = 900;

function doors({ x0, y, count, width, height, gap, colour }) {
  let out = "";
  for (let i = 0; i < count; i += 1) {
    const x = x0 + i * (width + gap);
    out += `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${colour}"/>`;
    for (let r = 1; r < 8; r += 1) {
      out += `<rect x="${x}" y="${y + (height / 8) * r}" width="${width}" height="3" fill="#00000022"/>`;
    }
    out += `<rect x="${x + width / 2 - 10}" y="${y + height - 16}" width="20" height="6" rx="2" fill="#333"/>`;
  }
  return out;
}

function tree(x, y, s) {
  return `<rect x="${x - 6 * s}" y="${y}" width="${12 * s}" height="${50 * s}" fill="#6b4f32"/>
  <circle cx="${x}" cy="${y - 10 * s}" r="${42 * s}" fill="#3f7d4a"/>
  <circle cx="${x - 26 * s}" cy="${y + 8 * s}" r="${30 * s}" fill="#4a8c55"/>
  <circle cx="${x + 26 * s}" cy="${y + 8 * s}" r="${30 * s}" fill="#37703f"/>`;
}

function scene({ sky, storeys, doorColour, trim, sign }) {
  const groundY = 690;
  const buildingTop = storeys === 1 ? 430 : 260;
  const storeyBands =
    storeys === 1
      ? doors({ x0: 150, y: 520, count: 9, width: 88, height: 170, gap: 12, colour: doorColour })
      : `${Array.from({ length: 8 }, (_, i) => `<rect x="${170 + i * 110}" y="330" width="70" height="70" fill="#bcd6ea" stroke="#fff" stroke-width="6"/>`).join("")}
         ${doors({ x0: 150, y: 520, count: 9, width: 88, height: 170, gap: 12, colour: doorColour })}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="1020" cy="140" r="60" fill="#fff4c2" opacity="0.9"/>
  <ellipse cx="260" cy="150" rx="120" ry="28" fill="#ffffff" opacity="0.7"/>
  <ellipse cx="620" cy="110" rx="90" ry="20" fill="#ffffff" opacity="0.6"/>
  ${tree(70, 600, 1.3)}
  ${tree(1130, 590, 1.4)}
  <rect x="120" y="${buildingTop}" width="960" height="${groundY - buildingTop}" fill="#e9e4da"/>
  <rect x="110" y="${buildingTop - 24}" width="980" height="30" fill="${trim}"/>
  ${storeys === 2 ? `<rect x="120" y="470" width="960" height="14" fill="${trim}"/>` : ""}
  <rect x="470" y="${buildingTop + 18}" width="260" height="${storeys === 1 ? 60 : 44}" rx="6" fill="${trim}"/>
  <text x="600" y="${buildingTop + (storeys === 1 ? 58 : 49)}" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${sign}</text>
  ${storeyBands}
  <rect x="0" y="${groundY}" width="${W}" height="${H - groundY}" fill="#5b5f66"/>
  ${Array.from({ length: 10 }, (_, i) => `<rect x="${60 + i * 120}" y="790" width="70" height="10" fill="#f1f1f1" opacity="0.8"/>`).join("")}
  <rect x="0" y="${groundY}" width="${W}" height="12" fill="#8d9097"/>
</svg>`;
}

/** A flat, illustrated head-and-shoulders portrait: the stand-in agent photo until the team uploads one. */
function portrait() {
  const S = 640;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f3a5f"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
  <rect width="${S}" height="${S}" fill="url(#bg)"/>
  <path d="M110 640 C120 500 200 450 320 450 C440 450 520 500 530 640 Z" fill="#27303f"/>
  <path d="M280 452 L320 560 L360 452 Z" fill="#f8fafc"/>
  <path d="M312 470 L328 470 L336 590 L320 612 L304 590 Z" fill="#b45309"/>
  <path d="M200 470 L280 452 L320 560 L250 640 L180 640 Z" fill="#1e293b"/>
  <path d="M440 470 L360 452 L320 560 L390 640 L460 640 Z" fill="#1e293b"/>
  <rect x="286" y="380" width="68" height="84" rx="24" fill="#c98f6b"/>
  <ellipse cx="320" cy="300" rx="96" ry="114" fill="#d9a07c"/>
  <ellipse cx="226" cy="308" rx="16" ry="26" fill="#c98f6b"/>
  <ellipse cx="414" cy="308" rx="16" ry="26" fill="#c98f6b"/>
  <path d="M224 280 C218 190 268 160 322 162 C384 164 426 196 416 282 C404 236 372 214 320 216 C270 218 238 238 224 280 Z" fill="#3b2a20"/>
  <ellipse cx="286" cy="306" rx="9" ry="7" fill="#1e293b"/>
  <ellipse cx="354" cy="306" rx="9" ry="7" fill="#1e293b"/>
  <path d="M270 284 Q286 276 302 284" stroke="#3b2a20" stroke-width="6" fill="none" stroke-linecap="round"/>
  <path d="M338 284 Q354 276 370 284" stroke="#3b2a20" stroke-width="6" fill="none" stroke-linecap="round"/>
  <path d="M320 316 Q314 344 322 350" stroke="#b77b5a" stroke-width="5" fill="none" stroke-linecap="round"/>
  <path d="M290 370 Q320 392 350 370" stroke="#8a4b3a" stroke-width="6" fill="none" stroke-linecap="round"/>
</svg>`;
}

const images = {
  "agent-portrait.webp": portrait(),
  "hamilton-facility.webp": scene({
    sky: ["#7fb3e0", "#dcecf7"],
    storeys: 1,
    doorColour: "#e8762d",
    trim: "#1f3a5f",
    sign: "SELF STORAGE",
  }),
  "guelph-facility.webp": scene({ sky: ["#f0b37e", "#fbe3c8"], storeys: 2, doorColour: "#2d6fb3", trim: "#243b2f", sign: "STORAGE" }),
};

for (const [name, svg] of Object.entries(images)) {
  await sharp(Buffer.from(svg)).webp({ quality: 82 }).toFile(path.join(outDir, name));
  console.log(`wrote apps/studio/seed/images/${name}`);
}
