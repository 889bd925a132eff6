"use client";
import { useState } from "react";
import { PricingForm, type Finder, type Step } from "./pricing-form";
import type { FirstStepValues } from "./first-step-values";
import type { CountryCode } from "../country-codes";
import { useMapsKey } from "./use-calling-code";

export type Carried = FirstStepValues & { advance: boolean };

/**
 * The pricing dialog's form with its steps and the maps key (check-price.tsx loads it at idle and
 * keeps it mounted in the closed dialog, so a tap only opens it). `active` once the dialog was
 * first opened: the lookup waits for a visitor who asks.
 */
export function PriceDialogBody({
  gameId,
  open,
  active,
  countryCode,
  carried,
  onClose,
  finder,
}: {
  gameId: string;
  /** The dialog is open now: the person check runs while it is. */
  open: boolean;
  active: boolean;
  /** The visitor's calling code (+1 until /api/geo answers). */
  countryCode: CountryCode;
  /** What the visitor typed in the first step's HTML before this code arrived. */
  carried: Carried | null;
  onClose: () => void;
  /** The person check the page started when the dialog opened (src/site-client/price-dialog.ts). */
  finder?: () => Promise<Finder>;
}) {
  const [step, setStep] = useState<Step>("whatsapp");
  const maps = useMapsKey(active);
  return (
    <PricingForm
      gameId={gameId}
      open={open}
      initialCountryCode={countryCode}
      carried={carried}
      mapsKey={maps.key}
      step={step}
      onStep={setStep}
      onClose={onClose}
      finder={finder}
    />
  );
}
