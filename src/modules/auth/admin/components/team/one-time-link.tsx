"use client";
import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "@/ui/button";
import { Input } from "@/ui/field";
import type { OneTimeLink as Link } from "../../admin-api";

/** A one-time link shown once, with a copy button and where (else) it went. */
export function OneTimeLink({ link, email }: { link: Link; email: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
    } catch (e) {
      console.warn("Copy failed", e);
    }
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Copy this link now: it is shown only once. It works once and expires on{" "}
        {new Date(link.expiresAt).toLocaleString()}.
      </p>
      <div className="flex gap-2">
        <Input
          readOnly
          value={link.url}
          aria-label="One-time link"
          onFocus={(e) => e.currentTarget.select()}
          className="font-mono text-xs"
        />
        <Button variant="secondary" onClick={() => void copy()} aria-live="polite">
          {copied ? (
            <Check className="h-4 w-4" aria-hidden />
          ) : (
            <Copy className="h-4 w-4" aria-hidden />
          )}
          {copied ? "Copied" : "Copy link"}
        </Button>
      </div>
      {link.mail === "sent" ? (
        <p className="text-sm text-green-800">It was also emailed to {email}.</p>
      ) : null}
      {link.mail === "failed" ? (
        <p role="alert" className="text-sm text-amber-800">
          The email to {email} could not be sent; share the link yourself.
        </p>
      ) : null}
    </div>
  );
}
