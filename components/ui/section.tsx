import { Container } from "./container";
import { cn } from "@/lib/utils";

type SectionProps = React.ComponentProps<"section"> & {
  /** Page background band: the warm page, a deeper warm band, white or deep ink. */
  tone?: "paper" | "deep" | "white" | "ink";
  containerClassName?: string;
};

const tones = {
  paper: "bg-paper",
  deep: "bg-paper-deep",
  white: "bg-white",
  ink: "bg-ink-900 text-white",
} as const;

/** One band of a sales page with the house section rhythm inside the shared container. */
export function Section({ tone = "paper", className, containerClassName, children, ...props }: SectionProps) {
  return (
    <section className={cn(tones[tone], className)} {...props}>
      <Container className={cn("py-16 sm:py-24", containerClassName)}>{children}</Container>
    </section>
  );
}
