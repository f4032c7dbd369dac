import { VAT_PERCENT, type PricedService, type VolumeDiscount } from "@/lib/calculator";
import { groupThousands } from "@/lib/digit-grouping";

/** docs/product.md §9: presenter standard and premium videos. */
const PRESENTER_DISCOUNTS = [
  { minQuantity: 3, percent: 10 },
  { minQuantity: 5, percent: 15 },
] as const satisfies readonly VolumeDiscount[];

/** docs/product.md §9: testimonial standard and premium videos. */
const TESTIMONIAL_DISCOUNTS = [
  { minQuantity: 3, percent: 10 },
  { minQuantity: 5, percent: 15 },
  { minQuantity: 10, percent: 20 },
] as const satisfies readonly VolumeDiscount[];

/** The catalogue's groups, in page order, each with a line of context for the buyer. */
export const calculatorCategories = [
  {
    name: "Presenter Explainer Videos - Standard",
    summary:
      "A presenter explains one service or idea on camera. You bring the script; we film, edit and finish.",
  },
  {
    name: "Presenter Explainer Videos - Premium",
    summary:
      "Everything in Standard, plus script consultation, script development and strategic messaging so the video says exactly what wins deals.",
  },
  {
    name: "Presenter Video Add-ons",
    summary: "Extras for any presenter video. Combine as many as the project needs.",
  },
  {
    name: "MSP Testimonial Videos",
    summary: "Your happiest clients, interviewed and edited into proof that sells for you.",
  },
  {
    name: "Testimonial Add-ons",
    summary: "Get more from every testimonial interview.",
  },
] as const;

type CalculatorCategory = (typeof calculatorCategories)[number]["name"];

type CatalogueItem = PricedService & { readonly category: CalculatorCategory };

/** docs/product.md §3 "Calculator catalogue": ids, names, £ prices (excluding VAT) and hours, exactly. */
export const calculatorServices = [
  {
    id: "std-90s",
    category: "Presenter Explainer Videos - Standard",
    name: "90 Second Video",
    basePrice: 360,
    timeHours: 3,
    description:
      "A tight 90-second presenter video from your script: one message, filmed, edited, captioned and ready for social.",
    volumeDiscounts: PRESENTER_DISCOUNTS,
  },
  {
    id: "std-3min",
    category: "Presenter Explainer Videos - Standard",
    name: "3 Minute Video",
    basePrice: 480,
    timeHours: 4,
    description:
      "A 3-minute presenter explainer from your script, long enough to walk a buyer through a service and its benefits.",
    volumeDiscounts: PRESENTER_DISCOUNTS,
  },
  {
    id: "std-5min",
    category: "Presenter Explainer Videos - Standard",
    name: "5 Minute Video",
    basePrice: 600,
    timeHours: 5,
    description:
      "A 5-minute presenter deep dive from your script, for sales follow-ups, onboarding and landing pages.",
    volumeDiscounts: PRESENTER_DISCOUNTS,
  },
  {
    id: "prem-90s",
    category: "Presenter Explainer Videos - Premium",
    name: "90 Second Video",
    basePrice: 660,
    timeHours: 5.5,
    description:
      "A 90-second presenter video with script consultation, script development and strategic messaging included.",
    volumeDiscounts: PRESENTER_DISCOUNTS,
  },
  {
    id: "prem-3min",
    category: "Presenter Explainer Videos - Premium",
    name: "3 Minute Video",
    basePrice: 780,
    timeHours: 6.5,
    description:
      "A 3-minute explainer we script with you, from consultation to final cut, sharpened around the message that sells.",
    volumeDiscounts: PRESENTER_DISCOUNTS,
  },
  {
    id: "prem-5min",
    category: "Presenter Explainer Videos - Premium",
    name: "5 Minute Video",
    basePrice: 900,
    timeHours: 7.5,
    description:
      "A fully scripted 5-minute feature: consultation, script development and strategic messaging for your flagship offer.",
    volumeDiscounts: PRESENTER_DISCOUNTS,
  },
  {
    id: "greenscreen",
    category: "Presenter Video Add-ons",
    name: "Green Screen Setup",
    basePrice: 150,
    timeHours: 1,
    description:
      "Lit green-screen filming so the presenter can stand in front of branded backgrounds, product shots or diagrams.",
  },
  {
    id: "broll",
    category: "Presenter Video Add-ons",
    name: "Custom B-roll Integration",
    basePrice: 150,
    timeHours: 1,
    description:
      "Cutaway footage of your team, office or screens woven into the edit to show rather than tell.",
  },
  {
    id: "second-camera",
    category: "Presenter Video Add-ons",
    name: "Second Camera Angle",
    basePrice: 200,
    timeHours: 1.5,
    description: "A second camera for a wide and a close angle, giving the edit pace and hiding every cut.",
  },
  {
    id: "script-dev",
    category: "Presenter Video Add-ons",
    name: "Professional Script Development",
    basePrice: 225,
    timeHours: 1.5,
    description:
      "We write the script from your notes: a clear hook, plain-English benefits and a call to action that fits.",
  },
  {
    id: "script-consult",
    category: "Presenter Video Add-ons",
    name: "Script Consultation Meeting",
    basePrice: 150,
    timeHours: 1,
    description:
      "A working session on your draft script to organise the story, cut the jargon and agree the key message.",
  },
  {
    id: "branded-clothing",
    category: "Presenter Video Add-ons",
    name: "Branded Clothing (Polo)",
    basePrice: 75,
    timeHours: 0.5,
    description:
      "A polo shirt in your brand colours with your logo, for a presenter who looks part of the team.",
  },
  {
    id: "extra-revisions",
    category: "Presenter Video Add-ons",
    name: "Additional Revisions",
    basePrice: 75,
    timeHours: 0.5,
    description: "One more round of edit changes beyond the revisions included with every video.",
  },
  {
    id: "rush-delivery",
    category: "Presenter Video Add-ons",
    name: "Rush Delivery",
    basePrice: 250,
    timeHours: 0,
    description: "Your video moves to the front of the edit queue. It adds priority, not production time.",
  },
  {
    id: "testimonial-std",
    category: "MSP Testimonial Videos",
    name: "Standard (Client-Managed)",
    basePrice: 360,
    timeHours: 3,
    description:
      "You book the client; we run a 30-minute remote interview and deliver the edited video plus social versions.",
    volumeDiscounts: TESTIMONIAL_DISCOUNTS,
  },
  {
    id: "testimonial-prem",
    category: "MSP Testimonial Videos",
    name: "Premium (Full-Service)",
    basePrice: 600,
    timeHours: 4.5,
    description:
      "We handle everything: contacting and briefing your client, the interview, the edit and the social cut-downs.",
    volumeDiscounts: TESTIMONIAL_DISCOUNTS,
  },
  {
    id: "pdf-case-study",
    category: "Testimonial Add-ons",
    name: "Professional PDF Case Study",
    basePrice: 200,
    timeHours: 1.5,
    description:
      "The interview rewritten as a designed two-page PDF case study for proposals, email and your website.",
  },
  {
    id: "additional-social",
    category: "Testimonial Add-ons",
    name: "Additional Social Formats",
    basePrice: 150,
    timeHours: 1,
    description:
      "Extra cut-downs in square and vertical formats with captions, for every channel you post on.",
  },
  {
    id: "testimonial-rush",
    category: "Testimonial Add-ons",
    name: "Rush Delivery (50% faster)",
    basePrice: 250,
    timeHours: 0,
    description:
      "Your testimonial is edited as a priority and delivered 50% faster, with no extra production time.",
  },
  {
    id: "testimonial-extra-revisions",
    category: "Testimonial Add-ons",
    name: "Extra Revisions",
    basePrice: 150,
    timeHours: 1,
    description: "One more round of changes to the testimonial edit after the included revisions.",
  },
] as const satisfies readonly CatalogueItem[];

