import { TestimonialsScreen } from "@/modules/content/admin/components/testimonials-screen";

export const metadata = { title: "Testimonials" };

export default function Page() {
  return <TestimonialsScreen />;
}
