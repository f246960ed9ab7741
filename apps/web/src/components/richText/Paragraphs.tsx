/** Plain text from the Studio, where a blank line starts a new paragraph. */
export function Paragraphs({ text, className }: { text: string | null | undefined; className?: string }) {
  const paragraphs = (text ?? "")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={className}>
          {paragraph}
        </p>
      ))}
    </>
  );
}
