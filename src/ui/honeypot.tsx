/**
 * A field people never see and only bots fill (named `website`): a form that arrives with it filled
 * is answered as sent and stored as nothing. Its label is for bots, in no language.
 */
export function Honeypot() {
  return (
    <div aria-hidden className="absolute -start-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
