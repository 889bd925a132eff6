"use client";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { Button } from "@/ui/button";

// The dialog, its form and phone-number rules load when first wanted, not with the game page.
const PriceDialog = dynamic(() => import("./price-dialog").then((m) => m.PriceDialog), {
  ssr: false,
});
const loadDialog = () => void import("./price-dialog");

/**
 * Fetches and evaluates the dialog's code at the first idle moment after the app has started
 * (issue 25), so a tap on 'Check Price' opens it without waiting for the network. A visitor who
 * asked to save data fetches it on the way to the button (pointer or focus) instead.
 */
function usePreloadedDialog() {
  useEffect(() => {
    const nav = navigator as Navigator & { connection?: { saveData?: boolean } };
    if (nav.connection?.saveData) return;
    if (!("requestIdleCallback" in window)) {
      const t = setTimeout(loadDialog, 200);
      return () => clearTimeout(t);
    }
    const id = requestIdleCallback(loadDialog, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }, []);
}

/** The 'Check Price' button of the game page and its pricing dialog. */
export function CheckPrice({ gameId, gameTitle }: { gameId: string; gameTitle: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  usePreloadedDialog();
  return (
    <>
      <Button
        size="lg"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        data-game-id={gameId}
      >
        Check Price
      </Button>
      {opened ? (
        <PriceDialog open={open} onOpenChange={setOpen} gameId={gameId} gameTitle={gameTitle} />
      ) : null}
    </>
  );
}
