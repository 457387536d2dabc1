import { Fragment, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { buttonStyles } from "./button";
import { ConfirmDialog } from "./confirm-dialog";
import { Dialog } from "./dialog";
import { EditDeleteActions } from "./edit-delete-actions";
import type { ItemFormProps } from "./item-form";
import { Table, tdClass, thClass, wideOnly } from "./table";
import { useEditableList, type ListCalls } from "./use-editable-list";

/** A column of the list: its heading and cell; a `wide` one is hidden on phones. The first heads its row. */
export interface ListColumn<T> {
  label: string;
  cell: (item: T) => ReactNode;
  wide?: boolean;
  className?: string;
}

/**
 * An admin list written once: "Add <noun>", the table with each row's Edit and Delete, the dialog with the
 * feature's form, the delete confirmation and the toasts. The feature gives its items, columns, form and
 * its endpoints' calls.
 */
export function EditableList<T extends { id: number }, V>({
  items,
  noun,
  calls,
  caption,
  columns,
  itemName,
  emptyText,
  titles,
  form,
  deleteDescription,
  children,
}: {
  items: readonly T[];
  /** "Service": the add button and the toasts say it. */
  noun: string;
  calls: ListCalls<V>;
  /** The table's accessible name. */
  caption: string;
  columns: readonly ListColumn<T>[];
  /** How the Edit and Delete buttons name an item. */
  itemName: (item: T) => string;
  emptyText: string;
  /** The dialog's title for a new item and for an edited one. */
  titles: { add: string; edit: string };
  /** The dialog's form, drawn anew at each opening so that it starts from the item (or the defaults). */
  form: (props: ItemFormProps<T, V>) => ReactNode;
  deleteDescription: string;
  /** Shown above the add button. */
  children?: ReactNode;
}) {
  const list = useEditableList<T, V>({ calls, noun });
  const editing = list.dialog?.editing ?? null;
  const [head, ...rest] = columns;

  return (
    <div className="space-y-4">
      {children}
      <div className="flex justify-end">
        <button type="button" className={buttonStyles()} onClick={() => list.open(null)}>
          {`Add ${noun}`}
        </button>
      </div>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:text-slate-300">
          {emptyText}
        </p>
      ) : (
        <Table caption={caption} narrow>
          <thead>
            <tr>
              {[...columns, { label: "Actions", wide: false }].map((column) => (
                <th key={column.label} scope="col" className={cn(thClass, column.wide ? wideOnly : "")}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                {head && (
                  <th scope="row" className={cn(tdClass, "font-medium")}>
                    {head.cell(item)}
                  </th>
                )}
                {rest.map((column) => (
                  <td key={column.label} className={cn(tdClass, column.wide && wideOnly, column.className)}>
                    {column.cell(item)}
                  </td>
                ))}
                <td className={tdClass}>
                  <EditDeleteActions
                    itemName={itemName(item)}
                    onEdit={() => list.open(item)}
                    onDelete={() => list.confirmDelete(item)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Dialog
        open={list.dialog !== null}
        onClose={list.close}
        title={editing ? titles.edit : titles.add}
        size="lg"
      >
        <Fragment key={editing?.id ?? "new"}>
          {form({ editing, busy: list.saving, save: list.save, onCancel: list.close })}
        </Fragment>
      </Dialog>
      <ConfirmDialog
        open={list.deleting !== null}
        description={deleteDescription}
        busy={list.removing}
        onCancel={list.cancelDelete}
        onConfirm={list.remove}
      />
    </div>
  );
}
