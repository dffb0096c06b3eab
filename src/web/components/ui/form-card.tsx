import type { ReactNode } from "react";

export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md rounded-2xl bg-surface p-6 shadow-lg ring-1 ring-white/5 md:p-8">
      <h1 className="mb-6 text-2xl font-bold">{title}</h1>
      {children}
    </div>
  );
}
