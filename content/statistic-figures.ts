import { IS_LAUNCH_EXPORT } from "@/lib/launch-export";
import { filmFor } from "./films";
import type { VideoKey } from "./owner-types";
import type { Statistic, StatisticBandCopy } from "./types";

/*
 * What each slot of a solutions page's statistics band shows. A statistic the owner cites shows
 * with its source. One without a citation is a claim nobody stands behind: a preview still shows it
 * (the owner sees the spec's three figures, and the launch check tells them what a launch will do),
 * but a launch shows in its place a figure from the studio's own work, linked to the film that
 * shows it (docs/product.md, "Proof").
 */

/** The film a proof links to: its title and its page. */
type ProofFilm = { title: string; path: string };

/** One slot of the band as a page shows it. */
export type Figure =
  | ({ kind: "statistic" } & Omit<Statistic, "proof">)
  | {
      kind: "proof";
      id: string;
      value: { text: string };
      label: string;
      detail: string;
      /** The first of the proof's films with a page in this build; none when no film has one yet. */
      film: ProofFilm | undefined;
    };

/** A statistic is cited once the owner gives its citation (an address alone says nothing a reader can weigh). */
function isCited(source: Statistic["source"]): boolean {
  return source.citation.trim() !== "";
}

/**
 * The slot for one statistic: the statistic itself in a preview or with its citation, otherwise
 * (in a launch) its film proof. `pageOf` finds a film's page in this build (content/films.ts).
 */
export function figureFor(
  statistic: Statistic,
  launch: boolean = IS_LAUNCH_EXPORT,
  pageOf: (key: VideoKey) => ProofFilm | undefined = filmFor,
): Figure {
  const { proof, ...shown } = statistic;
  if (!launch || isCited(statistic.source)) return { kind: "statistic", ...shown };
  const film = proof.films.map(pageOf).find((page) => page !== undefined);
  return {
    kind: "proof",
    id: statistic.id,
    value: { text: proof.value },
    label: proof.label,
    detail: proof.detail,
    film: film && { title: film.title, path: film.path },
  };
}

/**
 * A band as this build shows it: each slot chosen by `figureFor`, under the statistics' heading
 * while any statistic is left, or the proof's heading once every slot is the studio's own.
 */
export function statisticBand(
  band: StatisticBandCopy,
  launch: boolean = IS_LAUNCH_EXPORT,
  pageOf: (key: VideoKey) => ProofFilm | undefined = filmFor,
): { heading: string; items: Figure[] } {
  const items = band.items.map((statistic) => figureFor(statistic, launch, pageOf));
  const allProof = items.every((item) => item.kind === "proof");
  return { heading: allProof ? band.proofHeading : band.heading, items };
}
