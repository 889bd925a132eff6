import { PolicyPage, policyMetadata } from "@/modules/site/public/policy-page";

export const dynamic = "force-dynamic";
export const generateMetadata = () => policyMetadata("shipping");

export default function Page() {
  return <PolicyPage type="shipping" />;
}
