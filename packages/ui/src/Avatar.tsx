import type { ReactNode } from "react";
import { cn } from "./cn";
import { initialsOf } from "./initials";

export interface AvatarProps {
  name: string;
  /** A rendered image (the app chooses its image component); without one, initials show. */
  image?: ReactNode;
  size?: "md" | "lg";
  className?: string;
}

const sizes = { md: "h-20 w-20 text-2xl", lg: "h-32 w-32 text-4xl" };

export function Avatar({ name, image, size = "md", className }: AvatarProps) {
  return (
    <div
      className={cn(
        "relative flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-800 font-semibold text-amber-400",
        sizes[size],
        className,
      )}
    >
      {image ?? (
        <span role="img" aria-label={name}>
          {initialsOf(name)}
        </span>
      )}
    </div>
  );
}
