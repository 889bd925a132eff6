import { challengeRoute } from "@/platform/person-check/challenge-route";

export const dynamic = "force-dynamic";

/** A person-check challenge for the price request and contact forms. */
export const GET = challengeRoute;
