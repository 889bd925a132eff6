"use client";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { LoadError } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Skeleton } from "@/ui/skeleton";
import { whatsappQueries } from "../admin-api";
import { BusinessHours } from "./business-hours-form";
import { DeliveryStatuses } from "./delivery-statuses";
import { WhatsappSettingsForm } from "./whatsapp-settings-form";
import { WhatsappTemplates } from "./whatsapp-templates";

/** The WhatsApp settings sub-screen of /admin/leads; the form opens on a fresh read. */
export function WhatsappSettings({
  webhookUrl,
  onBack,
}: {
  webhookUrl: string;
  onBack: () => void;
}) {
  const settings = useQuery(whatsappQueries.whatsappSettings());
  const ready = settings.data !== undefined && settings.isFetchedAfterMount && !settings.isError;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">WhatsApp Settings</h1>
        <Button variant="secondary" onClick={onBack}>
          <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Leads
        </Button>
      </div>
      {settings.isError ? (
        <LoadError
          message="Failed to load WhatsApp settings"
          onRetry={() => void settings.refetch()}
        />
      ) : null}
      {!ready && !settings.isError ? (
        <div
          className="space-y-3"
          role="status"
          aria-busy="true"
          aria-label="Loading WhatsApp settings"
        >
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : null}
      {ready ? <WhatsappSettingsForm stored={settings.data} webhookUrl={webhookUrl} /> : null}
      <WhatsappTemplates />
      <BusinessHours />
      <DeliveryStatuses />
    </div>
  );
}