/** Every word the calculator page shows, apart from the catalogue. */
export const calculatorCopy = {
  /** docs/product.md §2 "Notes on the page", in order. */
  notesHeading: "Good to know",
  notes: [
    "All prices are base rates plus VAT.",
    "Volume discounts apply automatically as quantities rise.",
    "Time estimates cover every phase, from brief to delivery.",
    "Add-ons can be combined with any package.",
    "Rush delivery adds priority with no extra time.",
  ],
  servicesHeading: "Services",
  basePriceLabel: "Base price",
  hoursLabel: "Time per unit",
  quantityLabel: "Quantity",
  /** Read after "Quantity" by screen readers: names repeat across categories, so both are given. */
  quantityContext: (service: string, category: string) => ` of ${service}, ${category}`,
  thresholdsLabel: "Volume discounts",
  threshold: (minQuantity: number, percent: number) => `${minQuantity}+ units: ${percent}% off`,
  noThresholds: "No volume discount",
  discountLabel: "Discount",
  discountApplied: (percent: number) => `${percent}% off`,
  nextDiscount: (more: number, percent: number) => `${more} more for ${percent}% off`,
  lineTotalLabel: "Line total",
  lineTimeLabel: "Time",
  perUnit: "per unit",
  summaryHeading: "Your quote",
  summaryCurrency: "GBP, excluding VAT",
  totalPriceLabel: "Total price",
  totalTimeLabel: "Total time",
  lineCount: (lines: number, units: number) =>
    `${lines} ${lines === 1 ? "service" : "services"}, ${groupThousands(units)} ${units === 1 ? "unit" : "units"}`,
  emptyHeading: "Start a quote",
  emptyText:
    "Enter a quantity next to any service. The total price and production time appear here as you type.",
  reviewQuote: "Review quote",
  clearAll: "Clear All",
  exportCsv: "Export CSV",
  copyLink: "Copy link",
  print: "Print quote",
  status: (price: string, time: string) => `Quote total ${price}, ${time}.`,
  statusWithVat: (total: string) => ` ${total} including VAT.`,
  /** The form naming whom the quote is for (components/calculator/quote-client-form.tsx). */
  client: {
    heading: "Prepared for",
    intro: "Name the client to put them on the printed quote and the CSV. The link keeps it too.",
    name: "Client name",
    company: "Company",
    repName: "Your name (optional)",
    repEmail: "Your email (optional)",
    vat: `UK client: add VAT at ${VAT_PERCENT}%`,
  },
  preparedFor: (who: string) => `Prepared for ${who}`,
  vatLabel: `VAT at ${VAT_PERCENT}%`,
  totalWithVatLabel: "Total including VAT",
  statusEmpty: "Quote is empty.",
  toasts: {
    exported: "Quote downloaded",
    exportedDetail: "pricing-quote.csv is in your downloads.",
    copied: "Link copied",
    copiedDetail: "Anyone who opens it sees this quote.",
    copyFailed: "Couldn't copy the link",
    copyFailedDetail: "Copy it from the address bar instead; it already holds this quote.",
    notReady: "Couldn't prepare the quote",
    notReadyDetail: "Check your connection, then try again.",
  },
} as const;

/** The calculator's notifications (toasts), one set per country's spelling. */
export type CalculatorToasts = { readonly [Key in keyof typeof calculatorCopy.toasts]: string };
