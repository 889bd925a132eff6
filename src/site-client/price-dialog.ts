import { digitsOnly } from "@/modules/leads/country-codes";
import { fetchCallingCode } from "@/modules/leads/public/calling-code";
import { readVisitSource } from "@/modules/leads/public/visit-source";
import { proofAtSubmit, startPersonCheck, type PersonCheck } from "./person-check";
import { fetchMapsKey, startPlaceSearch, type PlaceSearch } from "./place-search";
import { siteMessages } from "./site-messages";
import { translateLeadMessage } from "./lead-messages";
import { formatMessage } from "./format-message";
import { afterNextPaint } from "./next-paint";
import { checkForm, warmRules } from "./form-rules";
import { ATTR, sel } from "@/platform/site-attributes";

const STEPS = ["whatsapp", "name", "location"] as const;
type Step = (typeof STEPS)[number];
/** The fields each step checks; a message on one of them (the server's too) reopens its step. */
const STEP_FIELDS: Record<Step, string[]> = {
  whatsapp: ["whatsapp", "countryCode"],
  name: ["name"],
  location: ["location"],
};
/** The field whose message slot and focus a field's message goes to (the code's is the number's). */
const SHOWN_ON: Record<string, string> = { countryCode: "whatsapp" };
const stepOf = (field: string) => STEPS.find((s) => STEP_FIELDS[s].includes(field));

/** Pricing's texts as the page has them: compiled, those with values to fill in (formatMessage). */
type PricingTexts = {
  errors?: Record<string, unknown>;
  somethingWrong?: string;
  selected?: unknown;
  loadingPlaces?: string;
};
const texts = () => (siteMessages().Pricing ?? {}) as PricingTexts;

/**
 * The pricing dialog (leads/public/check-price.tsx): every step is in the page's HTML, this shows
 * one at a time. Each Next checks the step's fields (an empty one at once, in the page's
 * language; the rest with the rules POST /api/leads applies), Submit sends the request with the
 * visitor's person check, and closing the dialog puts a fresh first step back.
 */
