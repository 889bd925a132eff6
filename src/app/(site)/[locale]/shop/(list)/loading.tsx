import { CardSkeletons } from "@/modules/site/public/card-skeletons";

export default function ShopLoading() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6">
      <CardSkeletons count={6} label="Loading games" />
    </div>
  );
}
