import type { ImageSources } from "@/lib/owner-image-specs";

/** One event photo, as the tiles and the viewer show it. */
export type GalleryPhoto = ImageSources & { id: string; alt: string; caption: string };

/** On each tile's button: the photo's place in the gallery, which the viewer opens. */
export const GALLERY_PHOTO_ATTRIBUTE = "data-gallery-photo";
