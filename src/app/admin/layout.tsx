import type { Metadata } from "next";
import { headers } from "next/headers";
import { ConnectionGate } from "@/modules/auth/admin/components/connection-gate";
import { checkConnection } from "@/modules/site/server/connection-check";
import { SITE_NAME } from "@/platform/site";
import { opensScreenWithData } from "./screens-with-data";

export const metadata: Metadata = {
  title: { default: "Admin", template: `%s | Admin | ${SITE_NAME}` },
  robots: { index: false, follow: false },
};

/**
 * A screen rendered with its data made the connection check here, with the page, and shows at
 * once; elsewhere (and when that check failed) the browser checks and offers Try Again.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const connected =
    opensScreenWithData(await headers()) &&
    (await checkConnection().then(
      () => true,
      () => false,
    ));
  return <ConnectionGate connected={connected}>{children}</ConnectionGate>;
}
