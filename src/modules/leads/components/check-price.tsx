"use client";
import { useState } from "react";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { PricingForm, type Step } from "../public/pricing-form";
import { useCallingCode, useMapsKey } from "../public/use-calling-code";

/** The 'Check Price' button of the game page and its pricing dialog. */
export function CheckPrice({ gameId, gameTitle }: { gameId: string; gameTitle: string }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>("whatsapp");
  const [session, setSession] = useState(0);
  const [everOpened, setEverOpened] = useState(false);
  const countryCode = useCallingCode(everOpened);
  const maps = useMapsKey(everOpened);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) setEverOpened(true);
    else {
      // Closing resets to the first step; a new form instance starts with empty inputs.
      setStep("whatsapp");
      setSession((n) => n + 1);
    }
  };

  return (
    <>
      <Button size="lg" onClick={() => onOpenChange(true)} data-game-id={gameId}>
        Check Price
      </Button>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title="Check Price"
        description={`Get the price of ${gameTitle} on WhatsApp.`}
      >
        <PricingForm
          key={session}
          gameId={gameId}
          initialCountryCode={countryCode}
          mapsKey={maps.key}
          step={step}
          onStep={setStep}
          onClose={() => onOpenChange(false)}
        />
      </Dialog>
    </>
  );
}
