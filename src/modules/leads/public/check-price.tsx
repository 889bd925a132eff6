"use client";
import { startTransition, useCallback, useRef, useState } from "react";
import { useIdlePreload } from "@/ui/use-idle-preload";
import { Button } from "@/ui/button";
import { invokes, NativeDialog, useDialogOpen } from "@/ui/native-dialog";
import { useTranslations } from "@/platform/i18n/client";
import { PricingFirstStep, type FirstStepValues } from "./pricing-first-step";
import type { Carried, PriceDialogBody } from "./price-dialog";
import { useCallingCode } from "./use-calling-code";

const DIALOG_ID = "price-dialog";

// The form's code (react-hook-form, the zod rules, phone-number lengths, the address search) is not
// part of the game page's first load: it is fetched at idle and mounted in the closed dialog.
const loadBody = () => import("./price-dialog").then((m) => m.PriceDialogBody);

/**
 * The 'Check Price' button and its pricing dialog. The dialog is the browser's own,
 * with the form's first step in the page's HTML: the button opens it as an invoker command, so a
 * tap answers at once even before the app runs. Once the form's code is here it replaces that
 * first step, carrying over what was typed.
 */
export function CheckPrice({ gameId, gameTitle }: { gameId: string; gameTitle: string }) {
  const t = useTranslations("Pricing");
  const dialog = useRef<HTMLDialogElement>(null);
  const [Body, setBody] = useState<typeof PriceDialogBody | null>(null);
  // The visitor opened it at least once: the calling-code and maps lookups may run.
  const [active, setActive] = useState(false);
  const countryCode = useCallingCode(active);
  // A new session (a fresh, empty form) each time the dialog closes.
  const [session, setSession] = useState(0);
  const [carried, setCarried] = useState<Carried | null>(null);
  // The code arrived while the visitor was in the first step's HTML: it stays until Next or close.
  const [shellHeld, setShellHeld] = useState(false);
  // The visitor pressed Next in that first step: the form takes over as soon as it is here.
  const handedOver = useRef(false);

  const loaded = useRef(false);
  const load = useCallback(
    () =>
      loadBody().then((body) => {
        if (loaded.current) return;
        loaded.current = true;
        startTransition(() => {
          // Only a first step on screen is held: a form already shown stays as it is.
          if (dialog.current?.open && !handedOver.current) setShellHeld(true);
          setBody(() => body);
        });
      }),
    [],
  );
  useIdlePreload(load);

  const fetchBody = () => void load().catch(() => undefined);
  // Opened by the browser before the app ran (or by the command while it runs).
  const open = useDialogOpen(dialog, () => {
    setActive(true);
    fetchBody();
  });

  const next = (values: FirstStepValues) => {
    handedOver.current = true;
    setCarried({ ...values, advance: true });
    setShellHeld(false);
    if (!Body) fetchBody();
  };

  return (
    <>
      <Button
        size="lg"
        {...invokes(DIALOG_ID, "show-modal")}
        onClick={(e) => {
          // With the app running it opens the dialog itself, to focus the field of the form shown.
          e.preventDefault();
          const d = dialog.current!;
          if (!d.open) d.showModal();
          d.querySelector<HTMLElement>("[data-autofocus]")?.focus();
          setActive(true);
        }}
        onPointerEnter={fetchBody}
        onFocus={fetchBody}
        data-game-id={gameId}
      >
        {t("checkPrice")}
      </Button>
      <NativeDialog
        ref={dialog}
        id={DIALOG_ID}
        title={t("checkPrice")}
        description={t("dialogDescription", { title: gameTitle })}
        closeLabel={t("close")}
        onClose={() => {
          handedOver.current = false;
          setSession((n) => n + 1);
          setCarried(null);
          setShellHeld(false);
        }}
      >
        {Body && !shellHeld ? (
          <Body
            key={session}
            gameId={gameId}
            open={open}
            active={active}
            countryCode={countryCode}
            carried={carried}
            onClose={() => dialog.current?.close()}
          />
        ) : (
          <PricingFirstStep key={session} countryCode={countryCode} onNext={next} />
        )}
      </NativeDialog>
    </>
  );
}
