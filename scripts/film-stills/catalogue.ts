/*
 * Every film as the stills step sees it (scripts/film-stills.ts) and as the launch check reads it
 * (scripts/check-launch.ts): its id, the owner's frame, and the words its title card would carry,
 * each with the file and field the owner changes them in, so both name the same films the same way.
 */
import type { OwnerDetails } from "@/content/owner-types";
import { FILM_WORDS } from "@/content/film-words";
import { VIDEO_KEYS } from "@/content/owner-types";
import { PORTFOLIO_CATEGORIES } from "@/content/portfolio-categories";
import { SHARE_IMAGE_SIZE } from "@/lib/film-still-specs";
import {
  cardClient,
  titleCardGaps,
  titleCardLooks,
  titleCardShareGround,
  titleCardSvg,
  type Lettering,
  type TitleCardGap,
  type TitleCardWords,
} from "@/lib/title-card";
import { isYouTubeId } from "@/lib/youtube";
import type { StillFilm } from "./make-stills";

/** Where the owner changes a part of a card's words: a file and a field in it. */
export type WordsSource = { file: string; field: string };

export type CatalogueFilm = StillFilm & {
  words: TitleCardWords;
  /** Whether a launch shows the film (it has an id; lib/unfinished-work.ts). */
  shown: boolean;
  sources: Record<TitleCardGap["part"], WordsSource>;
};

const FILM_WORDS_FILE = "content/film-words.ts";
/** As the launch check names the owner's fields, whichever file a build reads them from. */
const OWNER_FILE = "content/owner.ts";

/** Every film in catalogue order, with the looks chosen over the whole catalogue. */
export function catalogueFilms(owner: OwnerDetails, lettering: Lettering): CatalogueFilm[] {
  const catalogue = VIDEO_KEYS.map((key) => ({
    key,
    ...FILM_WORDS[key],
    category: FILM_WORDS[key].categories[0] ?? "",
  }));
  // Chosen over the whole catalogue, so which films a build shows never changes another's card.
  const looks = titleCardLooks(catalogue);
  return catalogue.map((film, index) => {
    const ownerClient = owner.videos[film.key].client;
    const words: TitleCardWords = {
      title: film.title,
      category: film.category,
      categoryLabel: PORTFOLIO_CATEGORIES.find((category) => category.id === film.category)?.label ?? "",
      client: cardClient(ownerClient, film.credit),
      brand: owner.brand.name,
    };
    const look = looks[index]!;
    const videoId = owner.videos[film.key].id.trim();
    return {
      key: film.key,
      title: film.title,
      videoId,
      ownerFrame: owner.videoPosters?.[film.key],
      shown: isYouTubeId(videoId),
      words,
      sources: {
        title: { file: FILM_WORDS_FILE, field: `${film.key}.title` },
        category: { file: "content/portfolio-categories.ts", field: `${film.category}.label` },
        client: ownerClient?.trim()
          ? { file: OWNER_FILE, field: `videos.${film.key}.client` }
          : { file: FILM_WORDS_FILE, field: `${film.key}.credit.name` },
        brand: { file: OWNER_FILE, field: "brand.name" },
      },
      titleCard: () => ({
        still: titleCardSvg(words, look, lettering),
        share: titleCardShareGround(look, SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height),
      }),
    };
  });
}

/** A film's card words that hold letters its faces lack, each with where to change it. */
export function cardGaps(film: CatalogueFilm, lettering: Lettering) {
  return titleCardGaps(film.words, lettering).map((gap) => ({ ...gap, ...film.sources[gap.part] }));
}
