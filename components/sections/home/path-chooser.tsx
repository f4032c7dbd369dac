import { Link } from "@/components/navigation/link";
import { pathChooser } from "@/content/home";
import { cn } from "@/lib/utils";
import { buttonVariants } from "@/components/ui/button";
import { CheckList, CheckListItem } from "@/components/ui/check-list";
import { Container } from "@/components/ui/container";
import { LocalText } from "@/components/country/localized";
import { SectionHeading } from "@/components/ui/section-heading";
import { ArrowLabel } from "@/components/ui/arrow-label";

/**
 * Two doors: one for MSPs, one for vendors and distributors (docs/product.md §2, Home). On a phone
 * each door is whom it is for and its way in; what it offers and the points it covers join them
 * from 640 px, and are told in full on the solutions page the door opens.
 */
export function PathChooser() {
  return (
    <section aria-labelledby="path-chooser-heading" className="bg-paper">
      <Container className="py-10 sm:py-24">
        <SectionHeading
          headingId="path-chooser-heading"
          eyebrow={pathChooser.eyebrow}
          heading={pathChooser.heading}
          lead={pathChooser.lead}
          leadOnPhone={false}
        />
        <div className="mt-8 grid gap-4 sm:mt-12 sm:gap-6 lg:grid-cols-2">
          {pathChooser.paths.map((path, position) => {
            const featured = position === 0;
            return (
              <article
                key={path.id}
                className={cn(
                  "relative flex flex-col overflow-hidden rounded-3xl p-6 sm:p-10",
                  featured ? "bg-ink-900 text-white" : "border border-line bg-white text-ink-900",
                )}
              >
                <div
                  aria-hidden="true"
                  className={cn(
                    "pointer-events-none absolute -top-24 -right-24 size-64 rounded-full blur-3xl",
                    featured ? "bg-accent-600/30" : "bg-cool-100",
                  )}
                />
                <p
                  className={cn(
                    "relative text-sm font-semibold tracking-widest uppercase",
                    featured ? "text-accent-300" : "text-cool-700",
                  )}
                >
                  {path.eyebrow}
                </p>
                <h3 className="relative mt-2 text-2xl font-extrabold sm:mt-3 sm:text-3xl">
                  <LocalText>{path.title}</LocalText>
                </h3>
                <p
                  className={cn(
                    "relative mt-3 max-sm:hidden sm:mt-4",
                    featured ? "text-white/80" : "text-ink-700",
                  )}
                >
                  <LocalText>{path.description}</LocalText>
                </p>
                <CheckList tone={featured ? "dark" : "light"} className="relative mt-6 max-sm:hidden">
                  {path.points.map((point) => (
                    <CheckListItem key={point} className={featured ? "text-white/90" : "text-ink-800"}>
                      <LocalText>{point}</LocalText>
                    </CheckListItem>
                  ))}
                </CheckList>
                <div className="relative mt-5 sm:mt-auto sm:pt-8">
                  <Link
                    href={path.action.href}
                    className={buttonVariants({ size: "lg", variant: featured ? "primary" : "secondary" })}
                  >
                    <ArrowLabel label={path.action.label} />
                  </Link>
                </div>
              </article>
            );
          })}
        </div>
      </Container>
    </section>
  );
}
