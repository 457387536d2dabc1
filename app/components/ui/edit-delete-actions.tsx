import { buttonStyles } from "./button";

/** A table row's Edit and Delete buttons, named after the row's item; stacked on phones so the row fits. */
export function EditDeleteActions({
  itemName,
  onEdit,
  onDelete,
}: {
  itemName: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const actions = [
    ["Edit", onEdit],
    ["Delete", onDelete],
  ] as const;
  return (
    <div className="flex flex-col items-start md:flex-row">
      {actions.map(([action, onClick]) => (
        <button
          key={action}
          type="button"
          className={buttonStyles("ghost", "sm")}
          onClick={onClick}
          aria-label={`${action} ${itemName}`}
        >
          {action}
        </button>
      ))}
    </div>
  );
}
