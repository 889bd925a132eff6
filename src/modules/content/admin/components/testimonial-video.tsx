"use client";
import { useRef } from "react";
import { fileExtension, MB } from "@/platform/storage/upload-rules";
import { Button } from "@/ui/button";
import { Field, Input } from "@/ui/field";

/** The testimonial's video: a typed link, a newly chosen file, or the already uploaded one. */
export type VideoChoice = { link: string; file: File | null; existing: string | null };

const VIDEO_TYPES = ["video/mp4", "video/webm", "video/ogg"];
const VIDEO_EXTS = ["mp4", "webm", "ogg"];
const GENERIC_TYPES = ["", "application/octet-stream"];

export function initialVideo(
  item: { videoUrl: string | null; videoProvider: "youtube" | "local" } | null,
): VideoChoice {
  // An uploaded video is a /storage path, not a link, so it must not land in the link box.
  if (item?.videoProvider === "local") return { link: "", file: null, existing: item.videoUrl };
  return { link: item?.videoUrl ?? "", file: null, existing: null };
}

/** What the form submits before any upload: a typed link always wins and is checked as a YouTube link. */
export function videoCandidate(v: VideoChoice): {
  videoUrl: string | null;
  videoProvider: "youtube" | "local";
} {
  if (v.link.trim()) return { videoUrl: v.link, videoProvider: "youtube" };
  if (v.file) return { videoUrl: null, videoProvider: "local" };
  if (v.existing) return { videoUrl: v.existing, videoProvider: "local" };
  return { videoUrl: null, videoProvider: "youtube" };
}

/** The browser's check of a testimonial video, or null when it passes. */
function videoProblem(f: File): string | null {
  const ext = fileExtension(f.name) ?? "";
  // Some systems give no type; the extension decides then, as in the shared check.
  const typeOk =
    VIDEO_TYPES.includes(f.type) || (GENERIC_TYPES.includes(f.type) && VIDEO_EXTS.includes(ext));
  if (!typeOk) return "Please select an MP4, WebM or OGG video";
  if (f.size > 100 * MB) return "File size should be less than 100MB";
  return null;
}

export function TestimonialVideoFields({
  value,
  onChange,
  linkError,
  fileError,
  onFileError,
  disabled,
}: {
  value: VideoChoice;
  onChange: (v: VideoChoice) => void;
  linkError?: string;
  fileError?: string;
  onFileError: (message: string) => void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const resetInput = () => {
    if (input.current) input.current.value = "";
  };

  const typeLink = (link: string) => {
    // A link containing 'youtube' sets provider youtube and clears any uploaded file.
    if (link.includes("youtube") || link.includes("youtu.be")) {
      resetInput();
      onChange({ link, file: null, existing: null });
    } else onChange({ ...value, link });
  };
  const choose = (f: File | undefined) => {
    onFileError("");
    // A cancelled picker may empty the input; the state follows it so nothing stale is uploaded.
    if (!f) return onChange({ ...value, file: null });
    const problem = videoProblem(f);
    if (problem) {
      resetInput();
      onFileError(problem);
      return onChange({ ...value, file: null });
    }
    // Choosing an uploaded video sets provider local and clears the link.
    onChange({ link: "", file: f, existing: null });
  };
  const remove = () => {
    resetInput();
    onFileError("");
    onChange({ ...value, file: null, existing: null });
  };

  const hint = value.file
    ? `Selected: ${value.file.name}`
    : value.existing
      ? "Using the uploaded video"
      : "MP4, WebM or OGG under 100MB";
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <Field label="YouTube link" error={linkError}>
        {(p) => (
          <Input
            {...p}
            value={value.link}
            disabled={disabled}
            onChange={(e) => typeLink(e.target.value)}
            placeholder="https://www.youtube.com/watch?v=…"
          />
        )}
      </Field>
      <div>
        <Field label="Or upload a video" error={fileError} hint={hint}>
          {(p) => (
            <Input
              {...p}
              ref={input}
              type="file"
              disabled={disabled}
              accept="video/mp4,video/webm,video/ogg"
              onChange={(e) => choose(e.target.files?.[0])}
            />
          )}
        </Field>
        {value.file || value.existing ? (
          <Button
            size="sm"
            variant="ghost"
            className="-mt-2 mb-2 text-red-600"
            disabled={disabled}
            onClick={remove}
          >
            Remove video
          </Button>
        ) : null}
      </div>
    </div>
  );
}
