"use client";
import { useQuery } from "@tanstack/react-query";
import { LoadError } from "@/ui/alert";
import { Spinner } from "@/ui/spinner";
import { contentQueries } from "../admin-api";
import { AboutForm } from "./about-form";

/** The about page editor; the form opens on a fresh read, so it never edits a stale copy. */
export function AboutEditor() {
  const about = useQuery(contentQueries.about());
  if (about.isError)
    return (
      <LoadError message="Failed to load about page content" onRetry={() => void about.refetch()} />
    );
  if (!about.data || !about.isFetchedAfterMount) return <Spinner label="Loading about page" />;
  return <AboutForm initial={about.data} />;
}
