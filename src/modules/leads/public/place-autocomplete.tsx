"use client";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "@/platform/i18n/client";

type PlaceLike = {
  formattedAddress?: string;
  displayName?: string;
  fetchFields: (o: { fields: string[] }) => Promise<unknown>;
};
type SelectEvent = Event & { placePrediction?: { toPlace: () => PlaceLike }; place?: PlaceLike };
type PlacesNamespace = {
  PlaceAutocompleteElement: new (opts: Record<string, unknown>) => HTMLElement;
};
type MapsWindow = Window & { google?: { maps?: { places?: PlacesNamespace } } };

const POLL_MS = 100; // The script load is polled every 100 ms
const POLL_LIMIT = 150;
const SCRIPT_ID = "google-maps-places";

function loadScript(key: string) {
  if (document.getElementById(SCRIPT_ID)) return;
  const s = document.createElement("script");
  s.id = SCRIPT_ID;
  s.async = true;
  s.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places&loading=async&v=weekly`;
  document.head.appendChild(s);
}

/**
 * Google's PlaceAutocompleteElement (Places API (New)); its default results are the establishment
 * and geocode collections. The chosen place's formatted address is handed to onChange.
 * When the script fails to load, onUnavailable lets the caller fall back to a plain field.
 */
export function PlaceAutocomplete({
  apiKey,
  inputId,
  invalid,
  describedBy,
  onChange,
  onUnavailable,
}: {
  apiKey: string;
  inputId: string;
  invalid: boolean;
  describedBy?: string;
  onChange: (address: string) => void;
  onUnavailable: () => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const t = useTranslations("Pricing");
  const [ready, setReady] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    loadScript(apiKey);
    let tries = 0;
    let element: HTMLElement | undefined;
    const timer = window.setInterval(() => {
      const places = (window as MapsWindow).google?.maps?.places;
      if (!places?.PlaceAutocompleteElement) {
        if (++tries >= POLL_LIMIT) {
          window.clearInterval(timer);
          onUnavailable();
        }
        return;
      }
      window.clearInterval(timer);
      // Results are limited to establishment and geocode; together those two mean every result,
      // and the Places API (New) filters on primary types only, so no filter is the faithful one.
      element = new places.PlaceAutocompleteElement({});
      element.id = inputId;
      element.setAttribute("aria-invalid", String(invalid));
      if (describedBy) element.setAttribute("aria-describedby", describedBy);
      element.className = "block w-full";
      const pick = async (event: Event) => {
        const e = event as SelectEvent;
        const place = e.placePrediction?.toPlace() ?? e.place;
        if (!place) return;
        await place.fetchFields({ fields: ["formattedAddress", "displayName", "location", "id"] });
        onChangeRef.current(place.formattedAddress ?? place.displayName ?? "");
      };
      element.addEventListener("gmp-select", pick);
      element.addEventListener("gmp-placeselect", pick);
      host.current?.appendChild(element);
      // The location step opens with the cursor in its field, like the other steps.
      element.focus();
      setReady(true);
    }, POLL_MS);
    return () => {
      window.clearInterval(timer);
      element?.remove();
    };
    // The element is created once per key; aria attributes are kept in sync below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apiKey]);

  useEffect(() => {
    const el = host.current?.firstElementChild;
    el?.setAttribute("aria-invalid", String(invalid));
  }, [invalid]);

  return (
    <div
      ref={host}
      data-testid="place-autocomplete"
      // Enter picks a suggestion; it must never submit the pricing form.
      onKeyDown={(e) => {
        if (e.key === "Enter") e.preventDefault();
      }}
    >
      {ready ? null : <p className="text-xs text-slate-500">{t("loadingPlaces")}</p>}
    </div>
  );
}
