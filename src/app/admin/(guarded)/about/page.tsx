import { AboutEditor } from "@/modules/content/admin/components/about-editor";

export const metadata = { title: "About" };

export default function Page() {
  return <AboutEditor />;
}
