type ArtworkProps = Omit<React.ComponentProps<"img">, "width" | "height" | "alt"> & {
  /** The image's own size, so the browser reserves its box before it loads (no layout shift). */
  width: number;
  height: number;
  alt: string;
};

/**
 * A local image (our artwork, portraits, event photos) as a plain <img>: the static export has no
 * image optimiser for next/image to call, and these files are already sized for the page. Lazy by
 * default; pass loading="eager" for an image that starts in view or sideways in a scroller.
 */
export function Artwork({ loading = "lazy", decoding = "async", alt, ...props }: ArtworkProps) {
  // eslint-disable-next-line @next/next/no-img-element
  return <img data-slot="artwork" loading={loading} decoding={decoding} alt={alt} {...props} />;
}
