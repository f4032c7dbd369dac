/*
 * A film's address is made from its title: lower-case words joined by hyphens, so it reads like
 * the film and stays the same from build to build (docs/product.md §2, "Watch pages").
 */

/** Longest slug kept, cut at a word: long enough for any title, short enough to share. */
const MAX_SLUG_LENGTH = 70;

/**
 * "A Law Firm's Road to Zero Downtime" → "a-law-firms-road-to-zero-downtime". Accents are
 * dropped, apostrophes join their word, "&" reads "and", everything else that is not a letter or
 * digit separates words.
 */
export function filmSlug(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’‘]/g, "")
    .replace(/&/g, " and ")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG_LENGTH && slug) break;
    slug = next.slice(0, MAX_SLUG_LENGTH);
  }
  return slug || "film";
}

/**
 * One slug per film, in the order given, each unique: a title that repeats another's slug takes
 * the next free "-2", "-3"… A fixed slug (a renamed film keeping its old address) is used as given
 * when free. Computed over the whole catalogue, so which films a build shows never moves another's
 * address.
 */
export function uniqueSlugs(films: readonly { title: string; slug?: string }[]): string[] {
  const taken = new Set<string>();
  return films.map((film) => {
    const base = film.slug ? filmSlug(film.slug) : filmSlug(film.title);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  });
}
