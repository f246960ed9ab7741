import { ImageResponse } from "next/og";
import { getSiteSettings } from "@/src/content/content.server";
import { OG_IMAGE_SIZE } from "@/src/seo/site";

export const dynamic = "force-static";

/** The default 1200x630 social sharing image, drawn at build time from the site settings. */
export async function GET() {
  const settings = await getSiteSettings();
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "linear-gradient(135deg, #0f172a 0%, #1e293b 60%, #334155 100%)",
        color: "white",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
        <div style={{ width: 72, height: 72, borderRadius: 14, background: "#f59e0b", display: "flex" }} />
        <div style={{ fontSize: 40, fontWeight: 700 }}>{settings.agencyName}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 16 }}>
        <div style={{ fontSize: 64, fontWeight: 800, lineHeight: 1.1 }}>Self-storage &amp; industrial investment property in Ontario</div>
        <div style={{ fontSize: 30, color: "#fbbf24" }}>{settings.investorNetworkClaim}</div>
      </div>
      <div style={{ display: "flex", justifyContent: "space-between", fontSize: 28, color: "#cbd5e1" }}>
        <span>{settings.phone}</span>
        <span>{settings.brokerageName}</span>
      </div>
    </div>,
    OG_IMAGE_SIZE,
  );
}
