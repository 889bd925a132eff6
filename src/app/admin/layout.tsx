import type { Metadata } from "next";
import { ConnectionGate } from "@/modules/auth/admin/components/connection-gate";
import { SITE_NAME } from "@/platform/site";

export const metadata: Metadata = {
  title: { default: "Admin", template: `%s | Admin | ${SITE_NAME}` },
  robots: { index: false, follow: false },
};

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <ConnectionGate>{children}</ConnectionGate>;
}
