import type { Metadata } from "next";
import { ConnectionGate } from "@/modules/auth/admin/components/connection-gate";
import { checkConnection } from "@/modules/site/server/connection-check";
import { SITE_NAME } from "@/platform/site";

export const metadata: Metadata = {
  title: { default: "Admin", template: `%s | Admin | ${SITE_NAME}` },
  robots: { index: false, follow: false },
};

/**
 * The connection check runs here, with the page, so a page the server could render shows at once;
 * when it fails the browser checks again and offers Try Again, as before.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const connected = await checkConnection().then(
    () => true,
    () => false,
  );
  return <ConnectionGate connected={connected}>{children}</ConnectionGate>;
}
