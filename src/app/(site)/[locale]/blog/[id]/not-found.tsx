import { StateMessage } from "@/modules/site/public/state-message";

export default function PostNotFound() {
  return (
    <StateMessage
      title="Post not found"
      message="This post does not exist or is not published yet."
      action={{ href: "/blog", label: "Return to Blog" }}
    />
  );
}
