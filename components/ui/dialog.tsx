"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import type { RefObject } from "react";
import { clsx } from "clsx";
import { interfaceCopy } from "@/content/interface";

/*
 * The site's one wrapper around Radix Dialog: focus trap, Escape, outside click, scroll lock and
 * aria wiring come from Radix; this file adds the look and the focus-return rule every feature
 * shares. Compose features from these parts rather than importing Radix directly.
 *
 * Dialogs only exist in client islands, so classes are joined with clsx, not merged with
 * tailwind-merge (about 8 KiB gzip more on every page with a dialog). The parts therefore leave
 * padding and title size to the caller instead of setting defaults a caller would have to override.
 */

const Dialog = DialogPrimitive.Root;

type DialogForProps<T> = {
  /** The thing the dialog shows; the dialog is open while it is set. */
  value: T | null;
  /** Asks the owner to clear `value` (Escape, the close button, a press outside). */
  onClose: () => void;
  children: (value: T) => React.ReactNode;
};

/**
 * A dialog opened by choosing something (a video, a post, an image) rather than by a trigger
 * button: open while `value` is set, its content rendered from that value.
 */
export function DialogFor<T>({ value, onClose, children }: DialogForProps<T>) {
  return (
    <Dialog open={value !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {value !== null ? children(value) : null}
    </Dialog>
  );
}

const contentVariants = cva(
  "fixed z-50 flex flex-col outline-none transition-[opacity,scale] duration-200 ease-out starting:scale-[0.97] starting:opacity-0 motion-reduce:transition-none",
  {
    variants: {
      size: {
        md: "top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl",
        xl: "top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-5xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl",
        full: "inset-0",
      },
      tone: {
        light: "border border-line bg-paper text-ink-900 shadow-2xl shadow-ink-950/30",
        dark: "bg-ink-950 text-white shadow-2xl shadow-black/40",
        /** A full-screen viewer: the page shows faintly through. */
        overlay: "bg-ink-950/95 text-white",
      },
    },
    defaultVariants: { size: "md", tone: "light" },
  },
);

type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof contentVariants> & {
    /** Accessible name of the close button. */
    closeLabel?: string;
    /**
     * Where focus goes when the dialog closes. Radix returns focus to a <DialogTrigger>; dialogs
     * opened from state (a card, a player shared by many cards) name their opener here instead.
     */
    returnFocusRef?: RefObject<HTMLElement | null>;
  };

export function DialogContent({
  className,
  children,
  size,
  tone,
  closeLabel = interfaceCopy.close,
  returnFocusRef,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink-950/80 backdrop-blur-sm transition-opacity duration-200 motion-reduce:transition-none starting:opacity-0" />
      <DialogPrimitive.Content
        className={clsx(contentVariants({ size, tone }), className)}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !returnFocusRef?.current) return;
          event.preventDefault();
          returnFocusRef.current.focus();
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className={clsx(
            "absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full transition-colors motion-reduce:transition-none",
            tone === "dark" || tone === "overlay"
              ? "bg-white/10 text-white hover:bg-white/20"
              : "bg-white text-ink-900 shadow-sm ring-1 ring-line hover:bg-paper-deep",
          )}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="sr-only">{closeLabel}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      // The default size applies only when the caller sets no classes of its own.
      className={clsx("font-display font-bold", className ?? "text-xl sm:text-2xl")}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={clsx("text-base", className)} {...props} />;
}
