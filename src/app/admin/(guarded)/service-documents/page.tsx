import { DocumentsScreen } from "@/modules/machines/admin/components/documents-screen";

export const metadata = { title: "Service documents" };

export default function Page() {
  return <DocumentsScreen />;
}
