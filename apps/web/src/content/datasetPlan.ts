/**
 * Which documents a GROQ query can read, so the embedded adapter hands groq-js only those
 * (decision 0025). groq-js has no indexes: `*[...]` tests every document of the dataset, so in a
 * build of thousands of pages, each page's lookup by slug or path cost time in proportion to the
 * whole dataset. Sanity's own API indexes; this gives the embedded mode the two indexes its
 * queries need: by `_type` and by `slug.current`.
 *
 * A query qualifies when every `*` in it (subqueries included) is filtered by a conjunct that
 * pins the type or the slug to constants (`_type == "newsArticle" && …`, `_type in ["a", "b"]`,
 * `slug.current == $slug`). A document outside those keys makes every such filter false, so
 * leaving it out changes no result. References (`->`) do not read the narrowed dataset: the
 * adapter resolves them through an index by `_id` over the whole dataset (`dereferenceIn`).
 * Anything else reads the whole dataset, as before.
 */
import type { SanityDocument } from "./datasetFile";

type Node = { type: string; [field: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && typeof (value as Node).type === "string";

function conjuncts(expr: Node): Node[] {
  return expr.type === "And" && isNode(expr.left) && isNode(expr.right) ? [...conjuncts(expr.left), ...conjuncts(expr.right)] : [expr];
}

/** `name` on the document under test (no base: `_type`), or `slug.current`. */
function attributePath(node: unknown): string | null {
  if (!isNode(node) || node.type !== "AccessAttribute" || typeof node.name !== "string") return null;
  if (node.base === undefined) return node.name;
  const base = attributePath(node.base);
  return base === null ? null : `${base}.${node.name}`;
}

const stringValue = (node: unknown): string | null =>
  isNode(node) && node.type === "Value" && typeof node.value === "string" ? node.value : null;

/** Index keys ("slug:x" or "type:t") that hold every document this filter can match, or null. */
function filterKeys(expr: Node): string[] | null {
  let byType: string[] | null = null;
  for (const term of conjuncts(expr)) {
    if (term.type !== "OpCall") continue;
    if (term.op === "==") {
      const [attribute, value] = stringValue(term.left) !== null ? [term.right, term.left] : [term.left, term.right];
      const path = attributePath(attribute);
      const constant = stringValue(value);
      if (constant === null) continue;
      if (path === "slug.current") return [`slug:${constant}`];
      if (path === "_type") byType = [`type:${constant}`];
    } else if (term.op === "in" && attributePath(term.left) === "_type" && isNode(term.right) && term.right.type === "Array") {
      const values = (term.right.elements as Node[]).map((element) => (element.isSplat ? null : stringValue(element.value)));
      if (values.every((value) => value !== null)) byType = values.map((value) => `type:${value}`);
    }
  }
  return byType;
}

/** The index keys covering every document `tree` can read, or null when it may read any. */
export function datasetKeys(tree: unknown): string[] | null {
  const keys = new Set<string>();
  let open = false;
  const visit = (value: unknown): void => {
    if (open) return;
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isNode(value)) return;
    if (value.type === "Everything") {
      open = true;
      return;
    }
    if (value.type === "Filter" && isNode(value.base) && value.base.type === "Everything" && isNode(value.expr)) {
      const covered = filterKeys(value.expr);
      if (covered === null) {
        open = true;
        return;
      }
      covered.forEach((key) => keys.add(key));
      visit(value.expr);
      return;
    }
    for (const [field, child] of Object.entries(value)) if (field !== "type") visit(child);
  };
  visit(tree);
  return open ? null : [...keys];
}

/** The dataset indexed by type and slug, each list in dataset order. */
export function indexDataset(documents: readonly SanityDocument[]): Map<string, SanityDocument[]> {
  const index = new Map<string, SanityDocument[]>();
  const add = (key: string, document: SanityDocument) => {
    const list = index.get(key);
    if (list) list.push(document);
    else index.set(key, [document]);
  };
  for (const document of documents) {
    add(`type:${document._type}`, document);
    const slug = (document.slug as { current?: unknown } | undefined)?.current;
    if (typeof slug === "string") add(`slug:${slug}`, document);
  }
  return index;
}

/** The documents under `keys`, in dataset order (the order `*` gives). */
export function documentsFor(
  keys: readonly string[],
  index: Map<string, SanityDocument[]>,
  documents: readonly SanityDocument[],
): SanityDocument[] {
  if (keys.length === 1) return index.get(keys[0]!) ?? [];
  const wanted = new Set(keys.flatMap((key) => index.get(key) ?? []));
  return documents.filter((document) => wanted.has(document));
}

/** groq-js's `dereference` hook: `->` finds its document by `_id` in the whole dataset, as groq-js would by scanning it. */
export function dereferenceIn(documents: readonly SanityDocument[]): (reference: { _ref: string }) => SanityDocument | null {
  const byId = new Map<string, SanityDocument>();
  for (const document of documents) if (!byId.has(document._id)) byId.set(document._id, document);
  return ({ _ref }) => byId.get(_ref) ?? null;
}
