import { mutationOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/platform/http/api-client";
import { reorderMutation } from "@/platform/http/optimistic-reorder";
import { uploadFile } from "@/platform/storage/upload-client";
import type {
  aboutSchema,
  blogPostSchema,
  footerSchema,
  logoSchema,
  testimonialSchema,
} from "../validation";
import { contentKeys, toAbout, toFooterEntry } from "./admin-api";
import type { AboutRow, FooterKind, FooterRow, Logo, Testimonial } from "./types";

type TestimonialValues = z.output<typeof testimonialSchema>;

/** PUT to `base/id` for a stored item, POST to `base` for a new one. */
const upsert = (base: string, id: string | undefined, json: unknown) =>
  api(id ? `${base}/${id}` : base, { method: id ? "PUT" : "POST", json });

/** Every back-office write of the site content, each refreshing exactly the reads it changes. */
export const contentMutations = {
  /** Uploads a newly chosen video first; a stored item is replaced, a new one created. */
  saveTestimonial: (id?: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to save testimonial" },
      mutationFn: async ({ values, video }: { values: TestimonialValues; video: File | null }) => {
        let body = values;
        if (values.videoProvider === "local" && video) {
          const res = await uploadFile(video, { scope: "testimonial-video" });
          if (!res?.path) throw new Error("Upload failed - no path returned");
          body = { ...body, videoUrl: res.url, videoProvider: "local" };
        }
        return upsert("/api/admin/testimonials", id, body);
      },
      onSuccess: (_data, _values, _r, { client }) =>
        client.invalidateQueries({ queryKey: contentKeys.testimonials() }),
    }),
  /** Not optimistic: the Hidden badge means the public site no longer shows it. */
  toggleTestimonial: () =>
    mutationOptions({
      meta: { errorMessage: "Failed to save testimonial" },
      mutationFn: (t: Testimonial) =>
        api(`/api/admin/testimonials/${t.id}`, { method: "PATCH", json: { active: !t.active } }),
      onSuccess: (_data, _t, _r, { client }) =>
        client.invalidateQueries({ queryKey: contentKeys.testimonials() }),
    }),
  deleteTestimonial: () =>
    mutationOptions({
      meta: { errorMessage: "Failed to delete testimonial" },
      mutationFn: (id: string) => api(`/api/admin/testimonials/${id}`, { method: "DELETE" }),
      onSuccess: (_data, _id, _r, { client }) =>
        client.invalidateQueries({ queryKey: contentKeys.testimonials() }),
    }),
  reorderTestimonials: () =>
    reorderMutation<Testimonial>(
      contentKeys.testimonials(),
      "/api/admin/testimonials/reorder",
      "Failed to reorder testimonials",
    ),

  saveLogo: (id?: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to save logo" },
      mutationFn: (values: z.output<typeof logoSchema>) =>
        upsert("/api/admin/client-logos", id, values),
      onSuccess: (_data, _values, _r, { client }) =>
        client.invalidateQueries({ queryKey: contentKeys.logos() }),
    }),
  deleteLogo: () =>
    mutationOptions({
      meta: { errorMessage: "Failed to delete logo" },
      mutationFn: (id: string) => api(`/api/admin/client-logos/${id}`, { method: "DELETE" }),
      onSuccess: (_data, _id, _r, { client }) =>
        client.invalidateQueries({ queryKey: contentKeys.logos() }),
    }),
  reorderLogos: () =>
    reorderMutation<Logo>(
      contentKeys.logos(),
      "/api/admin/client-logos/reorder",
      "Failed to reorder logos",
    ),

  /** The saved row becomes the cached page. */
  saveAbout: () =>
    mutationOptions({
      meta: { errorMessage: "Failed to save changes" },
      mutationFn: (values: z.output<typeof aboutSchema>) =>
        api<AboutRow>("/api/admin/about", { method: "PUT", json: values }),
      onSuccess: (row, _values, _r, { client }) =>
        client.setQueryData(contentKeys.about(), toAbout(row)),
    }),
  saveFooter: (type: FooterKind) =>
    mutationOptions({
      meta: { errorMessage: "Failed to save content" },
      mutationFn: (values: z.output<typeof footerSchema>) =>
        api<FooterRow>(`/api/admin/footer/${type}`, { method: "PUT", json: values }),
      onSuccess: (row, _values, _r, { client }) =>
        client.setQueryData(contentKeys.footer(type), toFooterEntry(row)),
    }),

  savePost: (id?: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to save post" },
      mutationFn: (values: z.output<typeof blogPostSchema>) =>
        upsert("/api/admin/blog", id, values),
      onSuccess: (_data, _values, _r, { client }) =>
        client.invalidateQueries({ queryKey: contentKeys.blog() }),
    }),
  deletePost: () =>
    mutationOptions({
      meta: { errorMessage: "Failed to delete post" },
      mutationFn: (id: string) => api(`/api/admin/blog/${id}`, { method: "DELETE" }),
      onSuccess: (_data, _id, _r, { client }) =>
        client.invalidateQueries({ queryKey: contentKeys.blog() }),
    }),
};
