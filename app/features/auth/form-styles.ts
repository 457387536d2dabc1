/** Classes shared by the sign-in forms (contrast checked in light and dark). */
export const labelClass = "block text-sm font-semibold text-slate-800 dark:text-slate-100";
export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-700 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:aria-[invalid=true]:border-red-400";
export const primaryButtonClass =
  "inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 dark:bg-accent-500 dark:text-slate-950 dark:hover:bg-accent-400";
export const secondaryButtonClass =
  "inline-flex w-full items-center justify-center rounded-md border border-slate-400 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60 dark:border-slate-500 dark:text-slate-100 dark:hover:bg-slate-800";
export const errorClass = "mt-1 text-sm text-red-700 dark:text-red-300";
export const cardClass =
  "mx-auto w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900";