export function startPriceDialog() {
  const body = document.querySelector<HTMLElement>(sel(ATTR.priceBody));
  const dialog = body?.closest("dialog");
  const form = body?.querySelector<HTMLFormElement>(`form${sel(ATTR.priceForm)}`);
  const thanks = body?.querySelector<HTMLElement>(`[${ATTR.priceStep}=success]`);
  const next = form?.querySelector<HTMLButtonElement>("button[type=submit]");
  const back = form?.querySelector<HTMLButtonElement>(sel(ATTR.priceBack));
  const problem = form?.querySelector<HTMLElement>(sel(ATTR.priceFormError));
  if (!body || !dialog || !form || !thanks || !next || !back || !problem) return;

  const isOpen = () => dialog.matches(":popover-open");
  const control = (name: string) =>
    form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
  // The slots are found once: the place search takes the location field's id when it shows.
  const slots = new Map(
    ["whatsapp", "name", "location"].map((name) => [
      name,
      document.getElementById(`${control(name)?.id}-error`),
    ]),
  );
  let step: Step = "whatsapp";
  let check: PersonCheck | null = null;
  let busy = false;
  let places: { search: PlaceSearch | null; stop: () => void } | null = null;
  // The visitor's calling code applies until they pick one themselves (even the one it shows).
  let picked = false;

  /** The element a field's message is shown on and focus goes to (the place search, once shown). */
  const target = (field: string): HTMLElement | null =>
    field === "location" && places?.search ? places.search.element : control(field);

  function showError(field: string, message: string | undefined) {
    const shown = SHOWN_ON[field] ?? field;
    const slot = slots.get(shown);
    const el = target(shown);
    el?.setAttribute("aria-invalid", String(Boolean(message)));
    if (message && slot) el?.setAttribute("aria-describedby", slot.id);
    else el?.removeAttribute("aria-describedby");
    if (slot) slot.textContent = message ?? "";
  }
  function clearErrors() {
    for (const field of slots.keys()) showError(field, undefined);
    showProblem(undefined);
  }
  function showProblem(message: string | undefined) {
    problem!.textContent = message ?? "";
    problem!.hidden = !message;
  }
  function setBusy(sending: boolean) {
    busy = sending;
    next!.disabled = sending;
    next!.textContent = sending
      ? (next!.getAttribute(ATTR.priceSubmitting) ?? "")
      : ((step === "location"
          ? next!.getAttribute(ATTR.priceSubmit)
          : next!.getAttribute(ATTR.priceNext)) ?? "");
  }

  function show(to: Step, focus = true) {
    step = to;
    for (const s of STEPS)
      form!.querySelector<HTMLElement>(`[${ATTR.priceStep}=${s}]`)!.hidden = s !== to;
    back!.hidden = to === "whatsapp";
    setBusy(false);
    if (to === "location") void offerPlaces();
    if (focus) target(STEP_FIELDS[to][0]!)?.focus();
  }

  /** With a maps key, the location step searches Google's places; without, a plain field. */
  async function offerPlaces() {
    const key = await fetchMapsKey();
    const input = control("location");
    if (!key || places || !input || step !== "location" || !isOpen()) return;
    const field = input.parentElement!;
    const host = document.createElement("div");
    host.setAttribute(ATTR.pricePlaceHost, "");
    const loading = document.createElement("p");
    loading.className = "text-xs text-slate-500";
    loading.textContent = texts().loadingPlaces ?? "";
    host.append(loading);
    const selected = document.createElement("p");
    selected.className = "text-xs text-slate-600";
    selected.hidden = true;
    input.after(host, selected);
    input.hidden = true;
    const id = input.id;
    const restore = () => {
      host.remove();
      selected.remove();
      input.id = id;
      input.hidden = false;
      field.removeAttribute(ATTR.pricePlaces);
      places = null;
    };
    const stop = startPlaceSearch(
      key,
      host,
      (search) => {
        // The field's label and message now belong to the search.
        input.removeAttribute("id");
        search.element.id = id;
        search.element.setAttribute("aria-invalid", input.getAttribute("aria-invalid") ?? "false");
        if (places) places.search = search;
        if (step === "location") search.element.focus();
      },
      (address) => {
        input.value = address;
        selected.textContent = formatMessage(texts().selected, { location: address }) ?? address;
        selected.hidden = !address;
        showError("location", undefined);
      },
      () => {
        restore();
        if (step === "location") input.focus();
      },
    );
    places = {
      search: null,
      stop: () => {
        stop();
        restore();
      },
    };
    field.setAttribute(ATTR.pricePlaces, "");
  }

  function reset() {
    check?.stop();
    check = null;
    places?.stop();
    form!.reset();
    clearErrors();
    thanks!.hidden = true;
    form!.hidden = false;
    show("whatsapp", false);
  }

  const applyCallingCode = () => {
    const select = control("countryCode");
    if (!select) return;
    picked = false;
    void fetchCallingCode().then((code) => {
      if (!picked) select.value = code;
    });
  };

  dialog.addEventListener("toggle", (e) => {
    // Closed (Escape, a tap outside, Close): a fresh first step for the next time.
    if ((e as ToggleEvent).newState !== "open") return reset();
    target(STEP_FIELDS[step][0]!)?.focus();
    afterNextPaint(() => {
      if (!isOpen()) return;
      applyCallingCode();
      // The person check starts as the dialog opens (its time counts from the challenge).
      check ??= startPersonCheck();
      warmRules("lead");
      void fetchMapsKey();
    });
  });

  form.addEventListener("change", (e) => {
    if ((e.target as Element).matches("select[name=countryCode]")) picked = true;
  });
  form.addEventListener("input", (e) => {
    const input = e.target as HTMLInputElement;
    // The number field keeps digits only.
    if (input.matches(sel(ATTR.priceDigitsOnly))) {
      const digits = digitsOnly(input.value);
      if (digits !== input.value) input.value = digits;
    }
    if (input.getAttribute("aria-invalid") === "true") showError(input.name, undefined);
  });
  form.addEventListener("keydown", (e) => {
    // Enter never submits from the place field: it picks a suggestion, or nothing.
    const from = e.target as Element;
    if (
      e.key === "Enter" &&
      (from.matches(sel(ATTR.priceNoEnter)) || from.closest(sel(ATTR.pricePlaces)))
    )
      e.preventDefault();
  });
  back.addEventListener("click", () => {
    if (busy) return;
    clearErrors();
    show(step === "location" ? "name" : "whatsapp");
  });
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    if (busy) return;
    void advance();
  });

  /** The step's fields checked: the next step, or (on the last) the request sent. */
  async function advance() {
    showProblem(undefined);
    const fields = STEP_FIELDS[step];
    const errors = texts().errors;
    // An empty field is answered at the tap, while the rules may still be on their way.
    const empty = fields.filter((f) => !control(f)?.value.trim() && errors?.[`${f}Required`]);
    if (empty.length) return showFound(Object.fromEntries(empty.map((f) => [f, `${f}Required`])));
    busy = true;
    const found = await checkForm("lead", values()).finally(() => (busy = false));
    const mine = Object.fromEntries(
      Object.entries(found)
        .filter(([f]) => fields.includes(f))
        .map(([f, m]) => [f, translateLeadMessage(m, errors)]),
    );
    if (Object.keys(mine).length) return showFound(mine, true);
    clearErrors();
    if (step !== "location") return show(step === "whatsapp" ? "name" : "location");
    await send();
  }

  /** Messages on their fields, the first focused; keys of Pricing.errors unless `translated`. */
  function showFound(found: Record<string, string | undefined>, translated = false) {
    const errors = texts().errors;
    for (const field of STEP_FIELDS[step]) {
      const message = found[field];
      // The code's message shows under the number only when the number itself has none.
      if (field === "countryCode" && (!message || found.whatsapp)) continue;
      showError(field, translated ? message : message && formatMessage(errors?.[message], {}));
    }
    const first = Object.keys(found)[0];
    if (first) target(SHOWN_ON[first] ?? first)?.focus();
  }

  const values = () => ({
    whatsapp: control("whatsapp")?.value ?? "",
    countryCode: control("countryCode")?.value ?? "",
    name: control("name")?.value ?? "",
    location: control("location")?.value ?? "",
    website: control("website")?.value ?? "",
  });

  async function send() {
    setBusy(true);
    check ??= startPersonCheck();
    const tr = (m: string | undefined) => translateLeadMessage(m, texts().errors);
    try {
      const res = await fetch("/api/leads", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          ...values(),
          gameId: body!.getAttribute(ATTR.priceBody) ?? "",
          language: document.documentElement.getAttribute(ATTR.locale) ?? undefined,
          source: readVisitSource(),
          ...(await proofAtSubmit(check)),
        }),
      });
      if (res.ok) {
        check.stop();
        check = null;
        form!.hidden = true;
        thanks!.hidden = false;
        thanks!.querySelector<HTMLElement>("h3")?.focus();
        return;
      }
      const error = (
        (await res.json().catch(() => null)) as {
          error?: {
            message?: string;
            code?: string;
            details?: { fields?: Record<string, unknown> };
          };
        } | null
      )?.error;
      // A field the server refused is shown on that field, on its step; other fields' messages
      // (the game, the proof) and every other answer go to the box below the form.
      const refused = Object.entries(error?.details?.fields ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string" && !!stepOf(entry[0]),
      );
      setBusy(false);
      if (refused.length) {
        const to = stepOf(refused[0]![0])!;
        if (to !== step) show(to, false);
        return showFound(Object.fromEntries(refused.map(([f, m]) => [f, tr(m)])), true);
      }
      // The server's own message when it sent one (e.g. the rate limit); otherwise a generic one.
      showProblem(error?.message && error.code ? tr(error.message) : texts().somethingWrong);
    } catch {
      setBusy(false);
      showProblem(texts().somethingWrong);
    }
  }
}
