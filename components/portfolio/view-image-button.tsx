"use client";

import { lazy, Suspense, useRef, useState } from "react";
import { useHasBeenTrue } from "@/components/hooks/use-has-been-true";
import type { ViewerImage } from "./image-viewer";

// Downloaded on first opening, not with the page (Radix Dialog is the largest part of an island).
const ImageViewer = lazy(() => import("./image-viewer").then((module) => ({ default: module.ImageViewer })));

type ViewImageButtonProps = Omit<React.ComponentProps<"button">, "onClick" | "type"> & {
  image: ViewerImage;
  labels: { viewOriginal: string; close: string };
};

/**
 * A post card's control, the card's only island: opens the post's image full screen with a way
 * to the original (docs/product.md §2, Portfolio); focus comes back here when it closes.
 */
export function ViewImageButton({ image, labels, children, ...props }: ViewImageButtonProps) {
  const [open, setOpen] = useState(false);
  const wanted = useHasBeenTrue(open);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={buttonRef} type="button" onClick={() => setOpen(true)} {...props}>
        {children}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <ImageViewer
            image={open ? image : null}
            onClose={() => setOpen(false)}
            returnFocusRef={buttonRef}
            labels={labels}
          />
        </Suspense>
      ) : null}
    </>
  );
}
