"use client";
import { useQuery } from "@tanstack/react-query";
import { LoadError } from "@/ui/alert";
import { Spinner } from "@/ui/spinner";
import { contactQueries } from "../admin-api";
import { SettingsForm, toSettingsForm } from "./settings-form";

/**
 * Contact settings, opened on a fresh read. A missing row is not a failure: the form stays
 * usable under a 'Contact settings not found' note with Try Again, and the first save creates it.
 */
export function SettingsPanel() {
  const settings = useQuery(contactQueries.settings());
  if (settings.isError)
    return (
      <LoadError
        message="Failed to load contact settings"
        onRetry={() => void settings.refetch()}
      />
    );
  if (settings.data === undefined || !settings.isFetchedAfterMount)
    return <Spinner label="Loading contact settings" />;
  const retry = async () => (await settings.refetch()).data;
  return (
    <SettingsForm
      initial={toSettingsForm(settings.data ?? {})}
      missing={settings.data === null}
      onRetry={retry}
    />
  );
}
