import { Link } from "@/platform/i18n/link";
import { buttonClass } from "@/ui/button";

/** A centred message for empty, missing and failed states, with one way onward. */
export function StateMessage({
  title,
  message,
  action,
}: {
  title?: string;
  message: string;
  action?: { href: string; label: string };
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      {title ? <h1 className="text-3xl font-bold">{title}</h1> : null}
      <p className="text-lg text-slate-600">{message}</p>
      {action ? (
        <Link href={action.href} className={buttonClass("primary")}>
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}
