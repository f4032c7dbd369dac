import { LocalText } from "@/components/country/localized";
import { cn } from "@/lib/utils";

type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  heading: string;
  lead?: string;
  align?: "left" | "center";
  /** "cool" is the dark variant for the cool-toned panels, whose eyebrow needs a paler colour for AA. */
  tone?: "light" | "dark" | "cool";
  className?: string;
};

/** The eyebrow, <h2> and lead that open every sales-page section, in the visitor's spelling. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  lead,
  align = "left",
  tone = "light",
  className,
}: SectionHeadingProps) {
  const dark = tone !== "light";
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? (
        <p
          className={cn(
            "text-sm font-semibold tracking-widest uppercase",
            tone === "cool" ? "text-cool-100" : dark ? "text-accent-300" : "text-accent-700",
          )}
        >
          <LocalText>{eyebrow}</LocalText>
        </p>
      ) : null}
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
