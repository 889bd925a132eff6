/** The video error texts of SPEC.md section 8, by MediaError code. */
export function videoErrorMessage(code: number | undefined): string {
  switch (code) {
    case 1:
      return "Video playback was aborted";
    case 2:
      return "Network error occurred while loading video";
    case 3:
      return "Video decoding failed - file may be corrupted or format not supported";
    case 4:
      return "Video format is not supported by your browser";
    default:
      return "Unable to play video. Click below to open in a new tab.";
  }
}

/** A privacy-enhanced embed URL for a video-site link, or null. */
export function youtubeEmbedUrl(url: string): string | null {
  const m =
    /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|v\/)|youtu\.be\/)([A-Za-z0-9_-]{6,})/.exec(
      url,
    );
  return m ? `https://www.youtube-nocookie.com/embed/${m[1]}` : null;
}
