import { ROUTE_PATHS } from "@/lib/routes";
import { films } from "./films";

/**
 * Every page this build exports: the site's routes (lib/routes.ts) and each film's own page
 * (content/films.ts). The sitemap and the 404 page's address fixer read it, so a film's page is
 * listed and `/WORK/Its-Title` finds it like any other route.
 */
export const SITE_PATHS: readonly string[] = [...ROUTE_PATHS, ...films.map((film) => film.path)];
