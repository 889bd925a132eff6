import { BlogScreen } from "@/modules/content/admin/components/blog-screen";

export const metadata = { title: "Blog" };

export default function Page() {
  return <BlogScreen />;
}
