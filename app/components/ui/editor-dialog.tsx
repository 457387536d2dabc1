/** A large dialog that edits one thing at a time, with a new form per opening. Client-safe. */
import { Fragment, type ComponentType, type ReactNode } from "react";
import { Dialog } from "./dialog";

/** Open while there is a target; its form starts afresh from the target every time it opens. */
export function EditorDialog<Target extends { id?: number; title: string }>({
  target,
  onClose,
  children,
}: {
  /** What is being written (none: closed); `id` is none for a new one. */
  target: Target | null;
  onClose: () => void;
  /** The form, for the target. */
  children: (target: Target) => ReactNode;
}) {
  return (
    <Dialog open={target !== null} onClose={onClose} title={target?.title ?? ""} size="lg">
      {/* Keyed by the target, so that a new opening mounts a new form rather than keeping the last one's values. */}
      {target && <Fragment key={target.id ?? "new"}>{children(target)}</Fragment>}
    </Dialog>
  );
}

/** What an editor's form takes: the target it writes, the catalog its lines come from, and what follows. */
export interface EditorFormProps<Target, Saved, Catalog> {
  target: Target;
  catalog: Catalog[];
  onCancel: () => void;
  onSaved: (saved: Saved, created: boolean) => void;
}

/** An editor: `Form` in the dialog, open while there is a target, a new form each time it opens. */
export function editorOf<Target extends { id?: number; title: string }, Saved, Catalog>(
  Form: ComponentType<EditorFormProps<Target, Saved, Catalog>>,
) {
  return function Editor({
    target,
    onClose,
    ...rest
  }: Omit<EditorFormProps<Target, Saved, Catalog>, "target" | "onCancel"> & {
    target: Target | null;
    onClose: () => void;
  }) {
    return (
      <EditorDialog target={target} onClose={onClose}>
        {(opened) => <Form {...rest} target={opened} onCancel={onClose} />}
      </EditorDialog>
    );
  };
}
