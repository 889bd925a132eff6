import { PolicyPage, policyMetadata } from "@/modules/site/public/policy-page";

export const dynamic = "force-dynamic";
export const generateMetadata = () => policyMetadata("faq");

export default function Page() {
  return <PolicyPage type="faq" />;
}
