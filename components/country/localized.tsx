import { clsx } from "clsx";
import { COUNTRIES, onlyCountryClass, type Country } from "@/lib/countries";
import { formatPrice, formatText, type SetPrice } from "@/lib/format";
import { splitKeepTogether } from "@/lib/keep-together";

type PerCountryProps = {
  /** The text for one country; called once per country at build time. */
  render: (country: Country) => string;
};

/**
 * Country-dependent text, rendered for every country at once; CSS keyed on html[data-country]
 * shows only the visitor's (lib/countries.ts, countryVisibilityCss). Server-rendered, so a US
 * visitor never sees a UK frame, and nothing re-renders or shifts when scripts load. Text that is
 * the same everywhere is rendered once, with no wrapper.
 */
export function PerCountry({ render }: PerCountryProps) {
  const variants = COUNTRIES.map((country) => ({ code: country.code, text: render(country) }));
  if (variants.every(({ text }) => text === variants[0]?.text))
    return <Unbroken text={variants[0]?.text ?? ""} />;
  return (
    <>
      {variants.map(({ code, text }) => (
        <span key={code} className={onlyCountryClass(code)}>
          <Unbroken text={text} />
        </span>
      ))}
    </>
  );
}

/** Text whose number phrases ("15-Minute", "6–12", "10+ years") never break across lines. */
function Unbroken({ text }: { text: string }) {
  const segments = splitKeepTogether(text);
  if (segments.every((segment) => !segment.keepTogether)) return <>{text}</>;
  // One span round the runs: in a flex row (a list item with a marker) loose runs would each
  // become a flex item of their own and line up side by side instead of wrapping as text.
  return (
    <span>
      {segments.map((segment, index) =>
        segment.keepTogether ? (
          <span key={index} className="whitespace-nowrap">
            {segment.text}
          </span>
        ) : (
          segment.text
        ),
      )}
    </span>
  );
}

/**
 * A price authored in pounds, shown in the visitor's currency: the pounds in the UK; in the US the
 * owner's own figure (`usd`) or the conversion rounded to a price point (lib/format.ts).
 */
export function Price({ pounds, usd }: SetPrice) {
  return <PerCountry render={(country) => formatPrice({ pounds, usd }, country)} />;
}

/** Copy in the visitor's spelling (organise/organize, colour/color, centre/center…). */
export function LocalText({ children }: { children: string }) {
  return <PerCountry render={(country) => formatText(children, country)} />;
}

type VatOnlyProps = React.ComponentProps<"span"> & { note: string };

/**
 * A note shown only where VAT applies ("plus VAT" beside a UK price). The note's own box, with its
 * spacing (`className`), is what the other countries hide, so where VAT does not apply nothing is
 * left behind: no empty flex item doubling a gap, no margin beside a price.
 */
export function VatOnly({ note, className, ...props }: VatOnlyProps) {
  return (
    <>
      {COUNTRIES.filter((country) => country.vatApplies).map((country) => (
        <span key={country.code} {...props} className={clsx(onlyCountryClass(country.code), className)}>
          <Unbroken text={formatText(note, country)} />
        </span>
      ))}
    </>
  );
}
