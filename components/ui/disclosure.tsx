"use client";

import { clsx } from "clsx";
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from "react";

/*
 * A button that shows and hides a panel (the WAI disclosure pattern, not an ARIA menu): the nav
 * dropdowns, the country switcher and the mobile menu. A press outside closes it; Escape closes it
 * and returns focus to its button. Uncontrolled by default; pass `open` and `onOpenChange` to own
 * the state (the mobile menu closes itself on navigation that way).
 *
 *   <Disclosure>
 *     <DisclosureTrigger>Pricing <ChevronIcon className="group-data-[state=open]/disclosure:rotate-180" /></DisclosureTrigger>
 *     <DisclosurePanel>…links that call useDisclosure().close on click…</DisclosurePanel>
 *   </Disclosure>
 */

type DisclosureContextValue = {
  open: boolean;
  setOpen: (open: boolean) => void;
  close: () => void;
  panelId: string;
  triggerRef: React.RefObject<HTMLButtonElement | null>;
};

const DisclosureContext = createContext<DisclosureContextValue | null>(null);

type DisclosureProps = React.ComponentProps<"div"> & {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

export function Disclosure({
  open: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  className,
  children,
  ...props
}: DisclosureProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = controlledOpen ?? uncontrolledOpen;
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const setOpen = useCallback(
    (next: boolean) => {
      if (controlledOpen === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [controlledOpen, onOpenChange],
  );
  const close = useCallback(() => setOpen(false), [setOpen]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      triggerRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, close]);

  const value = useMemo(
    () => ({ open, setOpen, close, panelId, triggerRef }),
    [open, setOpen, close, panelId],
  );
  return (
    <DisclosureContext.Provider value={value}>
      <div
        ref={containerRef}
        data-slot="disclosure"
        data-state={open ? "open" : "closed"}
        className={clsx("group/disclosure", className)}
        {...props}
      >
        {children}
      </div>
    </DisclosureContext.Provider>
  );
}

/** The disclosure's state and a `close` for links in its panel; throws outside a <Disclosure>. */
export function useDisclosure() {
  const context = useContext(DisclosureContext);
  if (!context) throw new Error("useDisclosure must be used within a Disclosure");
  return context;
}

export function DisclosureTrigger({ onClick, ...props }: React.ComponentProps<"button">) {
  const { open, setOpen, panelId, triggerRef } = useDisclosure();
  return (
    <button
      ref={triggerRef}
      type="button"
      data-slot="disclosure-trigger"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(!open);
      }}
      {...props}
    />
  );
}

export function DisclosurePanel<T extends "div" | "nav" | "ul" = "div">({
  as,
  ...props
}: React.ComponentProps<T> & { as?: T }) {
  const { open, panelId } = useDisclosure();
  const Element = (as ?? "div") as React.ElementType;
  return <Element id={panelId} data-slot="disclosure-panel" hidden={!open} {...props} />;
}
