"use client";
/* eslint-disable @next/next/no-img-element -- static map preview from the maps service */
import { MapPin } from "lucide-react";
import { Button } from "@/ui/button";
import { Field, Input } from "@/ui/field";

const staticMap = (loc: string, key: string) =>
  `https://maps.googleapis.com/maps/api/staticmap?center=${encodeURIComponent(loc)}&zoom=15&size=800x600&markers=${encodeURIComponent(loc)}&key=${encodeURIComponent(key)}`;

type Props = {
  mapsApiKey: string;
  location: string;
  errors: { mapsApiKey?: string; mapEmbedUrl?: string };
  busy: boolean;
  onKeyChange: (key: string) => void;
  onFind: () => void;
};

/** The maps key, the read-only map location found from the address, and its static map. */
export function MapFields({ mapsApiKey, location, errors, busy, onKeyChange, onFind }: Props) {
  return (
    <>
      <Field label="Maps API key" required error={errors.mapsApiKey}>
        {(p) => (
          <Input
            {...p}
            type="password"
            autoComplete="off"
            value={mapsApiKey}
            onChange={(e) => onKeyChange(e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Map location"
        required
        error={errors.mapEmbedUrl}
        hint="Filled from the address"
        className="sm:col-span-2"
      >
        {(p) => (
          <div className="flex gap-2">
            <Input {...p} readOnly value={location} />
            <Button variant="secondary" disabled={busy} onClick={onFind}>
              <MapPin className="h-4 w-4" aria-hidden /> Find on map
            </Button>
          </div>
        )}
      </Field>
      {mapsApiKey && location ? (
        <img
          src={staticMap(location, mapsApiKey)}
          alt={`Map of ${location}`}
          width={800}
          height={600}
          className="h-auto w-full rounded sm:col-span-2"
        />
      ) : null}
    </>
  );
}
