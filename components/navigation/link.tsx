"use client";

import NextLink from "next/link";
import { useRouter } from "next/navigation";

type LinkProps = Omit<React.ComponentProps<typeof NextLink>, "prefetch">;

/**
 * next/link without its prefetch of every link on screen: left to itself, the router downloads
 * and decodes each visible link's page data as soon as the page hydrates, which on a slow phone
 * is main-thread work in the very seconds the visitor starts reading and tapping. Here a page is
 * fetched when the visitor shows intent (pointing at, touching or tabbing to its link), still
 * well before the click lands, so navigation stays instant.
 */
export function Link({ href, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const router = useRouter();
  const prefetch = () => {
    if (typeof href === "string" && href.startsWith("/")) router.prefetch(href);
  };
  return (
    <NextLink
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
      {...props}
    />
  );
}
