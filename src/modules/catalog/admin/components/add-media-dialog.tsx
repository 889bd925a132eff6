"use client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "@/platform/http/api-client";
import {
  checkUpload,
  fileExtension,
  MEDIA_PANEL_VIDEO_MAX_MB,
} from "@/platform/storage/upload-rules";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { cn } from "@/ui/cn";
import { Dialog } from "@/ui/dialog";
import { Field, Input } from "@/ui/field";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { mediaDetailsSchema } from "../../validation";
import { catalogMutations } from "../mutations";
import { UploadProgress } from "./upload-progress";
import { VideoDetailsFields, type VideoDetails } from "./video-details-fields";

type Mode = "image" | "video";
const EMPTY_DETAILS: VideoDetails = {
  type: "image",
  title: "",
  description: "",
  mediaType: "showcase",
};

/** Upload errors as the media panel words them. */
function uploadErrorText(e: unknown, mode: Mode): string {
  const msg = e instanceof Error ? e.message : String(e);
  const status = e instanceof ApiError ? e.status : 0;
  if (mode === "video" && (status === 413 || /too large/i.test(msg)))
    return "Video file is too large. Please try a smaller file (max 500MB).";
  if (mode === "video" && (status === 415 || /mime type/i.test(msg)))
    return `Invalid video format. Please use MP4, WebM, OGG, or MOV files ${msg}`;
  if (status === 413 || status === 415 || status === 400) return msg;
  return "Failed to upload media";
}

/** Upload an image or a video of a game; closes once the media list shows it. */
export function AddMediaDialog({ gameId, onClose }: { gameId: string; onClose: () => void }) {
  const add = useMutation(catalogMutations.addMedia(gameId));
  // One field set for both kinds: the image branch of the schema ignores the video's fields.
  const form = useSchemaForm(mediaDetailsSchema, {
    defaultValues: EMPTY_DETAILS as never,
  }) as unknown as UseFormReturn<VideoDetails, unknown, z.output<typeof mediaDetailsSchema>>;
  const { errors } = form.formState;
  const mode: Mode = form.watch("type");
  const description = form.watch("description");
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;

  const choose = (f: File | null) => {
    setError(null);
    setFileError(null);
    setFile(null);
    if (!f) return;
    if (mode === "video" && !["mp4", "webm", "ogg", "mov"].includes(fileExtension(f.name) ?? "")) {
      return setFileError("Please upload a video in MP4, WebM, OGG, or MOV format.");
    }
    const problem = checkUpload(
      f,
      mode,
      mode === "video" ? { maxMb: MEDIA_PANEL_VIDEO_MAX_MB } : {},
    );
    // null means the file passed; a failure without text ("") still needs a visible reason.
    if (problem !== null)
      return setFileError(
        problem || (mode === "image" ? "Invalid image file" : "Invalid video file"),
      );
    setFile(f);
  };

  const submit = form.handleSubmit((details) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    add.mutate(
      { file, onProgress: setProgress, ...details },
      {
        onSuccess: onClose,
        onError: (e) => {
          setProgress(null);
          if (showServerErrors(e, form.setError)) return;
          setError(/no path returned/.test(e.message) ? e.message : uploadErrorText(e, mode));
        },
      },
    );
  });

  const choice = (m: Mode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === m}
      disabled={uploading}
      onClick={() => {
        form.setValue("type", m);
        form.clearErrors();
        setFile(null);
        setFileError(null);
        setError(null);
      }}
      className={cn(
        "flex-1 rounded-md border px-3 py-2 text-sm font-medium",
        mode === m
          ? "border-brand-700 bg-brand-50 text-brand-700"
          : "border-slate-300 text-slate-700",
      )}
    >
      {label}
    </button>
  );

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && !uploading && onClose()}
      title="Add Media"
      locked={uploading}
    >
      <div className="mb-4 flex gap-2">
        {choice("image", "Image Upload")}
        {choice("video", "Video Upload")}
      </div>
      <form onSubmit={submit} noValidate>
        <Field
          label={mode === "image" ? "Image file" : "Video file"}
          required
          error={fileError ?? undefined}
          hint={
            mode === "image"
              ? "JPG, PNG, GIF or WebP, up to 5MB"
              : "MP4, WebM, OGG or MOV, up to 500MB"
          }
        >
          {(p) => (
            <Input
              key={mode}
              {...p}
              type="file"
              disabled={uploading}
              accept={
                mode === "image"
                  ? "image/jpeg,image/png,image/gif,image/webp"
                  : "video/mp4,video/webm,video/ogg,video/quicktime,.mov"
              }
              onChange={(e) => choose(e.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        {mode === "video" ? (
          <VideoDetailsFields
            register={form.register}
            errors={errors}
            description={description}
            disabled={uploading}
          />
        ) : null}
        {progress !== null ? <UploadProgress percent={progress} /> : null}
        <div aria-live="polite">
          <ErrorBox className="mb-3">{error}</ErrorBox>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={uploading}>
            Cancel
          </Button>
          <Button type="submit" disabled={uploading || !file}>
            {uploading ? "Uploading..." : "Upload"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
