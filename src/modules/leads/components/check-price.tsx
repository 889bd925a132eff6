"use client";
import { useState } from "react";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";

// The 'Check Price' button of the game page. The pricing steps are built in the leads issue.
export function CheckPrice({ gameId, gameTitle }: { gameId: string; gameTitle: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="lg" onClick={() => setOpen(true)} data-game-id={gameId}>
        Check Price
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={`Check Price: ${gameTitle}`}>
        <p className="text-sm text-slate-600">Price requests open soon.</p>
      </Dialog>
    </>
  );
}
