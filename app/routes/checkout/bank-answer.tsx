/**
 * The test checkout's stand-in for the bank: a bank payment processing is settled or failed by the tester, as
 * Stripe reports it days later. Plain form posts to the page's action, so they work without its script.
 */
import { formatMoney } from "~/lib/money";

const button =
  "flex-1 rounded-md px-5 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

export function BankAnswer({ amount }: { amount: string }) {
  return (
    <div className="mt-6">
      <p className="font-semibold" role="status">
        The bank payment of {formatMoney(amount)} is processing.
      </p>
      <form method="post" className="mt-4 flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          name="answer"
          value="settle"
          className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
        >
          Settle bank payment
        </button>
        <button
          type="submit"
          name="answer"
          value="fail"
          className={`${button} border-2 border-slate-400 hover:bg-slate-100 dark:hover:bg-slate-800`}
        >
          Fail bank payment
        </button>
      </form>
    </div>
  );
}
