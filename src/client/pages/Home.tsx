import { usePageMeta } from '../lib/head';

// Placeholder until the issue that owns this page replaces it.
export default function Home() {
  usePageMeta({ title: 'Syl', description: 'Syl turns your syllabi into one calendar of every deadline.', path: '/' });
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold">Syl</h1>
    </main>
  );
}
