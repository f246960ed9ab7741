import Link from "next/link";
import type { ReactNode } from "react";

interface SmartLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  download?: boolean;
}

/** A link written by an editor: site paths through next/link, anything else as a plain anchor. */
export function SmartLink({ href, className, children, download }: SmartLinkProps) {
  if (href.startsWith("/") && !download) {
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    );
  }
  const external = href.startsWith("https://");
  return (
    <a
      href={href}
      className={className}
      download={download || undefined}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
    </a>
  );
}
