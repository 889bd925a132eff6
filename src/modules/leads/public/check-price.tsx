"use client";
import dynamic from "next/dynamic";
import { useState } from "react";
import { useIdlePreload } from "@/ui/use-idle-preload";
import { Button } from "@/ui/button";
import { useTranslations } from "@/platform/i18n/client";

// The dialog, its form and phone-number rules are not part of the game page's first load. One
// loader serves both the idle preload and the dialog: two import() expressions of the same file
// made two async modules, and the dialog's own one cost a round trip on the tap.
const loadDialog = () => import("./price-dialog");
const PriceDialog = dynamic(() => loadDialog().then((m) => m.PriceDialog), { ssr: false });

/** The 'Check Price' button of the game page and its pricing dialog. */
export function CheckPrice({ gameId, gameTitle }: { gameId: string; gameTitle: string }) {
  const t = useTranslations("Pricing");
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // Fetched and run at idle once the app has started, so the tap opens it without the network.
  useIdlePreload(loadDialog);
  return (
    <>
      <Button
        size="lg"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        data-game-id={gameId}
      >
        {t("checkPrice")}
      </Button>
      {opened ? (
        <PriceDialog open={open} onOpenChange={setOpen} gameId={gameId} gameTitle={gameTitle} />
      ) : null}
    </>
  );
}
