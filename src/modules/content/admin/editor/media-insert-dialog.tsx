"use client";
import { useState } from "react";
import { uploadFile } from "@/platform/storage/upload-client";
import { IMAGE_MIME_TYPES, MB } from "@/platform/storage/upload-rules";
import { youtubeEmbed, youtubeId } from "@/modules/content/youtube";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { Field, Input } from "@/ui/field";
import { cn } from "@/ui/cn";

type Props = {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  onImage: (url: string, alt: string) => void;
  onVideo: (embed: string) => void;
};

/** Adds an image (uploaded under about/) or a video-site link to the editor. */
export function MediaInsertDialog({ open, onOpenChange, onImage, onVideo }: Props) {
  const [mode, setMode] = useState<"image" | "video">("image");
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [link, setLink] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setFile(null);
    setAlt("");
    setLink("");
    setError(null);
  };
  const close = (o: boolean) => {
    if (!o) reset();
    onOpenChange(o);
  };

  const pick = (f: File | null) => {
    setError(null);
    setFile(null);
    if (!f) return;
    if (!IMAGE_MIME_TYPES.includes(f.type))
      return setError("Please select a valid image file (JPG, PNG, GIF, WebP)");
    if (f.size > 5 * MB) return setError("File size should be less than 5MB");
    setFile(f);
  };

  const insert = async () => {
    setError(null);
    if (mode === "video") {
      const id = youtubeId(link);
      if (!id) return setError("Invalid YouTube URL");
      onVideo(youtubeEmbed(id));
      return close(false);
    }
    if (!file) return;
    setBusy(true);
    try {
      const res = await uploadFile(file, { scope: "editor" });
      if (!res?.url) throw new Error("Upload failed - no path returned");
      onImage(res.url, alt);
      close(false);
    } catch (e) {
      console.error("Image upload failed", e);
      setError(e instanceof Error ? e.message : "Failed to upload media");
    } finally {
      setBusy(false);
    }
  };

  const tab = (m: "image" | "video", label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={mode === m}
      onClick={() => {
        setMode(m);
        setError(null);
      }}
      className={cn(
        "rounded-md px-3 py-1.5 text-sm font-medium",
        mode === m ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-700",
      )}
    >
      {label}
    </button>
  );

  return (
    <Dialog open={open} onOpenChange={close} title="Add image or video" locked={busy}>
      <div role="tablist" className="mb-4 flex gap-2">
        {tab("image", "Image")}
        {tab("video", "Video")}
      </div>
      {mode === "image" ? (
        <>
          <Field label="Image file">
            {(p) => (
              <Input
                {...p}
                type="file"
                accept="image/jpeg,image/png,image/gif,image/webp"
                onChange={(e) => pick(e.target.files?.[0] ?? null)}
              />
            )}
          </Field>
          <Field label="Alternative text">
            {(p) => <Input {...p} value={alt} onChange={(e) => setAlt(e.target.value)} />}
          </Field>
        </>
      ) : (
        <Field label="Video link" hint="A YouTube watch, embed or short link">
          {(p) => (
            <Input
              {...p}
              value={link}
              onChange={(e) => setLink(e.target.value)}
              placeholder="https://www.youtube.com/watch?v=…"
            />
          )}
        </Field>
      )}
      <ErrorBox className="mb-3">{error}</ErrorBox>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => close(false)} disabled={busy}>
          Cancel
        </Button>
        <Button
          onClick={() => void insert()}
          disabled={busy || (mode === "image" ? !file : !link.trim())}
        >
          {busy ? "Uploading..." : "Insert"}
        </Button>
      </div>
    </Dialog>
  );
}
