/**
 * What does not fit the viewport's width (tests/e2e/reflow.spec.ts): elements sticking out
 * sideways, and fields too narrow to show their value. Run in the page with
 * `page.evaluate(sidewaysOverflow)`, so it must stay self-contained (no imports, no outer names).
 */
export interface SidewaysOverflow {
  /** The layout viewport's width in CSS px (without a scrollbar). */
  viewport: number;
  /** How wide the document is: more than `viewport` means the whole page scrolls sideways. */
  documentWidth: number;
  /** One line per problem, naming the element and where it sits; empty when the page fits. */
  problems: string[];
}

export function sidewaysOverflow(): SidewaysOverflow {
  const viewport = document.documentElement.clientWidth;
  const documentWidth = document.documentElement.scrollWidth;
  // Sub-pixel layout: half a pixel is rounding, not overflow.
  const slack = 0.5;

  const describe = (element: Element, left: number, right: number) => {
    const classes = Array.from(element.classList)
      .slice(0, 4)
      .map((name) => `.${name}`)
      .join("");
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim();
    const quoted = text ? ` “${text.length > 40 ? `${text.slice(0, 40)}…` : text}”` : "";
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${classes}>${quoted} at ${Math.round(left)}–${Math.round(right)} px`;
  };

  // A table may be wider than a phone if it scrolls inside its own frame (overflow-x: auto or
  // scroll): that frame is checked, what it scrolls is not. Clipping (overflow: hidden or clip)
  // is no excuse: what it hides is as lost as what is off-screen. Text for screen readers only
  // (Tailwind's sr-only: a 1 px box clipped to nothing, 1 px off its place) is never seen.
  const exempt = (element: Element) => {
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)") return true;
      if (node !== element && (style.overflowX === "auto" || style.overflowX === "scroll")) return true;
    }
    return false;
  };

  const offenders = new Map<Element, string>();
  for (const element of Array.from(document.body.querySelectorAll("*"))) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue; // not rendered (display: none, hidden)
    const left = box.left + window.scrollX;
    const right = box.right + window.scrollX;
    if (left >= -slack && right <= viewport + slack) continue;
    if (getComputedStyle(element).visibility === "hidden") continue;
    // Wholly off-screen and hidden from assistive technology too: deliberately out of sight,
    // like the lead forms' honeypot field. Seen by no one, it cannot be cut off.
    if ((right <= 0 || left >= viewport) && element.closest("[aria-hidden=true]")) continue;
    if (exempt(element)) continue;
    offenders.set(element, describe(element, left, right));
  }

  // Report where the layout breaks (the outermost elements past the edge) and what a visitor
  // loses (the innermost ones: an input's suffix, a card's border), not every element between.
  const containsAnother = new Set<Element>();
  for (const element of offenders.keys()) {
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
      if (offenders.has(ancestor)) containsAnother.add(ancestor);
    }
  }
  const outermost = [...offenders.keys()].filter((element) => !element.parentElement || !offenders.has(element.parentElement));
  const innermost = [...offenders.keys()].filter((element) => !containsAnother.has(element));

  const cutOff = innermost.filter((element) => !outermost.includes(element));
  const problems: string[] = [];
  if (documentWidth > viewport)
    problems.push(`the document is ${documentWidth} px wide in a ${viewport} px viewport: the page scrolls sideways`);
  for (const element of outermost.slice(0, 5)) {
    const inside = [...offenders.keys()].filter((other) => other !== element && element.contains(other)).length;
    problems.push(`past the edge: ${offenders.get(element)}${inside ? `, with ${inside} elements inside it` : ""}`);
  }
  if (outermost.length > 5) problems.push(`past the edge: … and ${outermost.length - 5} more`);
  for (const element of cutOff.slice(0, 8)) problems.push(`cut off: ${offenders.get(element)}`);
  if (cutOff.length > 8) problems.push(`cut off: … and ${cutOff.length - 8} more`);

  // A field squeezed narrower than what it holds shows only part of it ("$ 5000" of 5,000,000):
  // lost as surely as a suffix past the edge, though nothing sticks out.
  const textInputs = Array.from(
    document.body.querySelectorAll<HTMLInputElement>(
      "input:is([type=text], [type=number], [type=email], [type=tel], [type=search], [type=url], :not([type]))",
    ),
  );
  for (const input of textInputs) {
    if (input.clientWidth === 0 || input.scrollWidth <= input.clientWidth + 1) continue;
    const box = input.getBoundingClientRect();
    problems.push(
      `too narrow for its value: ${describe(input, box.left + window.scrollX, box.right + window.scrollX)} shows ${input.clientWidth} of the ${input.scrollWidth} px “${input.value}” needs`,
    );
  }
  return { viewport, documentWidth, problems };
}
