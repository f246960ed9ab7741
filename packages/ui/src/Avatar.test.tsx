import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Avatar } from "./Avatar";

describe("Avatar", () => {
  it("shows the initials, named for screen readers, when there is no photo", () => {
    expect(renderToStaticMarkup(<Avatar name="Daniel Mercer" />)).toContain('<span role="img" aria-label="Daniel Mercer">DM</span>');
  });

  it("shows the photo instead of the initials when one is given", () => {
    const html = renderToStaticMarkup(<Avatar name="Daniel Mercer" image={<img src="/agent.webp" alt="Portrait of Daniel Mercer" />} />);
    expect(html).toContain('alt="Portrait of Daniel Mercer"');
    expect(html).not.toContain(">DM<");
  });
});
