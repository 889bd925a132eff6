// Placeholder until this screen's issue lands.
export const metadata = { title: "Games" };

export default function Page() {
  return (
    <div>
      <h1 className="text-2xl font-semibold text-slate-900">Games</h1>
      <p className="mt-2 text-slate-600">Coming soon</p>
    </div>
  );
}
