import { ImageRejectedError, storeDataUrl } from "~/features/uploads/image-processing.server";
import type { ImageStorage } from "~/features/uploads/image-storage.server";
import { DomainError } from "~/lib/domain-error";

/**
 * Stores the `data:image/...` URLs of a parsed form as uploads and puts their `/uploads/...` URL in their
 * place. A bad image is the field's error, as a form shows it.
 */
export async function storeFormImages<T extends { imageUrl: string; images?: string[] }>(
  storage: ImageStorage,
  values: T,
): Promise<T> {
  const store = async (field: string, url: string) => {
    try {
      return await storeDataUrl(storage, url);
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      throw new DomainError(error.code, error.message, { fields: { [field]: error.message } });
    }
  };
  const imageUrl = await store("imageUrl", values.imageUrl);
  if (!values.images) return { ...values, imageUrl };
  const images: string[] = [];
  for (const url of values.images) images.push(await store("images", url));
  return { ...values, imageUrl, images };
}
