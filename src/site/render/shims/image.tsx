import { getImageProps, type ImageProps } from "next/image";

/**
 * next/image as the site's renderer writes it: Next.js's own getImageProps gives the <img>
 * (sizes, srcset through the image optimiser); the handlers that only a client could run are
 * dropped, and the site's behaviours script handles a picture that fails to load.
 */
export default function Image(props: ImageProps) {
  const server = { ...props };
  delete server.onError;
  delete server.onLoad;
  const { props: img } = getImageProps(server);
  return <img {...img} alt={props.alt} />;
}
