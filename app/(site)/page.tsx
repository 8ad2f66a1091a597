import Link from "next/link";

export default function HomePage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-5xl flex-col items-start justify-center gap-6 px-6 py-24">
      <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">Transform Your Digital Presence</h1>
      <p className="max-w-2xl text-lg text-slate-600 dark:text-slate-300">
        Social media marketing, equipment rentals, video editing, digital marketing and web development
        for businesses across India, from our studio in Hyderabad.
      </p>
      <Link
        href="/services"
        className="rounded-md bg-indigo-600 px-5 py-3 font-semibold text-white hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        Explore Our Services
      </Link>
    </main>
  );
}
