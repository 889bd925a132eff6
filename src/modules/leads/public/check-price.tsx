"use client";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/ui/button";

// The dialog, its form and phone-number rules load when first wanted, not with the game page.
const PriceDialog = dynamic(() => import("./price-dialog").then((m) => m.PriceDialog), {
  ssr: false,
});
const loadDialog = () => void import("./price-dialog");

/** The 'Check Price' button of the game page and its pricing dialog. */
export function CheckPrice({ gameId, gameTitle }: { gameId: string; gameTitle: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
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
