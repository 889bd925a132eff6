import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/platform/i18n/link";
import { portalGate, type PortalSearchParams } from "@/modules/machines/public/portal-gate";
import { formatDate, SignOutForm, WarrantyBadge } from "@/modules/machines/public/portal-ui";
import { ClaimList } from "@/modules/machines/public/claim-list";
import { BulletinList } from "@/modules/machines/public/bulletin-list";
import { OrderList } from "@/modules/orders/public/order-list";
import { operatorMachines } from "@/modules/machines/server/machines";
import { operatorClaims } from "@/modules/machines/server/claims";
import { bulletinsForGames } from "@/modules/machines/server/bulletins";
import { operatorOrders } from "@/modules/orders/server";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Portal");
  return {
    title: t("title"),
    description: t("metaDescription"),
    robots: { index: false, follow: false },
  };
}

type Props = { searchParams: PortalSearchParams };

/** The operator portal: sign in, then the operator's orders, machines, claims and bulletins. */
export default async function PortalPage({ searchParams }: Props) {
  const { locale, operator, signIn } = await portalGate(searchParams);
  if (!operator) return signIn;
  const t = await getTranslations("Portal");
  const [machines, claims, orders] = await Promise.all([
    operatorMachines(operator.id),
    operatorClaims(operator.id),
    operatorOrders(operator.id),
  ]);
  const bulletins = await bulletinsForGames([...new Set(machines.map((m) => m.gameId))]);
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t("title")}</h1>
          <p className="text-slate-600">
            {t("welcome", { name: operator.contactName })} · {operator.company}
          </p>
        </div>
        <SignOutForm locale={locale} />
      </header>

      <section aria-labelledby="orders-title" id="orders" className="space-y-3">
        <h2 id="orders-title" className="text-xl font-semibold">
          {t("orders.title")}
        </h2>
        <OrderList locale={locale} orders={orders} />
      </section>

      <section aria-labelledby="machines-title" className="space-y-3">
        <h2 id="machines-title" className="text-xl font-semibold">
          {t("machinesTitle")}
        </h2>
        {machines.length === 0 ? (
          <p className="text-slate-600">{t("noMachines")}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {machines.map((m) => (
              <li key={m.id}>
                <Link
                  href={`/portal/machines/${encodeURIComponent(m.serial)}`}
                  className="flex flex-wrap items-center justify-between gap-2 p-4 hover:bg-slate-50"
                  aria-label={t("openMachine", { serial: m.serial })}
                >
                  <span>
                    <span className="block font-medium">{m.gameTitle}</span>
                    <span className="block font-mono text-sm text-slate-600">{m.serial}</span>
                  </span>
                  <span className="text-end text-sm">
                    <WarrantyBadge status={m.warranty} />
                    <span className="block text-slate-600">
                      {t("warrantyUntil", { date: formatDate(locale, m.warrantyEnd) })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="bulletins-title" className="space-y-3">
        <h2 id="bulletins-title" className="text-xl font-semibold">
          {t("bulletinsTitle")}
        </h2>
        <BulletinList locale={locale} bulletins={bulletins} />
      </section>

      <section aria-labelledby="claims-title" className="space-y-3">
        <h2 id="claims-title" className="text-xl font-semibold">
          {t("claimsTitle")}
        </h2>
        <ClaimList locale={locale} claims={claims} showMachine />
      </section>
    </div>
  );
}
