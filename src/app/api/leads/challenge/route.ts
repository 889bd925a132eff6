import { challengeRoute } from "@/platform/person-check/challenge-route";

export const dynamic = "force-dynamic";

/** The challenge's first address, still asked by pricing dialogs opened before the move. */
export const GET = challengeRoute;
