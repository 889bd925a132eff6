import { PolicyPage, policyMetadata } from "@/modules/site/public/policy-page";

export const dynamic = "force-dynamic";
export const generateMetadata = () => policyMetadata("support");

export default function Page() {
  return <PolicyPage type="support" />;
}
