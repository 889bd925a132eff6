"use client";
import { Download } from "lucide-react";
import { useState } from "react";
import { ErrorBox } from "./alert";
import { Button } from "./button";

const nf = new Intl.NumberFormat("en-US");

/**
 * Downloads a CSV the server streams, showing how many of its rows have arrived (the server sends
 * the total in X-Total-Count). Every row of the export ends in `"\r\n` because every cell is
 * quoted; a quoted cell holding a line break can make the count run ahead, so it is capped.
 */
export function ExportButton(props: { url: string; label?: string; disabled?: boolean }) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failed, setFailed] = useState(false);

  async function run() {
    setFailed(false);
    try {
      const res = await fetch(props.url, { credentials: "same-origin" });
      if (!res.ok || !res.body) throw new Error(`Export failed (${res.status})`);
      const total = Number(res.headers.get("x-total-count") ?? 0);
      const name =
        /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ??
        "export.csv";
      setProgress({ done: 0, total });
      const parts: Uint8Array[] = [];
      const reader = res.body.getReader();
      let lines = -1; // the header line
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        for (let i = 2; i < value.length; i++)
          if (value[i] === 10 && value[i - 1] === 13 && value[i - 2] === 34) lines++;
        setProgress({ done: Math.min(Math.max(lines, 0), total), total });
      }
      const url = URL.createObjectURL(new Blob(parts as BlobPart[], { type: "text/csv" }));
      const a = document.createElement("a");
      a.href = url;
      a.download = name;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (e) {
      console.error("Export failed", e);
      setFailed(true);
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="flex items-center gap-2">
      <Button variant="secondary" disabled={props.disabled || progress !== null} onClick={run}>
        <Download className="h-4 w-4" aria-hidden /> {props.label ?? "Export CSV"}
      </Button>
      {progress ? (
        <span className="flex items-center gap-2 text-sm text-slate-600" role="status">
          <progress
            className="h-2 w-32"
            value={progress.done}
            max={Math.max(progress.total, 1)}
            aria-label="Export progress"
          />
          {nf.format(progress.done)} of {nf.format(progress.total)}
        </span>
      ) : null}
      {failed ? <ErrorBox>Export failed. Please try again.</ErrorBox> : null}
    </div>
  );
}
