/**
 * The rooms of apps/web/src, top to bottom (docs/decisions/0056-server-on-top.md): the one
 * description the import-graph check (.dependency-cruiser.cjs), the count of arrows running back up
 * (scripts/room-arrows.mjs, run by `npm run lint`) and the drawing in docs/architecture.md
 * (checked by src/server/rooms.test.ts) are all made from. A new top-level folder of src/ goes in
 * one tier here, or that test fails.
 *
 * An arrow runs back up when a room imports a room of a higher tier. Rooms of one tier may import
 * each other (a feature may use another's model); test files are left out of the count: a store
 * test opens the database the server assembles (src/server/stores/harnesses.ts).
 */
const tiers = [
  { name: "server", rooms: ["server"], says: "assembles the runtime, fills the features' slots; only app/ imports it" },
  { name: "views", rooms: ["views"], says: "a page's whole body, per route" },
  { name: "components", rooms: ["components"], says: "React components" },
  {
    name: "features",
    rooms: [
      "team",
      "operator",
      "privacy",
      "breachRecord",
      "backup",
      "dealRoom",
      "announcements",
      "consent",
      "analytics",
      "leads",
      "sharedState",
      "search",
      "listings",
      "downloads",
      "tools",
      "proposals",
    ],
    says: "each owns its store and declares in backend.ts what it needs from the server",
  },
  { name: "delivery", rooms: ["delivery"], says: "the loop every durable sender runs" },
  {
    name: "shared",
    rooms: ["content", "advertising", "seo", "routing", "navigation", "http", "security"],
    says: "content, the brokerage's identity on every page and e-mail, pages' heads, routes, HTTP",
  },
  { name: "database", rooms: ["database"], says: "opens the databases, migrations, session, row helpers; imports no feature" },
  {
    name: "platform",
    rooms: ["platform", "limits", "process", "buildSettings", "env.ts", "log.ts"],
    says: "ports, mode, slots; limits, one value per process; env and log",
  },
];

/** The features: a feature never imports src/server/, and src/database/ never imports a feature. */
const features = tiers.find((tier) => tier.name === "features").rooms;

/** Every room of the tiers above the named one (src/database/ imports none of them). */
function roomsAbove(name) {
  const tier = tiers.findIndex((candidate) => candidate.name === name);
  return tiers.slice(0, tier).flatMap((above) => above.rooms);
}

/** The room of a path relative to apps/web ("src/leads/notifier.ts" -> "leads"), or null outside src/. */
function roomOf(path) {
  const match = /(?:^|\/)src\/([^/]+)(\/|$)/.exec(path);
  if (!match) return null;
  return match[1];
}

/** The tier index of a room (0 is the top), or -1 when no tier lists it. */
function tierOf(room) {
  return tiers.findIndex((tier) => tier.rooms.includes(room));
}

/** The drawing docs/architecture.md shows, made from the tiers. */
function drawing() {
  const width = Math.max(...tiers.map((tier) => tier.name.length));
  const lines = ["app/ (routes)", "  │"];
  tiers.forEach((tier, index) => {
    lines.push(`  ▼ ${tier.name.padEnd(width)}  ${tier.rooms.join(", ")}`);
    const last = index === tiers.length - 1;
    lines.push(`  ${last ? " " : "│"} ${" ".repeat(width)}  (${tier.says})`);
    if (!last) lines.push("  │");
  });
  return lines.join("\n");
}

module.exports = { tiers, features, roomsAbove, roomOf, tierOf, drawing };
