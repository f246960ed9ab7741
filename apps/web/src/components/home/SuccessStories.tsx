import { getImageProps } from "next/image";
import { formatCAD } from "@agency/calculators";
import { Badge } from "@agency/ui";
import { getEditAttributes } from "@/src/content/editAttributes.server";
import { focusPosition, resolveImageSrc } from "@/src/content/images";
import type { SuccessStory } from "@/src/content/types";

interface SuccessStoriesProps {
  heading: string;
  lead: string | null;
  stories: SuccessStory[];
}

export function SuccessStories({ heading, lead, stories }: SuccessStoriesProps) {
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby="success-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="success-heading" className="text-3xl font-bold tracking-tight">
        {heading}
      </h2>
      {lead && <p className="mt-2 text-slate-700">{lead}</p>}
      <SuccessStoryList stories={stories} />
    </section>
  );
}

/**
 * The sold-facility cards (image, title, location and units, description, sold badge). In a
 * draft preview the photo and the unit count, which cannot carry click-to-edit marks in their
 * text, name their field (decision 0036).
 */
export async function SuccessStoryList({ stories }: { stories: SuccessStory[] }) {
  const edit = await getEditAttributes();
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2">
      {stories.map((story) => {
        const src = resolveImageSrc(story.image?.src, 800);
        const document = { id: story._id, type: "successStory" };
        return (
          <li key={story._id}>
            <article className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              <div className="relative aspect-[4/3] bg-slate-200">
                {src && (
                  <StoryImage
                    src={src}
                    alt={story.image?.alt ?? ""}
                    position={focusPosition(story.image)}
                    attributes={edit(document, "image")}
                  />
                )}
                {story.sold && (
                  <Badge tone="sold" className="absolute top-4 left-4">
                    Sold
                  </Badge>
                )}
              </div>
              <div className="p-6">
                <h3 className="text-xl font-semibold">{story.title}</h3>
                <p className="mt-1 text-sm font-medium text-slate-600">
                  {story.location} · <span {...edit(document, "units")}>{story.units} units</span>
                </p>
                <p className="mt-3 text-slate-700">{story.description}</p>
                {/* The query gives the price and the terms only when the buyer consented too (decision 0053). */}
                {story.price !== null && <p className="mt-3 font-semibold text-slate-900">Sold for {formatCAD(story.price)}</p>}
                {story.terms && <p className="mt-1 text-sm text-slate-700">{story.terms}</p>}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A plain <img> with next/image's optimised srcset and sizes: the <Image> component is a client
 * component whose JavaScript only adds a fade-in and load callbacks this site does not use
 * (decision 0010).
 */
function StoryImage({
  src,
  alt,
  position,
  attributes,
}: {
  src: string;
  alt: string;
  position: string | undefined;
  attributes: { "data-sanity"?: string };
}) {
  const { props } = getImageProps({
    src,
    alt,
    fill: true,
    sizes: "(min-width: 1152px) 552px, (min-width: 768px) 50vw, 100vw",
    className: "object-cover",
    // The card crops the photo to 4:3: keep the subject the editor marked with the hotspot in view.
    style: position ? { objectPosition: position } : undefined,
  });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in props
  return <img {...props} {...attributes} />;
}
