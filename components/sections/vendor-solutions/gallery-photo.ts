import type { ImageSources } from "@/lib/owner-image-specs";

/** One event photo, as the tiles and the viewer show it. */
export type GalleryPhoto = ImageSources & { id: string; alt: string; caption: string };
