import { useId, useState } from "react";
import { LINE_QUANTITY_FIELD } from "./booking-post-fields";
import { MAX_QUANTITY, QUANTITY_LIMIT_MESSAGE } from "./booking.schema";
import { overLimit, parseQuantityInput } from "./cart";

const stepButton =
  "inline-flex h-10 w-10 items-center justify-center rounded-md border border-slate-500 text-lg font-semibold hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 dark:hover:bg-slate-800";

/**
 * Minus, the number and plus: minus stops at 1, and typing 0 or below removes the line. While
 * the box holds nothing usable (being retyped), the last quantity stands. A quantity above the limit stays as
 * typed, with the limit said under it (the booking is refused until it is lowered); minus then goes to the limit.
 */
export function QuantityStepper({
  serviceName,
  quantity,
  onChange,
}: {
  serviceName: string;
  quantity: number;
  onChange: (quantity: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const messageId = useId();
  const tooMany = overLimit(quantity);
  return (
    <div>
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          className={stepButton}
          aria-label={`Decrease quantity of ${serviceName}`}
          disabled={quantity <= 1}
          onClick={() => onChange(Math.min(quantity - 1, MAX_QUANTITY))}
        >
          <span aria-hidden>−</span>
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          step={1}
          name={LINE_QUANTITY_FIELD}
          aria-label={`Quantity of ${serviceName}`}
          aria-invalid={tooMany || undefined}
          aria-describedby={tooMany ? messageId : undefined}
          value={draft ?? String(quantity)}
          onChange={(event) => {
            const typed = parseQuantityInput(event.target.value);
            setDraft(typed === null ? event.target.value : null);
            if (typed !== null) onChange(typed);
          }}
          onBlur={() => setDraft(null)}
          className="h-10 w-16 rounded-md border border-slate-500 bg-white px-2 text-center text-base text-slate-900 dark:bg-slate-950 dark:text-slate-100"
        />
        <button
          type="button"
          className={stepButton}
          aria-label={`Increase quantity of ${serviceName}`}
          disabled={quantity >= MAX_QUANTITY}
          onClick={() => onChange(quantity + 1)}
        >
          <span aria-hidden>+</span>
        </button>
      </div>
      {tooMany && (
        <p id={messageId} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {QUANTITY_LIMIT_MESSAGE}
        </p>
      )}
    </div>
  );
}
