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
  return (
    <div className="flex flex-col items-start md:flex-row">
      <button
        type="button"
        className={buttonStyles("ghost", "sm")}
        onClick={onEdit}
        aria-label={`Edit ${itemName}`}
      >
        Edit
      </button>
      <button
        type="button"
        className={buttonStyles("ghost", "sm")}
        onClick={onDelete}
        aria-label={`Delete ${itemName}`}
      >
        Delete
      </button>
    </div>
  );
}
