import { Container } from "./container";
import { cn } from "@/lib/utils";

const tones = {
  paper: "bg-paper",
  deep: "bg-paper-deep",
  white: "bg-white",
  ink: "bg-ink-900 text-white",
  accent: "bg-accent-600 text-white",
} as const;

type SectionProps = React.ComponentProps<"section"> & {
  /** Page background band: the warm page, a deeper warm band, white, deep ink or the accent. */
  tone?: keyof typeof tones;
  /** Vertical rhythm: the house section spacing, or a slimmer band for a call to action. */
  spacing?: "default" | "slim";
  containerClassName?: string;
};

/** One band of a page with the house section rhythm inside the shared container. */
export function Section({
  tone = "paper",
  spacing = "default",
  className,
  containerClassName,
  children,
  ...props
}: SectionProps) {
  return (
    <section data-slot="section" data-tone={tone} className={cn(tones[tone], className)} {...props}>
      <Container className={cn(spacing === "slim" ? "py-12 sm:py-16" : "py-16 sm:py-24", containerClassName)}>
        {children}
      </Container>
    </section>
  );
}
