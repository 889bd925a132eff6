"use client";
import { Field, Input, Select, Textarea } from "@/ui/field";
import { VIDEO_DESCRIPTION_MAX } from "../../validation";

export type VideoDetails = {
  title: string;
  description: string;
  mediaType: "showcase" | "trailer" | "gameplay";
};
export const EMPTY_VIDEO_DETAILS: VideoDetails = {
  title: "",
  description: "",
  mediaType: "showcase",
};

type Props = { value: VideoDetails; onChange: (value: VideoDetails) => void; disabled: boolean };

/** A game video's title, description (with the characters left) and type. */
export function VideoDetailsFields({ value, onChange, disabled }: Props) {
  const set = <K extends keyof VideoDetails>(k: K, v: VideoDetails[K]) =>
    onChange({ ...value, [k]: v });
  return (
    <>
      <Field label="Video title" required>
        {(p) => (
          <Input
            {...p}
            disabled={disabled}
            value={value.title}
            onChange={(e) => set("title", e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Video description"
        required
        hint={`${VIDEO_DESCRIPTION_MAX - value.description.length} characters remaining`}
      >
        {(p) => (
          <Textarea
            {...p}
            disabled={disabled}
            maxLength={VIDEO_DESCRIPTION_MAX}
            value={value.description}
            onChange={(e) => set("description", e.target.value)}
          />
        )}
      </Field>
      <Field label="Video type" required>
        {(p) => (
          <Select
            {...p}
            disabled={disabled}
            value={value.mediaType}
            onChange={(e) => set("mediaType", e.target.value as VideoDetails["mediaType"])}
          >
            <option value="showcase">Showcase</option>
            <option value="trailer">Trailer</option>
            <option value="gameplay">Gameplay</option>
          </Select>
        )}
      </Field>
    </>
  );
}
