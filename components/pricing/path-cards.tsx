import { Link } from "@/components/navigation/link";
import { mspPackagesFrom, type pricingChooser } from "@/content/pricing";
import { buttonVariants } from "@/components/ui/button";
import { CheckList, CheckListItem } from "@/components/ui/check-list";
import { Icon } from "@/components/ui/icon";
import { VatOnly, LocalText, Price } from "@/components/country/localized";
import { cn } from "@/lib/utils";
import { ArrowLabel } from "@/components/ui/arrow-label";

type PathCardsProps = {
  cards: typeof pricingChooser.cards;
  mspFrom: typeof pricingChooser.mspFrom;
  vendorPriced: typeof pricingChooser.vendorPriced;
  vatNote: string;
};

/**
 * The chooser's two paths; the MSP card carries the "from" price in the visitor's currency, the
 * vendor card how its programmes are priced. Side by side, the cards share their rows (a subgrid),
 * so headings, price panels, lists and buttons line up whatever each card's words.
 */
export function PathCards({ cards, mspFrom, vendorPriced, vatNote }: PathCardsProps) {
  return (
    <ul className="grid gap-x-6 gap-y-6 lg:grid-cols-2 lg:gap-y-0">
      {cards.map((card) => {
        const msp = card.id === "msp";
        return (
          <li
            key={card.id}
            className={cn(
              "flex flex-col rounded-3xl border p-8 shadow-sm sm:p-10 lg:row-span-6 lg:grid lg:grid-rows-subgrid",
              msp ? "border-ink-900 bg-ink-900 text-white" : "border-line bg-white text-ink-900",
            )}
          >
            <p
              className={cn(
                "text-sm font-semibold tracking-widest uppercase",
                msp ? "text-accent-300" : "text-accent-700",
              )}
            >
              {card.audience}
            </p>
            <h2 className="mt-3 text-3xl font-extrabold sm:text-4xl">
              <LocalText>{card.heading}</LocalText>
            </h2>
            <p className={cn("mt-4 text-lg", msp ? "text-white/80" : "text-ink-700")}>
              <LocalText>{card.body}</LocalText>
            </p>
            {msp ? (
              <p className="mt-6 rounded-2xl bg-white/10 px-5 py-4 text-lg">
                {mspFrom.before}{" "}
                <strong className="font-display text-3xl font-extrabold text-white">
                  <Price {...mspPackagesFrom} />
                </strong>{" "}
                {mspFrom.after}
                {/* VAT applies to UK buyers only; CSS hides this for US visitors before first paint. */}
                <VatOnly note={vatNote} className="mt-1 block text-sm text-white/70" />
              </p>
            ) : (
              <p className="mt-6 rounded-2xl bg-cool-50 px-5 py-4 text-lg text-ink-900">
                <strong className="font-display text-2xl font-extrabold">
                  <LocalText>{vendorPriced.lead}</LocalText>
                </strong>
                <span className="mt-1 block text-sm text-ink-700">{vendorPriced.detail}</span>
              </p>
            )}
            <CheckList tone={msp ? "dark" : "light"} className="mt-6">
              {card.points.map((point) => (
                <CheckListItem key={point}>
                  <LocalText>{point}</LocalText>
                </CheckListItem>
              ))}
            </CheckList>
            <Link
              href={card.cta.href}
              className={buttonVariants({
                variant: msp ? "primary" : "secondary",
                size: "lg",
                className: "mt-10 self-start lg:self-end lg:justify-self-start",
              })}
            >
              <ArrowLabel
                label={card.cta.label}
                arrow={<Icon name="arrow-right" className="size-5 align-[-0.25em]" />}
              />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
