import { LocalText } from "@/components/country/localized";
import { cn } from "@/lib/utils";

type SectionHeadingProps = Omit<React.ComponentProps<"div">, "children"> & {
  eyebrow?: string;
  heading: string;
  lead?: string;
  /** id for the <h2>, so the section can be labelled by it. */
  headingId?: string;
  align?: "left" | "center";
  /**
   * false leaves the lead to screens from 640 px: a long page's sections open on a phone with their
   * heading and go straight to their content (the home page's, which a phone reads as one long scroll).
   */
  leadOnPhone?: boolean;
  /** "cool" is the dark variant for the cool-toned panels, whose eyebrow needs a paler colour for AA. */
  tone?: "light" | "dark" | "cool";
};

/** The eyebrow, <h2> and lead that open a section, in the visitor's spelling. */
export function SectionHeading({
  eyebrow,
  heading,
  lead,
  headingId,
  align = "left",
  tone = "light",
  leadOnPhone = true,
  className,
  ...props
}: SectionHeadingProps) {
  const dark = tone !== "light";
  return (
    <div
      data-slot="section-heading"
      className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}
      {...props}
    >
      {eyebrow ? (
        <p
          data-slot="section-eyebrow"
          className={cn(
            "text-sm font-semibold tracking-widest uppercase",
            tone === "cool" ? "text-cool-100" : dark ? "text-accent-300" : "text-accent-700",
          )}
        >
          <LocalText>{eyebrow}</LocalText>
        </p>
      ) : null}
      <h2
        id={headingId}
        data-slot="section-title"
        className={cn("mt-3 text-3xl font-extrabold sm:text-5xl", dark ? "text-white" : "text-ink-900")}
      >
        <LocalText>{heading}</LocalText>
      </h2>
      {lead ? (
        <p
          data-slot="section-lead"
          className={cn(
            "mt-4 sm:mt-5 sm:text-lg",
            dark ? "text-white/80" : "text-ink-700",
            !leadOnPhone && "max-sm:hidden",
          )}
        >
          <LocalText>{lead}</LocalText>
        </p>
      ) : null}
    </div>
  );
}
