import { getPageMetadata } from "../content/content";
import { PageIntro } from "../components/PageIntro";
import { PageShell } from "../components/PageShell";
import { metadataForPath } from "./pageMetadata";

/**
 * A page that so far shows its heading and lead inside the site shell; the content issue
 * replaces each with its full page. Heading and lead come from the path's metadata record.
 */
export async function HeadingPage({ path }: { path: string }) {
  const record = await getPageMetadata(path);
  return (
    <PageShell path={path}>
      <section className="mx-auto max-w-6xl px-4 py-10">
        <PageIntro record={record} />
      </section>
    </PageShell>
  );
}

export function contentPage(path: string) {
  return {
    Page: () => <HeadingPage path={path} />,
    generateMetadata: () => metadataForPath(path),
  };
}
