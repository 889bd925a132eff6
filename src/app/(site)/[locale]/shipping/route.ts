import { policyRoute } from "@/site/policy-route";

export const dynamic = "force-dynamic";

export const GET = policyRoute("shipping");
