"use client";
import Link from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * A link of a menu that is on every screen: it prefetches its screen once the person reaches for
 * it (the pointer on it, focus, a touch), not as soon as it is on screen. The back office's side
 * menu alone would otherwise render some thirty screens on the server at every page it opens,
 * while that page's own rows are being read on the same two cores.
 */
export function IntentLink({
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...props
}: Omit<ComponentProps<typeof Link>, "prefetch">) {
  const [reached, setReached] = useState(false);
  const reach =
    <E,>(handler?: (e: E) => void) =>
    (e: E) => {
      setReached(true);
      handler?.(e);
    };
  return (
    <Link
      {...props}
      // null: the router's own prefetch for this link, from the moment it is reached for.
      prefetch={reached ? null : false}
      onPointerEnter={reach(onPointerEnter)}
      onFocus={reach(onFocus)}
      onTouchStart={reach(onTouchStart)}
    />
  );
}
