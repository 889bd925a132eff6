"use client";
import { useState } from "react";
import { Dialog } from "@/ui/dialog";
import { PricingForm, type Step } from "./pricing-form";
import { useCallingCode, useMapsKey } from "./use-calling-code";
import { useTranslations } from "@/platform/i18n/client";

/** The pricing dialog (check-price.tsx loads it when a visitor first asks for a price). */
export function PriceDialog({
  open,
  onOpenChange,
  gameId,
  gameTitle,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  gameId: string;
  gameTitle: string;
}) {
  const t = useTranslations("Pricing");
  const [step, setStep] = useState<Step>("whatsapp");
  const [session, setSession] = useState(0);
  const countryCode = useCallingCode(true);
  const maps = useMapsKey(true);

  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      // Closing resets to the first step; a new form instance starts with empty inputs.
      setStep("whatsapp");
      setSession((n) => n + 1);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={t("checkPrice")}
      description={t("dialogDescription", { title: gameTitle })}
      closeLabel={t("close")}
    >
      <PricingForm
        key={session}
        gameId={gameId}
        initialCountryCode={countryCode}
        mapsKey={maps.key}
        step={step}
        onStep={setStep}
        onClose={() => change(false)}
      />
    </Dialog>
  );
}
