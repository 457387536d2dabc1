/** The banner at the top of an inner page. */
export function PageHeader({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className="bg-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {intro && <p className="mt-3 max-w-3xl text-lg text-brand-100">{intro}</p>}
      </div>
    </div>
  );
}
