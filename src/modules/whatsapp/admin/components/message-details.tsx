import type { IncomingDetails } from "../../schema";
import type { ConversationMessage } from "../../server/conversation";

/** A map for the shared place: a plain link to OpenStreetMap (no map script on the page). */
function mapUrl(latitude: number, longitude: number): string {
  const q = new URLSearchParams({ mlat: String(latitude), mlon: String(longitude) });
  return `https://www.openstreetmap.org/?${q.toString()}#map=16/${latitude}/${longitude}`;
}

/** Types whose details say all their text says: the body is not shown again. */
export const SHOWN_BY_DETAILS = new Set(["location", "contacts", "system"]);

/** What a buyer's message says beyond its text, as a salesperson needs it. */
export function MessageDetails({ details: d }: { details: IncomingDetails }) {
  return (
    <>
      {d.location ? <Place place={d.location} /> : null}
      {d.contacts?.length ? <SharedContacts contacts={d.contacts} /> : null}
      {d.order ? <Order order={d.order} /> : null}
      {d.reply?.description ? (
        <p className="text-xs text-slate-600">{d.reply.description}</p>
      ) : null}
      {d.system ? (
        <p className="text-xs text-slate-700 italic">
          {d.system.newNumber
            ? `The buyer changed their WhatsApp number to +${d.system.newNumber}: this lead now uses it.`
            : `WhatsApp notice: ${d.system.kind}`}
        </p>
      ) : null}
      {d.referral ? <Referral referral={d.referral} /> : null}
    </>
  );
}

function Place({ place }: { place: NonNullable<IncomingDetails["location"]> }) {
  return (
    <div className="space-y-0.5">
      <p className="font-medium text-slate-900">{place.name ?? "Shared location"}</p>
      {place.address ? <p className="text-slate-700">{place.address}</p> : null}
      <a
        className="text-blue-700 underline"
        href={mapUrl(place.latitude, place.longitude)}
        target="_blank"
        rel="noopener noreferrer"
      >
        Open the location on a map
      </a>
    </div>
  );
}

function SharedContacts({ contacts }: { contacts: NonNullable<IncomingDetails["contacts"]> }) {
  return (
    <ul aria-label="Shared contacts" className="space-y-1">
      {contacts.map((c, i) => (
        <li key={i} className="rounded border border-slate-200 p-1">
          <p className="font-medium text-slate-900">{c.name || "Contact"}</p>
          {c.phones.map((p) => (
            <p key={p}>
              <a className="text-blue-700 underline" href={`tel:${p.replace(/[^\d+]/g, "")}`}>
                {p}
              </a>
            </p>
          ))}
          {c.emails.map((e) => (
            <p key={e} className="text-slate-700">
              {e}
            </p>
          ))}
        </li>
      ))}
    </ul>
  );
}

const money = (price: number, currency: string) => {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).format(price);
  } catch {
    return `${price} ${currency}`;
  }
};

function Order({ order }: { order: NonNullable<IncomingDetails["order"]> }) {
  return (
    <table className="w-full text-left text-xs">
      <caption className="text-left font-medium text-slate-900">Order</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Quantity</th>
          <th scope="col">Unit price</th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((item, i) => (
          <tr key={i}>
            <td className="break-all">{item.productRetailerId}</td>
            <td>{item.quantity}</td>
            <td>{money(item.price, item.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Referral({ referral: r }: { referral: NonNullable<IncomingDetails["referral"]> }) {
  return (
    <div className="border-l-2 border-amber-400 pl-2 text-xs text-slate-700">
      <p>
        {r.sourceType === "post" ? "Came from a post" : "Came from an ad"}
        {r.headline ? `: ${r.headline}` : ""}
      </p>
      {r.body ? <p>{r.body}</p> : null}
      {r.sourceUrl ? (
        <a
          className="text-blue-700 underline"
          href={r.sourceUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {r.sourceType === "post" ? "Open the post" : "Open the ad"}
        </a>
      ) : null}
    </div>
  );
}

/** The message a reply answers, quoted as WhatsApp shows it. */
export function Quoted({ quoted }: { quoted: NonNullable<ConversationMessage["quoted"]> }) {
  return (
    <blockquote className="border-l-2 border-slate-300 pl-2 text-xs text-slate-600">
      {quoted.direction === "out"
        ? "Replying to us: "
        : quoted.direction === "in"
          ? "Replying to the buyer's message: "
          : "Replying to a message that is not in this conversation"}
      {quoted.text}
    </blockquote>
  );
}
