"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ErrorBox } from "@/ui/alert";
import { Dialog } from "@/ui/dialog";
import { RecordHistory } from "@/modules/audit/admin";
import { Spinner } from "@/ui/spinner";
import { catalogQueries } from "../admin-api";
import { catalogMutations } from "../mutations";
import { EMPTY_GAME, GameForm, toGameForm, type SaveGame } from "./game-form";

/** Add or edit a game: Basic Info and Specifications tabs; specs are saved with the game atomically. */
export function GameDialog({ gameId, onClose }: { gameId?: string; onClose: () => void }) {
  const save = useMutation(catalogMutations.saveGame(gameId));
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={gameId ? "Edit Game" : "Add New Game"}
      className="max-w-3xl"
      locked={save.isPending}
    >
      {gameId ? (
        <StoredGame gameId={gameId} save={save} onClose={onClose} />
      ) : (
        <GameForm initial={EMPTY_GAME} save={save} onClose={onClose} />
      )}
      <RecordHistory kind="game" id={gameId} />
    </Dialog>
  );
}

function StoredGame({
  gameId,
  save,
  onClose,
}: {
  gameId: string;
  save: SaveGame;
  onClose: () => void;
}) {
  const { data, isError, isFetchedAfterMount } = useQuery(catalogQueries.gameDetail(gameId));
  if (isError) return <ErrorBox>Failed to load game</ErrorBox>;
  // The form opens on a fresh read, never on a cached copy another save may have outdated.
  if (!data || !isFetchedAfterMount) return <Spinner label="Loading game" />;
  return <GameForm gameId={gameId} initial={toGameForm(data)} save={save} onClose={onClose} />;
}
