import { Spinner } from "@/ui/spinner";

export default function AdminLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="h-8 w-8 text-brand-600" label="Loading" />
    </div>
  );
}
