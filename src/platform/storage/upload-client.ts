import { ApiError } from "@/platform/http/api-client";

export type UploadScope =
  "game-image" | "game-video" | "editor" | "testimonial" | "testimonial-video" | "logo";
export type UploadResult = { path: string; url: string; contentType: string; size: number };

/**
 * Sends a file as the raw request body (streamed to disk by the server) with progress events.
 * XMLHttpRequest, because fetch has no upload progress.
 */
export function uploadFile(
  file: File,
  opts: {
    scope: UploadScope;
    gameId?: string;
    onProgress?: (percent: number) => void;
    signal?: AbortSignal;
  },
): Promise<UploadResult> {
  const params = new URLSearchParams({
    scope: opts.scope,
    name: file.name,
    size: String(file.size),
  });
  if (opts.gameId) params.set("gameId", opts.gameId);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/admin/uploads?${params}`);
    xhr.setRequestHeader("content-type", file.type || "application/octet-stream");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as UploadResult);
      const err = (data as { error?: { message?: string; code?: string } } | null)?.error;
      reject(new ApiError(err?.message ?? `Upload failed (${xhr.status})`, xhr.status, err?.code));
    };
    xhr.onerror = () =>
      reject(new ApiError("Network error. Please check your internet connection.", 0, "NETWORK"));
    xhr.onabort = () => reject(new ApiError("Upload cancelled", 0, "ABORTED"));
    opts.signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(file);
  });
}
