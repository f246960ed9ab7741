import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
const rsc = [];
page.on("request", (r) => { if (/[?&]_rsc=/.test(r.url())) rsc.push(new URL(r.url()).pathname); });
for (const path of ["/self-storage/ontario/hamilton/", "/"]) {
  rsc.length = 0;
  await page.goto(`http://127.0.0.1:4391${path}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(1500);
  const where = await page.evaluate((hrefs) => hrefs.map((h) => { const a=[...document.querySelectorAll(`a[href="${h}"]`)]; return h + " " + a.map(e=>{const r=e.getBoundingClientRect();return `${e.closest('header')?'header':e.closest('footer')?'footer':'main'}@${Math.round(r.top)}${e.offsetParent===null?'(hidden)':''}`}).join(","); }), [...new Set(rsc)]);
  console.log(path, rsc.length, "\n  " + where.join("\n  "));
}
await browser.close();
