// Placeholder until this screen's issue lands.
export const metadata = { title: "About" };

export default function Page() {
  return (
    <div>
      <h1 className="text-2xl font-semibold text-slate-900">About</h1>
      <p className="mt-2 text-slate-600">Coming soon</p>
    </div>
  );
}
