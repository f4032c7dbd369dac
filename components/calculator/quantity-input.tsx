"use client";

import { useState } from "react";
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

  return (
    <input
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
