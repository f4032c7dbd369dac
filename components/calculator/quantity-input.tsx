"use client";

import { useEffect, useRef, useState } from "react";
import { MAX_QUANTITY, parseQuantity } from "@/lib/calculator";

type QuantityInputProps = {
  id: string;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  className?: string;
};

/**
 * A whole-number field (min 0, placeholder 0). While being edited it shows exactly what was typed,
 * so "2." or "1e" can be finished; on blur it shows the quantity the quote uses ("2.7" becomes 2),
 * so the field and the figures beside it never disagree. Until the first keystroke it shows the
 * quote's own value, so Clear All or an opened link is never masked by a stale draft.
 */
export function QuantityInput({ id, quantity, onQuantityChange, className }: QuantityInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (quantity > 0 ? String(quantity) : "");
  const field = useRef<HTMLInputElement>(null);

  // A quantity typed while the page was still starting, before React took over the field, stays
  // in it (hydration keeps what was typed; the rendered value is the field's defaultValue) but
  // reached no handler, so the figures beside it would say 0. It is taken up once, as the field
  // hydrates. In a microtask, after the calculator's own mount effects, so a quote opened from a
  // link is read first and the typed quantity joins it.
  useEffect(() => {
    const input = field.current;
    if (!input || input.value === input.defaultValue) return;
    const typed = input.value;
    queueMicrotask(() => {
      // Still being edited: shown as typed, as while typing. Already left: as the quote uses it.
      if (document.activeElement === input) setDraft(typed);
      onQuantityChange(parseQuantity(typed));
    });
    // Once, on mount: later changes arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <input
      ref={field}
      id={id}
      type="number"
      inputMode="numeric"
      min={0}
      max={MAX_QUANTITY}
      step={1}
      placeholder="0"
      autoComplete="off"
      value={shown}
      onBlur={() => setDraft(null)}
      onChange={(event) => {
        setDraft(event.target.value);
        onQuantityChange(parseQuantity(event.target.value));
      }}
      className={className}
    />
  );
}
