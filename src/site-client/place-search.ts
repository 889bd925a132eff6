import { ATTR } from "@/platform/site-attributes";

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

const POLL_MS = 100;
const POLL_LIMIT = 150;
const SCRIPT_ID = "google-maps-places";

/**
 * Whether this document's policy may admit Google Maps: only a page whose definition loads the
 * Maps script names its hosts (src/site/render/site-pages.tsx), and its document says so.
 */
function documentAdmitsMaps(): boolean {
  return document.documentElement.hasAttribute(ATTR.maps);
}

let asked: Promise<string | null> | undefined;

/** The maps browser key from contact settings, asked once; none where the policy refuses Maps. */
export function fetchMapsKey(): Promise<string | null> {
  asked ??= documentAdmitsMaps()
    ? fetch("/api/leads/maps-key", { cache: "no-store" })
        .then((r) => (r.ok ? r.json() : null))
        .then((d: { mapsApiKey?: string | null } | null) => d?.mapsApiKey ?? null)
        .catch(() => null)
    : Promise.resolve(null);
  return asked;
}

function loadScript(key: string) {
  if (document.getElementById(SCRIPT_ID)) return;
  const s = document.createElement("script");
  s.id = SCRIPT_ID;
  s.async = true;
  s.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places&loading=async&v=weekly`;
  document.head.appendChild(s);
}

export type PlaceSearch = { element: HTMLElement; remove: () => void };

/**
 * Google's PlaceAutocompleteElement (Places API (New)) in `host`, polled for while its script
 * loads; its default results are the establishment and geocode collections, which together are
 * every result, so no filter is the faithful one. `onPick` gets the chosen place's formatted
 * address; `onUnavailable` runs when the script never came (the plain field stays).
 */
export function startPlaceSearch(
  key: string,
  host: HTMLElement,
  onReady: (search: PlaceSearch) => void,
  onPick: (address: string) => void,
  onUnavailable: () => void,
): () => void {
  loadScript(key);
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
    const made = new places.PlaceAutocompleteElement({});
    element = made;
    made.className = "block w-full";
    const pick = async (event: Event) => {
      const e = event as SelectEvent;
      const place = e.placePrediction?.toPlace() ?? e.place;
      if (!place) return;
      await place.fetchFields({ fields: ["formattedAddress", "displayName", "location", "id"] });
      onPick(place.formattedAddress ?? place.displayName ?? "");
    };
    made.addEventListener("gmp-select", pick);
    made.addEventListener("gmp-placeselect", pick);
    host.replaceChildren(made);
    onReady({ element: made, remove: () => made.remove() });
  }, POLL_MS);
  return () => {
    window.clearInterval(timer);
    element?.remove();
  };
}
