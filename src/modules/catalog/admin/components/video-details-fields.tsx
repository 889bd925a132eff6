"use client";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Field, Input, Select, Textarea } from "@/ui/field";
import { VIDEO_DESCRIPTION_MAX } from "../../validation";

/** The add-media form's video fields (the values of its video branch). */
export type VideoDetails = {
  type: "image" | "video";
  title: string;
  description: string;
  mediaType: "showcase" | "trailer" | "gameplay";
};

type Props = {
  register: UseFormRegister<VideoDetails>;
  errors: FieldErrors<VideoDetails>;
  /** The description as typed, for the characters left. */
  description: string;
  disabled: boolean;
};

/** A game video's title, description (with the characters left) and type. */
export function VideoDetailsFields({ register, errors, description, disabled }: Props) {
  return (
    <>
      <Field label="Video title" required error={errors.title?.message}>
        {(p) => <Input {...p} disabled={disabled} {...register("title")} />}
      </Field>
      <Field
        label="Video description"
        required
        error={errors.description?.message}
        hint={`${VIDEO_DESCRIPTION_MAX - description.length} characters remaining`}
      >
        {(p) => (
          <Textarea
            {...p}
            disabled={disabled}
            maxLength={VIDEO_DESCRIPTION_MAX}
            {...register("description")}
          />
        )}
      </Field>
      <Field label="Video type" required error={errors.mediaType?.message}>
        {(p) => (
          <Select {...p} disabled={disabled} {...register("mediaType")}>
            <option value="showcase">Showcase</option>
            <option value="trailer">Trailer</option>
            <option value="gameplay">Gameplay</option>
          </Select>
        )}
      </Field>
    </>
  );
}
