import { FooterEditor } from "@/modules/content/admin/components/footer-editor";

export const metadata = { title: "Footer" };

export default function Page() {
  return <FooterEditor />;
}
