/** A native form's hidden fields: its intent and the job or visit it is about. Client-safe. */
import type { MediaOwner } from "./media-owner";
import { ownerFields, type MediaIntent } from "./media-posts";

export function HiddenFields({ intent, owner }: { intent: MediaIntent; owner: MediaOwner }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(ownerFields(owner)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
