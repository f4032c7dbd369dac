import { americanUsage } from "./american-usage";

/*
 * British and American spellings (docs/product.md §3: the UK reads British spelling, the US American).
 * The copy is written in British English; `spell` gives a text in a country's spelling, keeping
 * the case of each word, and American text also in American business usage ("one-off" becomes
 * "one-time": lib/american-usage.ts). The pairs are generated once from the families below, and the same list
 * drives the tests that render every route in both modes, so a word added here is checked there.
 */

export type SpellingPair = {
  british: string;
  american: string;
  /**
   * False where the American form is also a different British word ("practice" the noun, "license"
   * the verb): British copy is never "corrected" into it, only American copy out of it is not.
   */
  reversible: boolean;
};

/** Endings that follow a stem in both spellings (organis|e, organis|ation…). */
const IZE_ENDINGS = ["e", "ed", "es", "ing", "er", "ers", "ation", "ations", "ational", "able"];
/** Stems spelt -ise in British and -ize in American English (not "promise", "advertise", "surprise"…). */
// prettier-ignore
const IZE_STEMS = [
  "apolog", "author", "capital", "categor", "central", "character", "critic", "custom", "democrat",
  "digital", "dramat", "emphas", "energ", "evangel", "familiar", "final", "glamor", "harmon",
  "hospital", "human", "idol", "immun", "incentiv", "industrial", "internal", "international",
  "item", "jeopard", "legitim", "local", "material", "maxim", "memor", "minim", "mobil", "modern",
  "monet", "neutral", "normal", "operational", "optim", "organ", "patron", "penal", "personal",
  "popular", "priorit", "public", "rational", "real", "recogn", "revital", "revolution", "sanit",
  "scrutin", "social", "special", "stabil", "standard", "strateg", "summar", "symbol", "sympath",
  "synchron", "theor", "util", "visual", "weapon",
];
const YSE_STEMS = ["anal", "paral", "catal"];
const YSE_ENDINGS = ["e", "ed", "es", "ing"];
/** -our in British, -or in American (not "four", "hour", "tour", "your"). */
// prettier-ignore
const OUR_STEMS = [
  "arb", "arm", "behavi", "cand", "clam", "col", "endeav", "fav", "ferv", "flav", "glam", "harb",
  "hon", "hum", "lab", "neighb", "od", "parl", "rig", "rum", "sav", "savi", "splend", "tum", "val",
  "vig",
];
// prettier-ignore
const OUR_ENDINGS = [
  "", "s", "ed", "ing", "ful", "fully", "ite", "ites", "able", "less", "er", "ers", "ly", "hood",
  "way", "ways",
];
/** -tre in British, -ter in American. */
const TRE_STEMS = ["cent", "fib", "lit", "met", "theat", "calib", "somb", "spect", "meag", "lust", "sab"];
/** Whole words that differ otherwise. */
const WORDS: readonly (readonly [string, string, boolean?])[] = [
  ["programme", "program"],
  ["programmes", "programs"],
  ["catalogue", "catalog"],
  ["catalogues", "catalogs"],
  ["catalogued", "cataloged"],
  ["analogue", "analog"],
  ["sceptic", "skeptic"],
  ["sceptics", "skeptics"],
  ["sceptical", "skeptical"],
  ["sceptically", "skeptically"],
  ["scepticism", "skepticism"],
  ["enquiry", "inquiry"],
  ["enquiries", "inquiries"],
  ["enquire", "inquire"],
  ["enquired", "inquired"],
  ["enquiring", "inquiring"],
  ["centrepiece", "centerpiece"],
  ["travelled", "traveled"],
  ["travelling", "traveling"],
  ["traveller", "traveler"],
  ["travellers", "travelers"],
  ["cancelled", "canceled"],
  ["cancelling", "canceling"],
  ["modelled", "modeled"],
  ["modelling", "modeling"],
  ["labelled", "labeled"],
  ["labelling", "labeling"],
  ["levelled", "leveled"],
  ["fuelled", "fueled"],
  ["signalled", "signaled"],
  ["counselling", "counseling"],
  ["marvellous", "marvelous"],
  ["jewellery", "jewelry"],
  ["fulfil", "fulfill"],
  ["fulfils", "fulfills"],
  ["fulfilment", "fulfillment"],
  ["enrol", "enroll"],
  ["enrols", "enrolls"],
  ["enrolment", "enrollment"],
  ["instalment", "installment"],
  ["skilful", "skillful"],
  ["wilful", "willful"],
  ["judgement", "judgment"],
  ["acknowledgement", "acknowledgment"],
  ["ageing", "aging"],
  ["grey", "gray"],
  ["whilst", "while", false],
  ["amongst", "among", false],
  ["learnt", "learned", false],
  ["defence", "defense"],
  ["offence", "offense"],
  ["pretence", "pretense"],
  ["licence", "license", false],
  ["practise", "practice", false],
  ["practised", "practiced", false],
  ["practising", "practicing", false],
  ["artefact", "artifact"],
  ["artefacts", "artifacts"],
  ["cosy", "cozy"],
  ["aluminium", "aluminum"],
  ["manoeuvre", "maneuver"],
  ["manoeuvres", "maneuvers"],
];

function buildPairs(): SpellingPair[] {
  const pairs: SpellingPair[] = [];
  const add = (british: string, american: string, reversible = true) =>
    pairs.push({ british, american, reversible });
  for (const stem of IZE_STEMS) for (const end of IZE_ENDINGS) add(`${stem}is${end}`, `${stem}iz${end}`);
  for (const stem of YSE_STEMS) for (const end of YSE_ENDINGS) add(`${stem}ys${end}`, `${stem}yz${end}`);
  for (const stem of OUR_STEMS) for (const end of OUR_ENDINGS) add(`${stem}our${end}`, `${stem}or${end}`);
  for (const stem of TRE_STEMS) {
    add(`${stem}re`, `${stem}er`);
    add(`${stem}res`, `${stem}ers`);
    add(`${stem}red`, `${stem}ered`);
  }
  for (const [british, american, reversible = true] of WORDS) add(british, american, reversible);
  return pairs;
}

/** Every British form the site knows, with its American twin. */
export const SPELLING_PAIRS: readonly SpellingPair[] = buildPairs();

const toAmerican = new Map(SPELLING_PAIRS.map((pair) => [pair.british, pair.american]));
const toBritish = new Map(
  SPELLING_PAIRS.filter((pair) => pair.reversible).map((pair) => [pair.american, pair.british]),
);

/** `replacement` in the case of `original`: ALL CAPS, Capitalised, or as written. */
function inCaseOf(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return replacement.toUpperCase();
  if (original[0] !== original[0]?.toLowerCase()) return replacement[0]!.toUpperCase() + replacement.slice(1);
  return replacement;
}

/*
 * Every pair is one whole word, so each word of the text is looked up in a table: a lookup per
 * word is cheap, where one regular expression alternating the 1,200 words costs about 14 ms at
 * full CPU speed to build and run (some 55 ms on a phone) when the calculator first spells its copy.
 */
const WORD = /\w+/g;

/** The text in British or American spelling (and American usage), each swapped word keeping its case. */
export function spell(text: string, spelling: "british" | "american"): string {
  const table = spelling === "american" ? toAmerican : toBritish;
  const spelt = text.replace(WORD, (word) => {
    const swapped = table.get(word.toLowerCase());
    return swapped === undefined ? word : inCaseOf(word, swapped);
  });
  return spelling === "american" ? americanUsage(spelt) : spelt;
}
