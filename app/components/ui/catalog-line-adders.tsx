/** "Add service" from the service catalog, and "Add line" for a line of one's own, under an editor's lines. Client-safe. */
import { useId, useState } from "react";
import { formatServicePrice } from "~/lib/money";
import { buttonStyles } from "./button";

/** A service of the catalog, as the list offers it. */
export interface CatalogChoice {
  id: number;
  name: string;
  basePrice: string;
  priceUnit: string;
}

/** The buttons that add a line: from the chosen catalog service (when there is a catalog), or blank. */
export function CatalogLineAdders<Service extends CatalogChoice>({
  catalog,
  onAddService,
  onAddLine,
}: {
  catalog: readonly Service[];
  onAddService: (service: Service) => void;
  onAddLine: () => void;
}) {
  const [serviceId, setServiceId] = useState(catalog[0]?.id ?? 0);
  const selectId = useId();
  const service = catalog.find((s) => s.id === serviceId);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      {catalog.length > 0 && (
        <div className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1 text-sm">
            <label htmlFor={selectId} className="mb-1 block font-medium">
              Service from the catalog
            </label>
            <select
              id={selectId}
              value={serviceId}
              onChange={(event) => setServiceId(Number(event.target.value))}
              className="h-10 w-full rounded-md border border-slate-500 bg-white px-2 text-base sm:text-sm dark:bg-slate-950"
            >
              {catalog.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({formatServicePrice(s.basePrice, s.priceUnit, "admin")})
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className={buttonStyles("outline")}
            onClick={() => service && onAddService(service)}
          >
            Add service
          </button>
        </div>
      )}
      <button type="button" className={buttonStyles("outline")} onClick={onAddLine}>
        Add line
      </button>
    </div>
  );
}
