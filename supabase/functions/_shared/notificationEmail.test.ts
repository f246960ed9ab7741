import { describe, expect, it } from "vitest";
import { buildNotificationEmail, escapeHtml, formatTorontoTime, htmlText, propertyTypeLabel } from "./notificationEmail.ts";

const AT = new Date("2026-07-02T13:05:00Z");

describe("buildNotificationEmail", () => {
  it("builds the contact e-mail", () => {
    const email = buildNotificationEmail(
      "contact",
      { name: "Québec Holdings Inc.", email: "q@example.ca", message: "Hi\nthere" },
      { receivedAt: AT },
    );
    expect(email.subject).toBe("New contact message from Québec Holdings Inc.");
    expect(email.replyTo).toBe("q@example.ca");
    expect(email.text).toBe(
      [
        "A visitor sent a message through the website's contact form.",
        "",
        "Name: Québec Holdings Inc.",
        "Email: q@example.ca",
        "Message: Hi\nthere",
        "Source: (not recorded)",
        "Received: 2026-07-02 09:05 EDT",
        "",
        "Reply to this e-mail to answer the visitor directly.",
        "",
      ].join("\n"),
    );
    expect(email.html).toContain('<td style="padding:6px 0">Hi<br>\nthere</td>');
  });

  it("names the listing a contact message is about, and only when there is one", () => {
    const email = buildNotificationEmail(
      "contact",
      { name: "Ann", email: "a@example.ca", message: "Is it still available?", listing: "fixture-barrie-storage" },
      { receivedAt: AT },
    );
    expect(email.text).toContain("Message: Is it still available?\nListing: /self-storage/listings/fixture-barrie-storage/\n");
    expect(email.html).toContain("/self-storage/listings/fixture-barrie-storage/");
    expect(buildNotificationEmail("contact", { name: "Ann", email: "a@example.ca", message: "Hi" }, { receivedAt: AT }).text).not.toContain(
      "Listing:",
    );
  });

  it("shows where the lead came from, escaped, and drops attribution that does not fit", () => {
    const attribution = {
      first: {
        source: "newsletter",
        campaign: "<fall>",
        landing: "/self-storage/ontario/hamilton/?utm_source=newsletter",
        at: "2026-07-01T10:00:00.000Z",
      },
      last: { referrer: "www.google.com", landing: "/sell/", at: "2026-07-02T12:00:00.000Z" },
      page: "/contact/",
    };
    const email = buildNotificationEmail("contact", { name: "A", email: "a@b.ca", message: "m", attribution }, { receivedAt: AT });
    expect(email.text).toContain(
      "Sent from page: /contact/\n" +
        "First touch: utm_source=newsletter, utm_campaign=<fall>; no referring site; landed on /self-storage/ontario/hamilton/?utm_source=newsletter; at 2026-07-01T10:00:00.000Z\n" +
        "Last touch: no UTM tags; from www.google.com; landed on /sell/; at 2026-07-02T12:00:00.000Z\n",
    );
    expect(email.html).toContain("utm_campaign=&lt;fall&gt;");
    expect(email.html).not.toContain("<fall>");
  });

  it("marks a repeat lead in the subject and names the first one", () => {
    const email = buildNotificationEmail("contact", { name: "A", email: "a@b.ca", message: "m" }, { receivedAt: AT, repeatOf: "first-id" });
    expect(email.subject).toBe("[Repeat] New contact message from A");
    expect(email.text).toContain("Repeat of: lead first-id (the same e-mail address wrote within the previous 24 hours)\n");
  });

  it("builds the investor e-mail with the consent record", () => {
    const email = buildNotificationEmail(
      "investor",
      {
        name: "李",
        email: "li@example.ca",
        investment_profile: "GTA storage",
        message: null,
        consent_deal_emails: true,
        buy_asset_classes: ["self-storage"],
        buy_regions: ["Barrie", "Greater Toronto Area"],
        buy_price_min: 2_000_000,
        buy_price_max: null,
        buy_cap_rate_min: 6.5,
      },
      { receivedAt: AT, leadId: "abc-123" },
    );
    expect(email.text).toContain("Buy box: asset classes: Self-storage\n");
    expect(email.text).toContain("Buy box: regions: Barrie, Greater Toronto Area\n");
    expect(email.text).toContain("Buy box: price: at least $2,000,000\n");
    expect(email.text).toContain("Buy box: minimum cap rate: 6.5%\n");
    expect(email.subject).toBe("New investor signup: 李");
    expect(email.text).toContain("Investment profile: GTA storage\n");
    expect(email.text).toContain("Additional message: (not provided)\n");
    expect(email.text).toContain("Consent to receive off-market deal e-mails: Yes — express consent given 2026-07-02 09:05 EDT\n");
    expect(email.text).toContain("Deal e-mails: Consent not yet confirmed: a confirmation e-mail was sent to the address\n");
    expect(email.text).toContain("Lead ID: abc-123\n");
  });

  it("builds the valuation e-mail with the property type's label", () => {
    const email = buildNotificationEmail(
      "valuation",
      {
        name: "Ann",
        email: "ann@example.ca",
        phone: "416-555-0148",
        property_address: "1 King St W",
        property_type: "land",
        message: "Soon",
      },
      { receivedAt: AT },
    );
    expect(email.subject).toBe("New valuation request: Ann (Land/Development)");
    expect(email.text).toContain("Property type: Land/Development\n");
    expect(email.html).toContain("Land/Development");
  });

  it("never puts CR, LF or other control characters into the subject", () => {
    const email = buildNotificationEmail("contact", { name: "Eve\r\nBcc: victim@example.com\u0000", email: "e@example.ca", message: "x" });
    expect(email.subject).toBe("New contact message from Eve Bcc: victim@example.com");
    expect(email.subject).not.toMatch(/[\u0000-\u001f\u007f]/);
  });

  it("escapes every value in the HTML body", () => {
    const email = buildNotificationEmail("contact", { name: `<img src=x onerror="alert('x')">`, email: "a@b.ca", message: "a & b" });
    expect(email.html).toContain("&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;");
    expect(email.html).not.toContain("<img");
    expect(email.html).toContain("a &amp; b");
  });
});

describe("helpers", () => {
  it("escapes the five HTML specials and turns line breaks into <br>", () => {
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
    expect(htmlText("a\r\nb\nc\rd")).toBe("a<br>\nb<br>\nc<br>\nd");
  });

  it("labels property types and formats Toronto time in winter and summer", () => {
    expect(propertyTypeLabel("self-storage")).toBe("Self-Storage Facility");
    expect(propertyTypeLabel(null)).toBeNull();
    expect(formatTorontoTime(new Date("2026-01-15T15:30:00Z"))).toBe("2026-01-15 10:30 EST");
    expect(formatTorontoTime(new Date("2026-07-15T04:30:00Z"))).toBe("2026-07-15 00:30 EDT");
  });
});
