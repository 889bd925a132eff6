"use client";
import { Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Input } from "./field";

/**
 * A search box that reports its text a moment after typing stops (one request per pause, not per
 * key) and follows the URL when back/forward changes it.
 */
export function SearchBox(props: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder?: string;
}) {
  const id = useId();
  const [text, setText] = useState(props.value);
  const [sent, setSent] = useState(props.value);
  if (props.value !== sent) {
    // The URL changed under us (back/forward, a shared link): show its text.
    setSent(props.value);
    setText(props.value);
  }
  const { onSearch } = props;
  useEffect(() => {
    if (text.trim() === sent.trim()) return;
    const t = setTimeout(() => {
      setSent(text.trim());
      onSearch(text.trim());
    }, 300);
    return () => clearTimeout(t);
  }, [text, sent, onSearch]);
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {props.label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <Input
        id={id}
        type="search"
        className="w-56 pl-8"
        maxLength={100}
        value={text}
        placeholder={props.placeholder ?? "Search"}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            setSent(text.trim());
            onSearch(text.trim());
          }
        }}
      />
    </div>
  );
}

/** From/to dates (whole days, both included); an empty field is no limit. */
export function DateRange(props: {
  from?: string;
  to?: string;
  onChange: (range: { from?: string; to?: string }) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-1 text-sm text-slate-600">
      <label htmlFor={`${id}-from`}>From</label>
      <Input
        id={`${id}-from`}
        type="date"
        className="w-40"
        value={props.from ?? ""}
        max={props.to}
        onChange={(e) => props.onChange({ from: e.target.value || undefined, to: props.to })}
      />
      <label htmlFor={`${id}-to`}>to</label>
      <Input
        id={`${id}-to`}
        type="date"
        className="w-40"
        value={props.to ?? ""}
        min={props.from}
        onChange={(e) => props.onChange({ from: props.from, to: e.target.value || undefined })}
      />
    </div>
  );
}
