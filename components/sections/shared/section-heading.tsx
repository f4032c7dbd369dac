import { LocalText } from "@/components/ui/localized";
import { cn } from "@/lib/utils";

type SectionHeadingProps = {
  eyebrow: string;
  heading: string;
  lead?: string;
  /** id for the <h2>, so the section can be labelled by it. */
  id?: string;
  align?: "left" | "center";
  tone?: "light" | "dark";
  className?: string;
};

/** The eyebrow, h2 and lead that open a section. */
export function SectionHeading({
  eyebrow,
  heading,
  lead,
  id,
  align = "left",
  tone = "light",
  className,
}: SectionHeadingProps) {
  const dark = tone === "dark";
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      <p
        className={cn(
          "text-sm font-semibold tracking-widest uppercase",
          dark ? "text-accent-300" : "text-accent-700",
        )}
      >
        <LocalText>{eyebrow}</LocalText>
      </p>
      <h2
        id={id}
        className={cn("mt-3 text-3xl font-extrabold sm:text-5xl", dark ? "text-white" : "text-ink-900")}
      >
        <LocalText>{heading}</LocalText>
      </h2>
      {lead ? (
        <p className={cn("mt-5 text-lg", dark ? "text-white/80" : "text-ink-700")}>
          <LocalText>{lead}</LocalText>
        </p>
      ) : null}
    </div>
  );
}
